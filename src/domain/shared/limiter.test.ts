import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the concurrency limiter', () => {
  it('runs at most `concurrency` tasks at once, the others in order as slots free up', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueued: 10, whenFull: () => new Error('full') });
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 2 });
    gates[1]!.open();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 1 });
    gates.forEach((g) => g.open());
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and frees the slot of a task that fails', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 1, whenFull: () => new Error('full') });
    const first = gate();
    const running = limiter.run(() => first.opened.then(() => Promise.reject(new Error('boom'))));
    const queued = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toThrow('full');
    first.open();
    await expect(running).rejects.toThrow('boom');
    expect(await queued).toBe('second');
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
