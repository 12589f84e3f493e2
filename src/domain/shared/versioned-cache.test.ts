import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { cachedByTags, cachedManyByTags } from './versioned-cache';

/** A database that answers the version read with the versions the test sets. */
function fakeDb(versions: { catalog: number; content: number }) {
  return {
    execute: () =>
      Promise.resolve({
        rows: Object.entries(versions).map(([tag, v]) => ({ tag, version: String(v) })),
      }),
  } as unknown as Db;
}

describe('cachedByTags', () => {
  it('loads once per version of the tags it depends on, and again after a bump', async () => {
    const versions = { catalog: 1, content: 1 };
    const ctx = { db: fakeDb(versions), locale: 'en' as const };
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cachedByTags(ctx, 'k', ['catalog'], load)).toBe(1);
    expect(await cachedByTags(ctx, 'k', ['catalog'], load)).toBe(1);
    versions.content++;
    expect(await cachedByTags(ctx, 'k', ['catalog'], load)).toBe(1);
    versions.catalog++;
    expect(await cachedByTags(ctx, 'k', ['catalog'], load)).toBe(2);
  });

  it('keeps no failed load, and a context with its own clock always loads', async () => {
    const ctx = { db: fakeDb({ catalog: 1, content: 1 }), locale: 'en' as const };
    await expect(
      cachedByTags(ctx, 'f', ['content'], () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cachedByTags(ctx, 'f', ['content'], () => Promise.resolve('up'))).toBe('up');
    let loads = 0;
    const clocked = { ...ctx, now: new Date('2026-01-01T00:00:00Z') };
    await cachedByTags(clocked, 'c', ['content'], () => Promise.resolve(++loads));
    await cachedByTags(clocked, 'c', ['content'], () => Promise.resolve(++loads));
    expect(loads).toBe(2);
  });
});

describe('cachedManyByTags', () => {
  /** A loader that records the keys it was asked for and finds the even ones. */
  function evenFinder() {
    const asked: number[][] = [];
    const load = (keys: number[]) => {
      asked.push(keys);
      return Promise.resolve(new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `v${k}`])));
    };
    return { asked, load };
  }

  it('loads only the missing keys, in one call, keeps what was not found, and answers in order', async () => {
    const versions = { catalog: 1, content: 1 };
    const ctx = { db: fakeDb(versions), locale: 'en' as const };
    const { asked, load } = evenFinder();
    expect(await cachedManyByTags(ctx, 'n', ['catalog'], [2, 1, 4], load)).toEqual(['v2', undefined, 'v4']);
    expect(await cachedManyByTags(ctx, 'n', ['catalog'], [4, 6, 1, 6], load)).toEqual([
      'v4',
      'v6',
      undefined,
      'v6',
    ]);
    expect(asked).toEqual([[2, 1, 4], [6]]);
    versions.content++;
    await cachedManyByTags(ctx, 'n', ['catalog'], [2], load);
    expect(asked).toHaveLength(2);
    versions.catalog++;
    expect(await cachedManyByTags(ctx, 'n', ['catalog'], [2], load)).toEqual(['v2']);
    expect(asked).toEqual([[2, 1, 4], [6], [2]]);
  });

  it('shares a load between concurrent callers, keeps no failed load, and loads for a clocked context', async () => {
    const ctx = { db: fakeDb({ catalog: 1, content: 1 }), locale: 'en' as const };
    const { asked, load } = evenFinder();
    await Promise.all([
      cachedManyByTags(ctx, 's', ['catalog'], [8], load),
      cachedManyByTags(ctx, 's', ['catalog'], [8], load),
    ]);
    expect(asked).toEqual([[8]]);
    await expect(
      cachedManyByTags(ctx, 'f', ['catalog'], [1], () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cachedManyByTags(ctx, 'f', ['catalog'], [1], load)).toEqual([undefined]);
    const clocked = { ...ctx, now: new Date('2026-01-01T00:00:00Z') };
    await cachedManyByTags(clocked, 's', ['catalog'], [8], load);
    expect(asked).toEqual([[8], [1], [8]]);
  });
});
