/** The k best by `compare`, in order (a partial sort: pages are small, matches many). */
export function best<T>(items: T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k >= items.length / 4) return [...items].sort(compare).slice(0, k);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && compare(item, top[k - 1] as T) >= 0) continue;
    let i = top.length < k ? top.length : k - 1;
    while (i > 0 && compare(item, top[i - 1] as T) < 0) {
      top[i] = top[i - 1] as T;
      i--;
    }
    top[i] = item;
  }
  return top;
}
