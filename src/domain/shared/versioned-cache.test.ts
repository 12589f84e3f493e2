import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { cachedByTags } from './versioned-cache';

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
