import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { readCacheVersions } from './cache-versions';

/** A database whose version reads are answered by hand, in order, with the catalogue's version. */
function fakeDb() {
  const pending: ((catalog: number) => void)[] = [];
  const db = {
    execute: () =>
      new Promise((resolve) => {
        pending.push((catalog) => resolve({ rows: [{ tag: 'catalog', version: String(catalog) }] }));
      }),
  } as unknown as Db;
  return { db, pending };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('readCacheVersions', () => {
  it('never answers a caller with a read that began before it; callers meanwhile share the next', async () => {
    const { db, pending } = fakeDb();
    const first = readCacheVersions(db);
    // These come after the first read began: the first read's answer may predate their writes.
    const later = [readCacheVersions(db), readCacheVersions(db), readCacheVersions(db)];
    expect(pending).toHaveLength(1);
    pending.shift()!(1);
    expect(await first).toEqual({ catalog: 1, structure: 0, content: 0 });
    await tick();
    // One more read for all three of them, begun after the first ended.
    expect(pending).toHaveLength(1);
    pending.shift()!(2);
    for (const v of await Promise.all(later)) expect(v).toEqual({ catalog: 2, structure: 0, content: 0 });
    // Nothing under way: the next caller starts its own read at once.
    const next = readCacheVersions(db);
    expect(pending).toHaveLength(1);
    pending.shift()!(3);
    expect((await next).catalog).toBe(3);
  });

  it('a failed read fails its callers only; the next read runs', async () => {
    let calls = 0;
    const db = {
      execute: () =>
        ++calls === 1
          ? Promise.reject(new Error('connection lost'))
          : Promise.resolve({ rows: [{ tag: 'content', version: '7' }] }),
    } as unknown as Db;
    await expect(readCacheVersions(db)).rejects.toThrow('connection lost');
    expect(await readCacheVersions(db)).toEqual({ catalog: 0, structure: 0, content: 7 });
  });
});
