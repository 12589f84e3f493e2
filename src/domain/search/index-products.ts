import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { LOCALES, type Locale } from '@/i18n/locales';
import { indexWords, isVocabularyWord, normaliseText } from './normalise';
import { BRAND_SPELLINGS } from './synonyms-brands';
import { CATEGORY_SYNONYMS } from './synonyms-categories';
import { descriptionText } from '../catalog/description';

/** What indexing reads about one product. */
interface ProductSource {
  id: number;
  brandKey: string;
  brandNames: { locale: Locale; name: string }[];
  texts: {
    locale: Locale;
    name: string;
    description: string;
    specifications: { label: string; value: string }[] | null;
  }[];
  categories: { key: string; name: string }[];
}

/** One row of search_documents and search_bodies before PostgreSQL turns the weighted parts into a tsvector. */
export interface SearchDocumentDraft {
  product_id: number;
  locale: Locale;
  name_norm: string;
  brand_terms: string;
  category_terms: string;
  /** Weight A: the name and the brand. B: categories and synonyms. C: other-language name and
   * specification values. D: the description. Each is space-separated normalised, stemmed words. */
  a: string;
  b: string;
  c: string;
  d: string;
}

const unique = (words: string[]) => [...new Set(words)];
// Repeats are kept on purpose: a word in the names of three of a product's categories (TVs, Smart
// TVs, OLED TVs) says more than one in a single category name, and ts_rank counts them.
const joinWords = (texts: readonly string[]) => texts.flatMap(indexWords).join(' ');
const normaliseAll = (texts: readonly string[]) => unique(texts.map(normaliseText).filter(Boolean)).join(' ');

/** The search documents (one per locale) of a product: pure, so it is unit-tested. */
export function buildSearchDocuments(source: ProductSource): SearchDocumentDraft[] {
  const brandTexts = [...source.brandNames.map((b) => b.name), ...(BRAND_SPELLINGS[source.brandKey] ?? [])];
  const categoryTexts = [
    ...source.categories.map((c) => c.name),
    ...unique(source.categories.map((c) => c.key)).flatMap((key) => CATEGORY_SYNONYMS[key] ?? []),
  ];
  const brandWords = joinWords(brandTexts);
  const categoryWords = joinWords(categoryTexts);
  return LOCALES.flatMap((locale) => {
    const own = source.texts.find((t) => t.locale === locale);
    if (!own) return [];
    const others = source.texts.filter((t) => t.locale !== locale);
    return [
      {
        product_id: source.id,
        locale,
        name_norm: normaliseText(own.name),
        brand_terms: normaliseAll(brandTexts),
        category_terms: normaliseAll(categoryTexts),
        a: `${joinWords([own.name])} ${brandWords}`.trim(),
        b: categoryWords,
        // The other language's name and both languages' specification values ("No Frost",
        // "Android & iPhone" / "أندرويد وآيفون"), so a query finds the same products whichever
        // language the store is shown in; values, not labels: "حجم الشاشة" on every phone would
        // make "شاشة" find every phone.
        c: joinWords([
          ...others.map((t) => t.name),
          ...[own, ...others].flatMap((t) => (t.specifications ?? []).map((row) => row.value)),
        ]),
        d: joinWords([descriptionText(own.description)]),
      },
    ];
  });
}

/** Vocabulary words of documents: what misspelt query words can be corrected to. */
export function vocabularyOf(drafts: readonly SearchDocumentDraft[]): string[] {
  const words = new Set<string>();
  for (const d of drafts) {
    for (const part of [d.a, d.b, d.c])
      for (const w of part.split(' ')) if (isVocabularyWord(w)) words.add(w);
  }
  return [...words].sort();
}

/** A PostgreSQL int[] literal, passed as one parameter. */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

async function loadSources(db: Db, productIds: readonly number[]): Promise<ProductSource[]> {
  const result = (await db.execute(sql`
    select p.id, b.url_key as "brandKey",
      (select coalesce(json_agg(json_build_object('locale', bt.locale, 'name', bt.name)), '[]')
         from brand_translations bt where bt.brand_id = p.brand_id) as "brandNames",
      (select coalesce(json_agg(json_build_object('locale', pt.locale, 'name', pt.name,
              'description', pt.description, 'specifications', pt.specifications)), '[]')
         from product_translations pt where pt.product_id = p.id) as texts,
      (select coalesce(json_agg(json_build_object('key', c.url_key, 'name', ct.name)), '[]')
         from product_categories pc
         join categories c on c.id = pc.category_id
         join category_translations ct on ct.category_id = c.id
         where pc.product_id = p.id) as categories
    from products p
    join brands b on b.id = p.brand_id
    where p.id = any(${intArray(productIds)}::int[])
  `)) as unknown as { rows: ProductSource[] };
  return result.rows;
}

/**
 * (Re)writes the search documents of the given products and adds their words to the vocabulary.
 * Call it inside the transaction that writes the products, so a product is never without one.
 */
export async function indexProducts(db: Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  const drafts = (await loadSources(db, productIds)).flatMap(buildSearchDocuments);
  if (!drafts.length) return;
  const rows = sql`jsonb_to_recordset(${JSON.stringify(drafts)}::jsonb) as t(product_id int, locale text,
      name_norm text, brand_terms text, category_terms text, a text, b text, c text, d text)`;
  // The document (what every search matches and ranks) and the rest (description, terms) in two
  // tables, so that the rows searches read stay narrow.
  await db.execute(sql`
    insert into search_documents (product_id, locale, name_norm, document)
    select t.product_id, t.locale, t.name_norm,
      setweight(to_tsvector('simple', t.a), 'A') || setweight(to_tsvector('simple', t.b), 'B') ||
      setweight(to_tsvector('simple', t.c), 'C')
    from ${rows}
    on conflict (product_id, locale) do update set name_norm = excluded.name_norm, document = excluded.document
  `);
  await db.execute(sql`
    insert into search_bodies (product_id, locale, brand_terms, category_terms, body)
    select t.product_id, t.locale, t.brand_terms, t.category_terms, setweight(to_tsvector('simple', t.d), 'D')
    from ${rows}
    on conflict (product_id, locale) do update set brand_terms = excluded.brand_terms,
      category_terms = excluded.category_terms, body = excluded.body
  `);
  // Sorted, so concurrent seeding transactions take the same locks in the same order.
  await db.execute(sql`
    insert into search_terms (term)
    select value from jsonb_array_elements_text(${JSON.stringify(vocabularyOf(drafts))}::jsonb) order by 1
    on conflict do nothing
  `);
}

/**
 * Indexes products that have no search document yet (a database seeded before search existed),
 * in batches, each in its own transaction. Returns how many products it indexed.
 */
export async function indexMissingProducts(db: Db, batchSize = 1000): Promise<number> {
  let done = 0;
  for (;;) {
    const result = (await db.execute(sql`
      select p.id from products p
      where not exists (select 1 from search_documents d where d.product_id = p.id)
      order by p.id limit ${batchSize}
    `)) as unknown as { rows: { id: number }[] };
    const ids = result.rows.map((r) => Number(r.id));
    if (!ids.length) return done;
    await db.transaction((tx) => indexProducts(tx, ids));
    done += ids.length;
  }
}
