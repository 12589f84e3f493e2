import { best } from './best';
import type { Catalogue } from './catalogue';
import type { Matches } from './document-index';

/**
 * The suggestions' product names of the statement (namesSql), from the best matches: of the
 * limit × 3 best suggested, those on sale with a name in the locale, best suggested, then best
 * selling, then newest id first; limit × 2 of them, or null for none (as json_agg answers).
 */
export function suggestedNames(
  catalogue: Catalogue,
  matches: Matches,
  limit: number,
  locale: string,
): string[] | null {
  // Matches come mostly in ascending id, and ties go to the higher id: from the last, a tie met
  // later never enters the top (best.ts).
  const n = matches.ids.length;
  const fromLast = new Int32Array(n);
  for (let k = 0; k < n; k++) fromLast[k] = n - 1 - k;
  const top = best(
    fromLast,
    limit * 3,
    (a, b) =>
      (matches.suggested[b] ?? 0) - (matches.suggested[a] ?? 0) ||
      (matches.ids[b] ?? 0) - (matches.ids[a] ?? 0),
  );
  const named = top.flatMap((k) => {
    const id = matches.ids[k] ?? 0;
    const r = catalogue.row(id);
    const name = r < 0 || !catalogue.sellableAt(r) ? undefined : catalogue.nameAt(r, locale);
    return name === undefined
      ? []
      : [{ name, id, suggested: matches.suggested[k] ?? 0, sales: catalogue.salesAt(r) }];
  });
  named.sort((a, b) => b.suggested - a.suggested || b.sales - a.sales || b.id - a.id);
  return named.length ? named.slice(0, limit * 2).map((n) => n.name) : null;
}
