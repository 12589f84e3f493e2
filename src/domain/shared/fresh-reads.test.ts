import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/**
 * Reads answered by hand, in order: each read's keys are recorded, and `answer` gives every key it
 * asked for one version (a key below 0 is not found).
 */
function handAnswered() {
  const pending: { keys: number[]; answer: (version: number) => void }[] = [];
  const read = freshReads<object, number, Map<number, number>>(
    (_scope, keys) =>
      new Promise((resolve) => {
        pending.push({
          keys,
          answer: (version) => resolve(new Map(keys.filter((k) => k >= 0).map((k) => [k, version]))),
        });
      }),
  );
  const scope = {};
  return { pending, get: async (key: number) => (await read(scope, key)).get(key) ?? null };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('freshReads', () => {
  it('never answers with a read that began before the call; callers meanwhile share one read', async () => {
    const { pending, get } = handAnswered();
    const first = get(1);
    const later = [2, 3, 2, -4].map(get);
    expect(pending.map((p) => p.keys)).toEqual([[1]]);
    pending.shift()!.answer(5);
    expect(await first).toBe(5);
    await tick();
    // One read of the three distinct keys asked for meanwhile, begun after the first ended.
    expect(pending.map((p) => p.keys)).toEqual([[2, 3, -4]]);
    pending.shift()!.answer(4);
    expect(await Promise.all(later)).toEqual([4, 4, 4, null]);
    const next = get(1);
    expect(pending).toHaveLength(1);
    pending.shift()!.answer(3);
    expect(await next).toBe(3);
  });

  it('a failed read fails its callers only; the next read runs', async () => {
    let calls = 0;
    const read = freshReads<object, number, number>(async () => {
      if (++calls === 1) throw new Error('connection lost');
      return 2;
    });
    const scope = {};
    await expect(read(scope, 9)).rejects.toThrow('connection lost');
    expect(await read(scope, 9)).toBe(2);
  });
});
