/**
 * The first index in [from, to) where `before` is false, for a `before` that holds up to some index
 * and not after it (a sorted list's "comes before what is sought"): a binary search.
 */
export function firstNotBefore(from: number, to: number, before: (i: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
