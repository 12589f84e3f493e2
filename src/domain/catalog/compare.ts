import { AppError } from '../shared/errors';

/**
 * Product comparison rules. Pure on purpose: the guest's list lives in the browser, so the client
 * store and the /comparison island import this file; the database read is getCompareProducts in
 * product-detail.ts. (Signed-in shoppers' lists will be stored server-side with accounts.)
 */
export const MAX_COMPARE_ITEMS = 4;

const ID = /^[1-9]\d{0,9}$/;

/**
 * Parses the API's `ids` parameter ("1,2,3"): 1 to 4 positive integer ids, duplicates dropped,
 * order kept. Anything else is a 400 naming the parameter.
 */
export function parseCompareIds(raw: string | undefined): number[] {
  const parts = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const invalid = () =>
    new AppError('invalid', 'invalid_id_list', { parameter: 'ids', max: String(MAX_COMPARE_ITEMS) });
  if (parts.length === 0 || !parts.every((p) => ID.test(p))) throw invalid();
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_COMPARE_ITEMS || ids.some((id) => id > 2_147_483_647)) throw invalid();
  return ids;
}

export type AddResult = 'added' | 'already' | 'full';

/** Adds an id to a comparison list, refusing a fifth product. */
export function addCompareId(ids: readonly number[], id: number): { ids: number[]; result: AddResult } {
  if (ids.includes(id)) return { ids: [...ids], result: 'already' };
  if (ids.length >= MAX_COMPARE_ITEMS) return { ids: [...ids], result: 'full' };
  return { ids: [...ids, id], result: 'added' };
}

export interface CompareRow {
  label: string;
  /** One value per product, in column order; null where a product lacks the row. */
  values: (string | null)[];
  differs: boolean;
}

const normalise = (value: string | null) => value?.trim().replace(/\s+/g, ' ').toLowerCase() ?? null;

/** Whether a row's values are not all the same (a missing value differs from any value). */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return new Set(values.map(normalise)).size > 1;
}

/**
 * The specification rows of a comparison: the union of every product's spec labels, in the order
 * they first appear. Labels in `skipLabels` (rows the page already shows, such as brand) are left out.
 */
export function buildSpecRows(
  specLists: readonly (readonly { label: string; value: string }[])[],
  skipLabels: readonly string[] = [],
): CompareRow[] {
  const skip = new Set(skipLabels.map(normalise));
  const labels: string[] = [];
  const seen = new Set<string | null>();
  for (const specs of specLists) {
    for (const { label } of specs) {
      const key = normalise(label);
      if (seen.has(key) || skip.has(key)) continue;
      seen.add(key);
      labels.push(label);
    }
  }
  return labels.map((label) => {
    const key = normalise(label);
    const values = specLists.map((specs) => specs.find((s) => normalise(s.label) === key)?.value ?? null);
    return { label, values, differs: valuesDiffer(values) };
  });
}
