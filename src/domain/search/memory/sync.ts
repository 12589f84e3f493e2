/**
 * Each app instance's in-memory search: the documents of each locale (document-index.ts) and the
 * products' facts (catalogue.ts), kept in step with PostgreSQL through search_changes, which
 * triggers fill in the writing transaction (migration 0049). Before a search uses them it reads the
 * changes committed since its last read (one small query, shared by the searches that arrive
 * meanwhile) and reloads what they name, so a write is searchable as soon as it has committed, on
 * every instance. Until the first load has finished, or after the instance has not read the changes
 * for longer than half the time they are kept, searches run in PostgreSQL while it loads again.
 */
import { sql } from 'drizzle-orm';
import { config } from '@/config';
import type { Db } from '@/db/client';
import { LOCALES, type Locale } from '@/i18n/locales';
import { freshReads } from '../../shared/fresh-reads';
import { Catalogue } from './catalogue';
import { DescriptionWords } from './description-words';
import { DocumentIndex } from './document-index';

export interface MemorySearch {
  catalogue: Catalogue;
  documents: Record<Locale, DocumentIndex>;
  descriptionWords: Record<Locale, DescriptionWords>;
}

interface State {
  memory: MemorySearch | null;
  loading: Promise<void> | null;
  /** The highest change id read, and the oldest transaction still running when it was read. */
  maxId: number;
  xmin: string;
  syncedAt: number;
  prunedAt: number;
}

/** Changes are kept this long; an instance that has not read them for half of it loads again. */
const KEEP_CHANGES_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 5 * 60_000;
const LOAD_PAGE = 10_000;

const states = new WeakMap<Db, State>();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Cursor {
  max_id: string | number;
  xmin: string;
}

interface DocumentRow {
  product_id: number;
  locale: Locale;
  name_norm: string;
  document: string;
}

const documentsSql = (where: ReturnType<typeof sql>) =>
  sql`select product_id, locale, name_norm, document::text as document from search_documents where ${where}`;

/** Adds the rows' words to the description words of their languages. */
function addWords(memory: MemorySearch, rows: { locale: Locale; word: string }[]): void {
  for (const r of rows) memory.descriptionWords[r.locale]?.add(r.word);
}

async function loadAll(db: Db, state: State): Promise<void> {
  const [cursor] = rowsOf<Cursor>(
    await db.execute(sql`select coalesce(max(id), 0) as max_id,
      pg_snapshot_xmin(pg_current_snapshot())::text as xmin from search_changes`),
  );
  const memory: MemorySearch = {
    catalogue: new Catalogue(),
    documents: Object.fromEntries(LOCALES.map((l) => [l, new DocumentIndex()])) as MemorySearch['documents'],
    descriptionWords: Object.fromEntries(
      LOCALES.map((l) => [l, new DescriptionWords()]),
    ) as MemorySearch['descriptionWords'],
  };
  addWords(memory, rowsOf(await db.execute(sql`select locale, word from search_body_words`)));
  await memory.catalogue.loadOwners(db);
  await memory.catalogue.loadCollation(db);
  for (let after = 0; ; after += LOAD_PAGE) {
    const range = sql`product_id > ${after} and product_id <= ${after + LOAD_PAGE}`;
    const facts = await memory.catalogue.loadProducts(
      db,
      sql`p.id > ${after} and p.id <= ${after + LOAD_PAGE}`,
    );
    for (const r of rowsOf<DocumentRow>(await db.execute(documentsSql(range)))) {
      memory.documents[r.locale]?.put(Number(r.product_id), r.name_norm, r.document);
    }
    if (!facts.length) {
      const [more] = rowsOf<{ more: boolean }>(
        await db.execute(sql`select exists (select 1 from products where id > ${after}) as more`),
      );
      if (!more?.more) break;
    }
  }
  Object.assign(state, {
    memory,
    maxId: Number(cursor?.max_id ?? 0),
    xmin: cursor?.xmin ?? '0',
    syncedAt: Date.now(),
  });
}

/** Reads the changes since the last read and reloads what they name, as it is now. */
async function applyChanges(db: Db, state: State): Promise<void> {
  const memory = state.memory;
  if (!memory) return;
  const [row] = rowsOf<Cursor & { changed: (number | null)[] | string }>(
    await db.execute(sql`select
      (select coalesce(json_agg(distinct product_id), '[]') from search_changes
        where id > ${state.maxId} or xid >= ${state.xmin}::xid8) as changed,
      (select coalesce(max(id), 0) from search_changes) as max_id,
      pg_snapshot_xmin(pg_current_snapshot())::text as xmin`),
  );
  if (!row) return;
  const changed = (typeof row.changed === 'string' ? JSON.parse(row.changed) : row.changed) as (
    number | null
  )[];
  if (changed.includes(null)) await memory.catalogue.loadOwners(db);
  const ids = changed.filter((id): id is number => id !== null).map(Number);
  if (ids.length) {
    const list = `{${ids.join(',')}}`;
    for (const id of ids) memory.catalogue.remove(id);
    await memory.catalogue.loadProducts(db, sql`p.id = any(${list}::int[])`);
    const docs = rowsOf<DocumentRow>(await db.execute(documentsSql(sql`product_id = any(${list}::int[])`)));
    for (const locale of LOCALES) for (const id of ids) memory.documents[locale].remove(id);
    for (const r of docs) memory.documents[r.locale]?.put(Number(r.product_id), r.name_norm, r.document);
    addWords(
      memory,
      rowsOf(
        await db.execute(sql`select distinct locale, unnest(tsvector_to_array(body)) as word
          from search_bodies where product_id = any(${list}::int[])`),
      ),
    );
  }
  state.maxId = Math.max(state.maxId, Number(row.max_id));
  state.xmin = row.xmin;
  state.syncedAt = Date.now();
  if (Date.now() - state.prunedAt > PRUNE_EVERY_MS) {
    state.prunedAt = Date.now();
    await db.execute(
      sql`delete from search_changes where at < now() - ${`${KEEP_CHANGES_MS} milliseconds`}::interval`,
    );
  }
}

const sync = freshReads<Db, null, void>((db) => {
  const state = states.get(db);
  return state ? applyChanges(db, state) : Promise.resolve();
});

function startLoading(db: Db, state: State): void {
  if (state.loading) return;
  state.memory = null;
  state.loading = loadAll(db, state)
    .catch((e: unknown) => {
      console.error('[search] loading the in-memory search failed', e);
    })
    .finally(() => {
      state.loading = null;
    });
}

/**
 * The in-memory search, up to date with every committed write; null when it is turned off
 * (SEARCH_MEMORY_INDEX=0) or still loading, for the search to run in PostgreSQL.
 */
export async function memorySearch(db: Db): Promise<MemorySearch | null> {
  if (!config().searchMemoryIndex) return null;
  let state = states.get(db);
  if (!state) {
    state = { memory: null, loading: null, maxId: 0, xmin: '0', syncedAt: 0, prunedAt: Date.now() };
    states.set(db, state);
  }
  if (state.memory && Date.now() - state.syncedAt > KEEP_CHANGES_MS / 2) startLoading(db, state);
  if (!state.memory) {
    startLoading(db, state);
    return null;
  }
  await sync(db, null);
  return state.memory;
}

/** The documents of a locale, as memorySearch. */
export async function documentIndex(db: Db, locale: Locale): Promise<DocumentIndex | null> {
  return (await memorySearch(db))?.documents[locale] ?? null;
}

/** Waits for the in-memory search of a database to be loaded (tests and benchmarks). */
export async function whenMemorySearchLoaded(db: Db): Promise<void> {
  await memorySearch(db);
  await states.get(db)?.loading;
}
