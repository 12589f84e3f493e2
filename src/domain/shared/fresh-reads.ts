/** The reads of one scope (a database handle): the one under way, and the batch queued behind it. */
interface Reader<K, R> {
  current?: Promise<R>;
  queued?: { keys: Set<K>; result: Promise<R> };
}

/**
 * Reads whose answer is as of a moment after each caller's call (a write committed before the
 * call is always seen), shared by busy callers: a caller that arrives while no read is under way
 * starts its own; callers that arrive while one is share the next, started when it ends, with all
 * their keys. So a scope runs at most one such read at a time, whatever the traffic. A failed read
 * fails its callers only.
 */
export function freshReads<S extends object, K, R>(load: (scope: S, keys: K[]) => Promise<R>) {
  const readers = new WeakMap<object, Reader<K, R>>();

  function start(scope: S, reader: Reader<K, R>, keys: Set<K>): Promise<R> {
    const read = load(scope, [...keys]);
    reader.current = read;
    const done = () => {
      if (reader.current === read) reader.current = undefined;
    };
    read.then(done, done);
    return read;
  }

  return (scope: S, key: K): Promise<R> => {
    let reader = readers.get(scope);
    if (!reader) {
      reader = {};
      readers.set(scope, reader);
    }
    const r = reader;
    if (!r.current) return start(scope, r, new Set([key]));
    if (!r.queued) {
      const keys = new Set<K>();
      const after = r.current.then(
        () => undefined,
        () => undefined,
      );
      r.queued = {
        keys,
        result: after.then(() => {
          r.queued = undefined;
          return start(scope, r, keys);
        }),
      };
    }
    r.queued.keys.add(key);
    return r.queued.result;
  };
}
