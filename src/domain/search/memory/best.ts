/**
 * The k best of `items` by `compare` (a total order), in order: a partial sort, since pages are
 * small and matches many. The k best so far are kept in a heap with the worst of them at its root,
 * so each further item costs one comparison, or about log₂ k when it enters: matches tied on score
 * and met in the order of their tie-break would each enter a sorted list and shift it all.
 */
export function best<T>(items: ArrayLike<T>, k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k >= items.length / 4) return Array.from(items).sort(compare).slice(0, k);
  const heap: T[] = [];
  // `worse(i, j)`: heap[i] comes after heap[j].
  const worse = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = t;
  };
  for (let n = 0; n < items.length; n++) {
    const item = items[n] as T;
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let w = i;
        if (l < k && worse(l, w)) w = l;
        if (r < k && worse(r, w)) w = r;
        if (w === i) break;
        swap(i, w);
        i = w;
      }
    }
  }
  return heap.sort(compare);
}
