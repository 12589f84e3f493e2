import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { productTranslations } from '@/db/schema';
import { indexProducts, searchProducts, suggest, type SearchQuery } from '@/domain/search';
import { memoryStats } from '@/domain/search/memory/search';
import { nameBoostSql } from '@/domain/search/search-sql';
import { documentIndex, whenMemorySearchLoaded } from '@/domain/search/memory/sync';
import { parseTsquery, parseTsvector } from '@/domain/search/memory/tsvector';
import { withEnv } from './env';
import { useTestDb } from './test-db';

/*
 * The in-memory search index (src/domain/search/memory) against PostgreSQL itself: the same
 * documents match, with the same ts_rank to the last bit, for every demo document and a few hundred
 * queries made from their words; whole searches answer the same with the index on and off; and a
 * write is searchable as soon as it has committed.
 */

let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
  await whenMemorySearchLoaded(db);
});

type Locale = 'ar' | 'en';
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** A small seeded generator, so that a failure names a query that fails again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

/** Queries of every shape the store's text-query.ts writes, made of the documents' own lexemes. */
function queries(docs: { lexemes: string[] }[], count: number): string[] {
  const pick = random(7);
  const word = () => {
    const doc = docs[pick(docs.length)]!;
    return doc.lexemes[pick(doc.lexemes.length)]!.replace(/'/g, "''");
  };
  const prefix = () => {
    const w = word();
    return `'${[...w].slice(0, 2 + pick(3)).join('')}':*`;
  };
  const shapes = [
    () => `'${word()}'`,
    () => prefix(),
    () => `'${word()}' & '${word()}'`,
    () => {
      const w = word();
      return `'${word()}' & ( '${w}' | '${w}':* )`;
    },
    () => `'${word()}' | '${word()}' | ${prefix()}`,
    () => `( '${word()}' | '${word()}' ) & ( '${word()}' & '${word()}' )`,
    () => `'${word()}' & ${prefix()} & '${word()}'`,
  ];
  // Two words of one document, so that & finds something and positions are compared.
  const pair = () => {
    const doc = docs[pick(docs.length)]!;
    const [a, b] = [doc.lexemes[pick(doc.lexemes.length)]!, doc.lexemes[pick(doc.lexemes.length)]!];
    return `'${a.replace(/'/g, "''")}' & ( '${b.replace(/'/g, "''")}' | '${b.replace(/'/g, "''")}':* )`;
  };
  return Array.from({ length: count }, (_, i) => (i % 3 === 0 ? pair() : shapes[pick(shapes.length)]!()));
}

describe('the in-memory search index', () => {
  for (const locale of ['ar', 'en'] as Locale[]) {
    it(`matches and ranks every ${locale} document as PostgreSQL does`, async () => {
      const docs = await rows<{ product_id: number; name_norm: string; document: string }>(
        sql`select product_id, name_norm, document::text as document from search_documents where locale = ${locale}`,
      );
      expect(docs.length).toBeGreaterThan(100);
      const index = await documentIndex(db, locale);
      expect(index?.size).toBe(docs.length);
      let compared = 0;
      for (const [i, q] of queries(
        docs.map((d) => parseTsvector(d.document)),
        300,
      ).entries()) {
        const phrase = docs[i % docs.length]!.name_norm.slice(0, 3 + (i % 9));
        const expected = await rows<{ product_id: number; score: number; suggested: number }>(sql`
          select product_id, ts_rank(document, query) + ${nameBoostSql(phrase)} as score,
            ts_rank(document, query) + ${nameBoostSql(phrase, { suggested: true })} as suggested
          from search_documents, to_tsquery('simple', ${q}) query
          where locale = ${locale} and document @@ query order by product_id`);
        const [printed] = await rows<{ q: string }>(sql`select to_tsquery('simple', ${q})::text as q`);
        const found = index!.match(parseTsquery(printed!.q)!, phrase);
        if (!found) continue;
        const actual = found.ids
          .map((id, k) => ({ product_id: id, score: found.scores[k], suggested: found.suggested[k] }))
          .sort((a, b) => a.product_id - b.product_id);
        const asNumbers = expected.map((r) => ({
          product_id: Number(r.product_id),
          score: Number(r.score),
          suggested: Number(r.suggested),
        }));
        expect(actual, q).toEqual(asNumbers);
        compared += asNumbers.length ? 1 : 0;
      }
      // Most queries find something: the comparison is not of empty lists.
      expect(compared).toBeGreaterThan(200);
    });
  }

  /** The same search with the in-memory search on and off (the answer cache off in both). */
  async function bothWays(locale: Locale, query: SearchQuery) {
    const ctx = { db, locale };
    const answered = memoryStats.answered;
    const memory = await withEnv({ SEARCH_CACHE_MS: '0' }, () => searchProducts(ctx, query));
    // Answered in memory indeed, not left to the statement.
    expect(memoryStats.answered, JSON.stringify(query)).toBeGreaterThan(answered);
    const postgres = await withEnv({ SEARCH_CACHE_MS: '0', SEARCH_MEMORY_INDEX: '0' }, () =>
      searchProducts(ctx, query),
    );
    return { memory, postgres };
  }

  it('answers whole searches as the statement does: text, listings, filters, sorts, pages', async () => {
    const [some] = await rows<{
      category: number;
      brand: string;
      seller: string;
      code: string;
      value: string;
    }>(sql`
      select pc.category_id as category, b.url_key as brand, s.code as seller, e.key as code, e.value
      from products p join product_categories pc on pc.product_id = p.id
      join brands b on b.id = p.brand_id join sellers s on s.id = p.seller_id,
      jsonb_each_text(p.attributes) e order by p.sales_count desc, p.id limit 1`);
    const c = some!;
    const base = { filters: {}, sort: 'relevance' as const, page: 1, pageSize: 24 };
    const cases: SearchQuery[] = [
      ...['samsung', 'شاشة سامسونج', 'refrigerator no frost', 'ثلاجة', 'iphone 15', 'sa', 'غسا', 'lg tv'].map(
        (text) => ({ ...base, text }),
      ),
      { ...base },
      { ...base, categoryId: c.category },
      { ...base, categoryId: c.category, sort: 'price_asc', page: 2, pageSize: 5 },
      { ...base, sort: 'newest' },
      { ...base, sort: 'oldest', pageSize: 7, page: 3 },
      { ...base, sort: 'price_desc', filters: { brands: [c.brand], inStock: true } },
      // By name: the demo databases order text by code point (C, C.UTF-8), as memory does.
      { ...base, sort: 'name' },
      { ...base, categoryId: c.category, sort: 'name_desc', page: 2, pageSize: 5 },
      { ...base, text: 'samsung', sort: 'name', filters: { inStock: true } },
      { ...base, text: 'samsung', filters: { priceMin: 100_000, priceMax: 5_000_000, instalment: true } },
      { ...base, filters: { attributes: { [c.code]: [c.value] }, sellers: [c.seller] } },
      {
        ...base,
        text: 'tv',
        groups: [
          [{ field: 'price', op: 'gt', values: ['100000'] }],
          [
            { field: c.code, op: 'eq', values: [c.value] },
            { field: 'brand', op: 'neq', values: [c.brand] },
          ],
          [{ field: 'category_id', op: 'nin', values: ['999999'] }],
        ],
      },
      {
        ...base,
        groups: [
          [{ field: c.code, op: 'notnull', values: [] }],
          [{ field: 'entity_id', op: 'range', values: ['1', ''] }],
          [{ field: 'seller', op: 'in', values: [c.seller, 'nobody'] }],
          [{ field: c.code, op: 'gteq', values: ['0'] }],
          [{ field: 'sku', op: 'nin', values: ['NONE'] }],
        ],
      },
    ];
    for (const locale of ['ar', 'en'] as Locale[]) {
      for (const query of cases) {
        const { memory, postgres } = await bothWays(locale, query);
        expect(memory, `${locale} ${JSON.stringify(query)}`).toEqual(postgres);
      }
    }
  });

  // A search that reads a brand's name as whole ranks other words than the suggestions do, so the
  // suggestions rank their own: from memory too, with the same names as PostgreSQL's statement.
  it('suggests the same product names from memory as PostgreSQL does', async () => {
    const texts = [
      'samsung',
      'Samsung',
      'galaxy',
      'huuawei',
      'ipa',
      'lg tv',
      'سوني',
      'باناسونيك',
      'تي بي لينك',
      'شا',
    ];
    let named = 0;
    for (const locale of ['ar', 'en'] as Locale[]) {
      const ctx = { db, locale };
      for (const text of texts) {
        const answered = memoryStats.answered;
        const memory = await withEnv({ SEARCH_CACHE_MS: '0' }, () => suggest(ctx, text));
        expect(memoryStats.answered, text).toBeGreaterThan(answered);
        const postgres = await withEnv({ SEARCH_CACHE_MS: '0', SEARCH_MEMORY_INDEX: '0' }, () =>
          suggest(ctx, text),
        );
        expect(memory, `${locale} ${text}`).toEqual(postgres);
        named += memory.length;
      }
    }
    expect(named).toBeGreaterThan(40);
  });

  it('finds a write as soon as it has committed, and forgets a removed document', async () => {
    const [doc] = await rows<{ product_id: number }>(
      sql`select product_id from search_documents where locale = 'en' order by product_id limit 1`,
    );
    const id = Number(doc!.product_id);
    const ids = async (text: string) => {
      const index = await documentIndex(db, 'en');
      return index!.match(parseTsquery(`'${text}'`)!, text)?.ids ?? [];
    };
    const [before] = await db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.productId, id));
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(productTranslations)
          .set({ name: 'Zanzibarphone Pro' })
          .where(eq(productTranslations.productId, id));
        await indexProducts(tx, [id]);
      });
      expect(await ids('zanzibarphone')).toEqual([id]);
      await db.execute(sql`delete from search_documents where product_id = ${id} and locale = 'en'`);
      expect(await ids('zanzibarphone')).toEqual([]);
    } finally {
      await db.transaction(async (tx) => {
        await tx
          .update(productTranslations)
          .set({ name: before!.name })
          .where(eq(productTranslations.productId, id));
        await indexProducts(tx, [id]);
      });
    }
    expect(await ids('zanzibarphone')).toEqual([]);
  });

  it('follows writes to products, their categories and sellers as soon as they commit', async () => {
    const [row] = await rows<{ id: number; price: number; seller: number; category: number }>(sql`
      select p.id, p.price, p.seller_id as seller, min(pc.category_id) as category from products p
      join product_categories pc on pc.product_id = p.id
      where p.is_active and p.special_price is null group by p.id order by p.id limit 1`);
    const { id, price, seller, category } = row!;
    const find = async (groups: SearchQuery['groups'], categoryId?: number) => {
      const answered = memoryStats.answered;
      const result = await withEnv({ SEARCH_CACHE_MS: '0' }, () =>
        searchProducts(
          { db, locale: 'en' },
          { filters: {}, sort: 'relevance', page: 1, pageSize: 5, groups, categoryId },
        ),
      );
      expect(memoryStats.answered).toBeGreaterThan(answered);
      // The total as well as the cards: the cards are read live from PostgreSQL, the total is not.
      expect(result.total).toBe(result.items.length);
      return result.items.map((i) => i.id);
    };
    const itself = [{ field: 'entity_id', op: 'eq' as const, values: [String(id)] }];
    try {
      await db.execute(sql`update products set price = 987654321 where id = ${id}`);
      expect(await find([[{ field: 'price', op: 'eq', values: ['987654321'] }]])).toEqual([id]);
      await db.execute(sql`update sellers set is_active = false where id = ${seller}`);
      expect(await find([itself])).toEqual([]);
      await db.execute(sql`update sellers set is_active = true where id = ${seller}`);
      expect(await find([itself], category)).toEqual([id]);
      await db.execute(
        sql`delete from product_categories where product_id = ${id} and category_id = ${category}`,
      );
      expect(await find([itself], category)).toEqual([]);
    } finally {
      await db.execute(sql`update products set price = ${price} where id = ${id}`);
      await db.execute(sql`update sellers set is_active = true where id = ${seller}`);
      await db.execute(sql`insert into product_categories (product_id, category_id) values (${id}, ${category})
        on conflict do nothing`);
    }
    expect(await find([itself], category)).toEqual([id]);
  });

  it('answers a description fallback that finds nothing from memory, and finds a description written since', async () => {
    const [doc] = await rows<{ product_id: number }>(
      sql`select product_id from search_documents where locale = 'en' order by product_id desc limit 1`,
    );
    const id = Number(doc!.product_id);
    const search = async () => {
      const [answered, declined] = [memoryStats.answered, memoryStats.declined];
      const result = await withEnv({ SEARCH_CACHE_MS: '0' }, () =>
        searchProducts(
          { db, locale: 'en' },
          { text: 'Quokkaglow', filters: {}, sort: 'relevance', page: 1, pageSize: 5 },
        ),
      );
      return {
        ids: result.items.map((i) => i.id),
        answered: memoryStats.answered - answered,
        declined: memoryStats.declined - declined,
      };
    };
    // No name, brand, category or description has the word: every step of the fallback in memory.
    expect(await search()).toEqual({ ids: [], answered: 2, declined: 0 });
    const [before] = await db
      .select({ description: productTranslations.description })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'en')));
    const setDescription = (description: string) =>
      db.transaction(async (tx) => {
        await tx
          .update(productTranslations)
          .set({ description })
          .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'en')));
        await indexProducts(tx, [id]);
      });
    try {
      await setDescription(`${before!.description} Now with a quokkaglow finish.`);
      // Only its description has the word: the fallback asks PostgreSQL, which finds it.
      expect(await search()).toEqual({ ids: [id], answered: 1, declined: 1 });
    } finally {
      await setDescription(before!.description);
    }
  });
});
