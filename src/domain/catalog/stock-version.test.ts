import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { readStockVersion } from './stock-version';

/** A database whose version reads are answered by hand, in order: every product asked for (`ask`) at one version. */
function fakeDb() {
  const pending: { answer: (version: number) => void }[] = [];
  let asked: number[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () =>
          new Promise((resolve) => {
            const ids = asked;
            pending.push({
              answer: (version) => resolve(ids.filter((id) => id > 0).map((id) => ({ id, version }))),
            });
          }),
      }),
    }),
  } as unknown as Db;
  return { db, pending, ask: (ids: number[]) => (asked = ids) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('readStockVersion', () => {
  it('never answers with a read that began before the call; callers meanwhile share one read', async () => {
    const { db, pending, ask } = fakeDb();
    ask([1]);
    const first = readStockVersion(db, 1);
    ask([2, 3, 2, -4]);
    const later = [2, 3, 2, -4].map((id) => readStockVersion(db, id));
    expect(pending).toHaveLength(1);
    pending.shift()!.answer(5);
    expect(await first).toBe(5);
    await tick();
    // One read of the three distinct products asked for meanwhile, begun after the first ended.
    expect(pending).toHaveLength(1);
    pending.shift()!.answer(4);
    // -4 is no product: null.
    expect(await Promise.all(later)).toEqual([4, 4, 4, null]);
    ask([1]);
    const next = readStockVersion(db, 1);
    expect(pending).toHaveLength(1);
    pending.shift()!.answer(3);
    expect(await next).toBe(3);
  });

  it('a failed read fails its callers only; the next read runs', async () => {
    let calls = 0;
    const db = {
      select: () => ({
        from: () => ({
          where: () =>
            ++calls === 1
              ? Promise.reject(new Error('connection lost'))
              : Promise.resolve([{ id: 9, version: 2 }]),
        }),
      }),
    } as unknown as Db;
    await expect(readStockVersion(db, 9)).rejects.toThrow('connection lost');
    expect(await readStockVersion(db, 9)).toBe(2);
  });
});
