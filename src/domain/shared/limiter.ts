/**
 * At most `concurrency` tasks run at once; up to `maxQueued` more wait their turn in order, and
 * any beyond that are refused at once with `whenFull()` (so a burst cannot pile up work and memory).
 */
export function createLimiter(opts: { concurrency: number; maxQueued: number; whenFull: () => Error }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < opts.concurrency) running++;
      else if (waiting.length >= opts.maxQueued) throw opts.whenFull();
      // A released slot passes straight to the next waiter: `running` stays the same.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now (for tests and logs). */
    stats: () => ({ running, waiting: waiting.length }),
  };
}
