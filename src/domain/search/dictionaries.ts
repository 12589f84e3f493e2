import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Ctx } from '../shared/ctx';
import { remember } from './memo';
import { analyseQuery, analyseText } from './normalise';
import { BRAND_SPELLINGS } from './synonyms-brands';
import { CATEGORY_SYNONYMS } from './synonyms-categories';

/** Names the search needs on every request, in one language, kept for a few minutes. */
export interface Dictionaries {
  /** By url key. */
  brands: Map<string, NamedEntry>;
  /** Brand url key by id. */
  brandKeys: Map<number, string>;
  /** Seller name by code. */
  sellers: Map<string, string>;
  /** Seller code by id. */
  sellerCodes: Map<number, string>;
  categories: CategoryEntry[];
  attributes: Map<string, AttributeEntry>;
  /** Display text of word values ("No Frost" → "نوفروست"). */
  values: Map<string, string>;
}

export interface NamedEntry {
  id: number;
  name: string;
  /** Analysed words of every name and spelling, both scripts. */
  words: Set<string>;
  /** Every name and spelling as its query words ("ال جي", "ثلاج"), to recognise a query that is one. */
  phrases: Set<string>;
}

export interface CategoryEntry extends NamedEntry {
  urlKey: string;
  level: number;
  productCount: number;
}

export interface AttributeEntry {
  label: string;
  unit: string;
  position: number;
  filterable: boolean;
}

const TTL_MS = 5 * 60_000;

interface Raw {
  brands: { id: number; key: string; names: Record<string, string> }[] | null;
  sellers: { id: number; code: string; name: string }[] | null;
  categories:
    { id: number; key: string; level: number; names: Record<string, string>; count: number }[] | null;
  attributes: { code: string; position: number; filterable: boolean; label: string; unit: string }[] | null;
  values: Record<string, string> | null;
}

const wordsOf = (texts: readonly string[]) => new Set(texts.flatMap(analyseText));
export const phraseOf = (words: readonly string[]) => words.join(' ');
const phrasesOf = (texts: readonly string[]) =>
  new Set(texts.map((t) => phraseOf(analyseQuery(t))).filter(Boolean));

async function load(ctx: Ctx, locale: Locale): Promise<Dictionaries> {
  const result = (await ctx.db.execute(sql`
    select json_build_object(
      'brands', (select json_agg(json_build_object('id', b.id, 'key', b.url_key, 'names',
          (select json_object_agg(bt.locale, bt.name) from brand_translations bt where bt.brand_id = b.id)))
        from brands b),
      'sellers', (select json_agg(json_build_object('id', s.id, 'code', s.code, 'name', st.name)) from sellers s
        join seller_translations st on st.seller_id = s.id and st.locale = ${locale}),
      'categories', (select json_agg(json_build_object('id', c.id, 'key', c.url_key, 'level', c.level,
          'names', (select json_object_agg(ct.locale, ct.name) from category_translations ct where ct.category_id = c.id),
          'count', (select count(*) from product_categories pc where pc.category_id = c.id)))
        from categories c where c.is_active),
      'attributes', (select json_agg(json_build_object('code', d.code, 'position', d.position,
          'filterable', d.is_filterable, 'label', t.label, 'unit', t.unit))
        from attribute_definitions d
        join attribute_definition_translations t on t.code = d.code and t.locale = ${locale}),
      'values', (select json_object_agg(v.value, v.label) from attribute_value_translations v
        where v.locale = ${locale})
    ) as data
  `)) as unknown as { rows: { data: Raw | string }[] };
  const cell = result.rows[0]?.data;
  const raw: Raw = typeof cell === 'string' ? (JSON.parse(cell) as Raw) : (cell as Raw);

  const brands = new Map<string, NamedEntry>();
  for (const b of raw.brands ?? []) {
    const texts = [...Object.values(b.names), ...(BRAND_SPELLINGS[b.key] ?? [])];
    brands.set(b.key, {
      id: Number(b.id),
      name: b.names[locale] ?? b.names.en ?? b.key,
      words: wordsOf(texts),
      phrases: phrasesOf(texts),
    });
  }
  const categories = (raw.categories ?? []).map((c) => {
    const texts = [...Object.values(c.names), ...(CATEGORY_SYNONYMS[c.key] ?? [])];
    return {
      id: Number(c.id),
      urlKey: c.key,
      level: Number(c.level),
      productCount: Number(c.count),
      name: c.names[locale] ?? c.names.en ?? c.key,
      words: wordsOf(texts),
      phrases: phrasesOf(texts),
    };
  });
  const attributes = new Map<string, AttributeEntry>();
  for (const a of raw.attributes ?? []) {
    attributes.set(a.code, { label: a.label, unit: a.unit, position: a.position, filterable: a.filterable });
  }
  const sellers = raw.sellers ?? [];
  return {
    brands,
    brandKeys: new Map((raw.brands ?? []).map((b) => [Number(b.id), b.key])),
    sellers: new Map(sellers.map((x) => [x.code, x.name])),
    sellerCodes: new Map(sellers.map((x) => [Number(x.id), x.code])),
    categories,
    attributes,
    values: new Map(Object.entries(raw.values ?? {})),
  };
}

/** The dictionaries of the context's language (cached per database for five minutes). */
export function loadDictionaries(ctx: Ctx): Promise<Dictionaries> {
  return remember(ctx.db, `dictionaries:${ctx.locale}`, TTL_MS, () => load(ctx, ctx.locale));
}
