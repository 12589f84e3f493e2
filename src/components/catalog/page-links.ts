/** A gap in the page numbers, shown as "…". */
export const GAP = 'gap';

/**
 * The page numbers a listing offers: all of them up to seven pages; beyond, the first, the last,
 * and the current page with its neighbours, a gap ("…") where two numbers or more are left out. So a shopper
 * can always reach both ends, and the row fits a phone.
 */
export function pageLinks(page: number, pageCount: number): (number | typeof GAP)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, pageCount - 3));
  const to = Math.min(pageCount - 1, Math.max(page + 1, 4));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // A gap stands for two pages or more: one page left out is shown instead.
  type Link = number | typeof GAP;
  const before: Link[] = from > 3 ? [GAP] : from === 3 ? [2] : [];
  const after: Link[] = to < pageCount - 2 ? [GAP] : to === pageCount - 2 ? [pageCount - 1] : [];
  return [1, ...before, ...middle, ...after, pageCount];
}
