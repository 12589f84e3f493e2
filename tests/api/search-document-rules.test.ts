import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { markSearchDocumentsCurrent, rebuildStaleSearchDocuments } from '@/domain/search';
import { searchDocumentRules } from '@/domain/search/document-rules';
import { useTestDb } from './test-db';

/**
 * A deployment whose indexing rules changed (new synonyms, a new normaliser) rebuilds every
 * product's search documents at setup (src/db/setup.ts), in batches, resuming where it stopped.
 */
let db: Db;
let ids: number[];
beforeAll(async () => {
  db = (await useTestDb()).db;
  const rows = (await db.execute(sql`select id from products order by id`)) as unknown as {
    rows: { id: number }[];
  };
  ids = rows.rows.map((r) => Number(r.id));
});

const state = async () =>
  (
    (await db.execute(sql`select rules, next_product_id as next from search_document_state`)) as unknown as {
      rows: { rules: string; next: number | null }[];
    }
  ).rows;
const setState = (rules: string, next: number | null) =>
  db.execute(sql`
    insert into search_document_state (id, rules, next_product_id) values (1, ${rules}, ${next})
    on conflict (id) do update set rules = excluded.rules, next_product_id = excluded.next_product_id
  `);
/** Empties the documents of products (as documents built by rules that knew nothing would be). */
const blank = (productIds: number[]) =>
  db.execute(sql`update search_documents set document = ''::tsvector
    where product_id = any(${`{${productIds.join(',')}}`}::int[])`);
/** A product's documents, both languages, as text. */
const documents = async (id: number) =>
  (
    (await db.execute(sql`select locale, document::text as document from search_documents
    where product_id = ${id} order by locale`)) as unknown as { rows: { locale: string; document: string }[] }
  ).rows;

describe('search documents rebuilt when the rules change', () => {
  it('a seeded catalogue is recorded as built by today’s rules', async () => {
    expect(await state()).toEqual([{ rules: searchDocumentRules(), next: null }]);
    expect(await rebuildStaleSearchDocuments(db)).toBe(0);
  });

  it('rebuilds every product when the recorded rules are not today’s, then records them', async () => {
    const [first, last] = [ids[0] ?? 0, ids.at(-1) ?? 0];
    const built = [await documents(first), await documents(last)];
    expect(built[1]?.[0]?.document).toMatch(/'/);
    await setState('1:older-rules', null);
    await blank([first, last]);
    expect((await documents(last))[0]?.document).toBe('');

    expect(await rebuildStaleSearchDocuments(db, { batchSize: 500 })).toBe(ids.length);
    expect(await state()).toEqual([{ rules: searchDocumentRules(), next: null }]);
    expect([await documents(first), await documents(last)]).toEqual(built);
    // Nothing to do the second time.
    expect(await rebuildStaleSearchDocuments(db, { batchSize: 500 })).toBe(0);
  });

  it('resumes a rebuild that stopped part way, from the product it had reached', async () => {
    const from = ids.at(-3) ?? 0;
    const before = ids.at(-4) ?? 0;
    const built = [await documents(before), await documents(from)];
    await setState(searchDocumentRules(), from);
    await blank([before, from]);
    expect(await rebuildStaleSearchDocuments(db, { batchSize: 2 })).toBe(3);
    expect(await documents(from)).toEqual(built[1]);
    // Products before the point it had reached are not rebuilt again.
    expect((await documents(before)).map((d) => d.document)).toEqual(['', '']);
    await setState('1:older-rules', null);
    await rebuildStaleSearchDocuments(db);
    expect(await documents(before)).toEqual(built[0]);
  });

  it('stops between batches when asked, and the next run goes on from there', async () => {
    await setState('1:older-rules', null);
    const stop = new AbortController();
    stop.abort();
    expect(await rebuildStaleSearchDocuments(db, { signal: stop.signal })).toBe(0);
    expect(await state()).toEqual([{ rules: searchDocumentRules(), next: 0 }]);
    expect(await rebuildStaleSearchDocuments(db)).toBe(ids.length);
  });

  it('records a catalogue as built by today’s rules', async () => {
    await setState('1:older-rules', 7);
    await markSearchDocumentsCurrent(db);
    expect(await state()).toEqual([{ rules: searchDocumentRules(), next: null }]);
    expect(await rebuildStaleSearchDocuments(db)).toBe(0);
  });
});
