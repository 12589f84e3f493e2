import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { indexProducts } from './index-products';
import { JOINED_WORDS, SPELLING_VARIANTS } from './spelling-folds';
import { BRAND_SPELLINGS } from './synonyms-brands';
import { CATEGORY_SYNONYMS } from './synonyms-categories';

/**
 * The version of how a product becomes its search documents (buildSearchDocuments and the
 * normaliser it uses). Raise it with any change to what they write: the unit test beside this file
 * pins the documents of sample products to it, and fails until it is raised.
 */
export const SEARCH_DOCUMENT_RULES = 3;

/** The rules the documents are built with: the version and the word lists they read. */
export function searchDocumentRules(): string {
  const lists = createHash('sha256')
    .update(JSON.stringify([BRAND_SPELLINGS, CATEGORY_SYNONYMS, SPELLING_VARIANTS, JOINED_WORDS]))
    .digest('hex');
  return `${SEARCH_DOCUMENT_RULES}:${lists.slice(0, 16)}`;
}

/** Records that every document is built with today's rules (after a seed that indexed them all). */
export async function markSearchDocumentsCurrent(db: Db): Promise<void> {
  await db.execute(sql`
    insert into search_document_state (id, rules, next_product_id) values (1, ${searchDocumentRules()}, null)
    on conflict (id) do update set rules = excluded.rules, next_product_id = null
  `);
}

/**
 * Rebuilds every product's search documents when they were built with other rules than today's
 * (or when no rules are recorded: a database from before they were), in batches of products by id,
 * each batch one transaction, while the old documents go on serving. Where the rebuild stands is
 * kept in search_document_state, so it resumes where a stopped one left off (`signal` stops it
 * between batches), and instances that start together take turns on the batches. A product written
 * meanwhile is indexed by its own write. Returns how many products it indexed.
 */
export async function rebuildStaleSearchDocuments(
  db: Db,
  { batchSize = 1000, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const rules = searchDocumentRules();
  await db.execute(sql`
    insert into search_document_state (id, rules, next_product_id) values (1, ${rules}, 0)
    on conflict (id) do update set rules = excluded.rules, next_product_id = 0
      where search_document_state.rules <> excluded.rules
  `);
  let done = 0;
  while (!signal?.aborted) {
    const indexed = await db.transaction(async (tx) => {
      const state = (await tx.execute(sql`
        select rules, next_product_id as next from search_document_state where id = 1 for update
      `)) as unknown as { rows: { rules: string; next: number | null }[] };
      const next = state.rows[0]?.next;
      // Another instance with other rules took over, or the rebuild is done.
      if (state.rows[0]?.rules !== rules || next == null) return 0;
      const found = (await tx.execute(sql`
        select id from products where id >= ${next} order by id limit ${batchSize}
      `)) as unknown as { rows: { id: number }[] };
      const ids = found.rows.map((r) => Number(r.id));
      await indexProducts(tx, ids);
      const after = ids.length < batchSize ? null : (ids.at(-1) ?? 0) + 1;
      await tx.execute(sql`update search_document_state set next_product_id = ${after} where id = 1`);
      return ids.length;
    });
    if (!indexed) break;
    done += indexed;
  }
  return done;
}
