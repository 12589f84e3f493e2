import { sql, type SQL } from 'drizzle-orm';

/**
 * Words that, in a normalised product name, introduce what the product is for: "case for iphone
 * 16", "جراب ابل لموبايل iphone 16". A name that holds the query right after one of them names an
 * accessory of what the shopper asked for, so it does not get the boost of a name that holds the
 * query (search-sql.ts, memory/document-index.ts): "iphone 16" lists the phones before their
 * cases, while "red" still finds the case "for iphone 16, red". Normalised as normaliseText leaves
 * them: lower case, one space between words ("لـ" becomes "ل").
 */
export const ACCESSORY_MARKERS = [
  ' for ',
  ' compatible with ',
  ' لموبايل ',
  ' لهاتف ',
  ' لجهاز ',
  ' متوافق مع ',
  ' ل ',
] as const;

/**
 * Whether the text before the phrase's first place in a row's `name_norm` (which must hold it)
 * ends with an accessory marker; the in-memory index asks NameStore.followsMarker. The markers
 * hold no LIKE wildcard.
 */
export function followsMarkerSql(phrase: string): SQL {
  const before = sql`left(name_norm, strpos(name_norm, ${phrase}) - 1)`;
  const each = ACCESSORY_MARKERS.map((marker) => sql`${before} like ${`%${marker}`}`);
  return sql`(${sql.join(each, sql` or `)})`;
}
