import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products, type LocaleCode } from './catalog';

/** PostgreSQL's full-text document type; Drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A transaction id (PostgreSQL's xid8), as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Definitions of the filterable product attributes (the keys of products.attributes), so facets
 * can be labelled in the request's language and shown in a stable order.
 */
export const attributeDefinitions = pgTable('attribute_definitions', {
  code: text('code').primaryKey(),
  position: integer('position').notNull().default(0),
  /** Offered as a facet when it fits the result set. */
  isFilterable: boolean('is_filterable').notNull().default(true),
});

export const attributeDefinitionTranslations = pgTable(
  'attribute_definition_translations',
  {
    code: text('code')
      .notNull()
      .references(() => attributeDefinitions.code, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    label: text('label').notNull(),
    /** e.g. "inch" / "بوصة"; empty when the values carry no unit. */
    unit: text('unit').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.code, t.locale] })],
);

/** Display text of attribute values that are words ("No Frost" → "نوفروست"); numbers need none. */
export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    value: text('value').notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.value, t.locale] })],
);

/**
 * One precomputed search document per product and locale: the normalised, stemmed text of the
 * name, brand (both scripts), categories and synonyms, as a weighted 'simple' tsvector. Written in
 * the same transaction as the product (src/domain/search/index-products.ts). Only what matching and
 * ranking read is here (the description and the terms are in search_bodies), so it stays small
 * enough to be read from memory.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    /** Normalised (not stemmed) name, for exact and prefix boosts. */
    nameNorm: text('name_norm').notNull(),
    /** Name and brand (weight A), categories and synonyms (B), other-language name and specs (C). */
    document: tsvector('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    // One GIN index per locale: every query filters on one locale, and each index is half the size.
    index('search_documents_ar_idx')
      .using('gin', t.document)
      .where(sql`locale = 'ar'`),
    index('search_documents_en_idx')
      .using('gin', t.document)
      .where(sql`locale = 'en'`),
    index('search_documents_name_trgm_idx').using('gin', t.nameNorm.op('gin_trgm_ops')),
  ],
);

/**
 * The rest of a product's search text, per locale, apart from search_documents so that the rows
 * every search reads and ranks stay narrow (about 0.7 KB instead of 1.8 KB): the description,
 * searched only when the documents find nothing, and the brand and category terms. Written by the
 * indexer in the same statement's transaction as the document.
 */
export const searchBodies = pgTable(
  'search_bodies',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    /** Normalised brand names in both scripts and their spellings. */
    brandTerms: text('brand_terms').notNull().default(''),
    /** Normalised category names (every level, both languages) and their synonyms. */
    categoryTerms: text('category_terms').notNull().default(''),
    /** The description (weight D): searched only when the document finds nothing. */
    body: tsvector('body')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    index('search_bodies_ar_idx')
      .using('gin', t.body)
      .where(sql`locale = 'ar'`),
    index('search_bodies_en_idx')
      .using('gin', t.body)
      .where(sql`locale = 'en'`),
  ],
);

/**
 * The rules the search documents were built with (src/domain/search/document-rules.ts), one row.
 * When the deployed rules differ (new synonyms, a new normaliser), an app instance that starts
 * rebuilds every product's documents in the background, in batches (src/jobs/process.ts);
 * `next_product_id` is where that rebuild stands, null once it is done, so a rebuild cut short
 * resumes on the next start and instances starting at once share it.
 */
export const searchDocumentState = pgTable(
  'search_document_state',
  {
    id: smallint('id').primaryKey().default(1),
    rules: text('rules').notNull(),
    nextProductId: integer('next_product_id'),
  },
  (t) => [check('search_document_state_one_row', sql`${t.id} = 1`)],
);

/**
 * The vocabulary of the search documents (stemmed words of letters only, 3+ characters): what a
 * misspelt query word is corrected to, by trigram similarity.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/**
 * What changed for search, written by triggers (migration 0049) in the writing transaction: a
 * product (its row, categories or search documents), or with no product, a brand or a seller. What
 * each app instance's in-memory search (src/domain/search/memory) reads to stay in step with the
 * tables. `xid` is the writing transaction, so that an instance can tell a change committed late,
 * under an id lower than one it has already read. Rows older than an hour are deleted; an instance
 * that has not read them for half that time loads everything again.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id'),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_xid_idx').on(t.xid), index('search_changes_at_idx').on(t.at)],
);

/**
 * Every lexeme of the descriptions (search_bodies.body) in each language, kept by a trigger
 * (migrations 0051 and 0053) in the writing transaction and never removed: a superset of what the bodies hold.
 * Each app instance's in-memory search loads it, to know without asking PostgreSQL that a
 * description fallback can find nothing (src/domain/search/memory/description-words.ts).
 */
export const searchBodyWords = pgTable(
  'search_body_words',
  {
    locale: text('locale').$type<LocaleCode>().notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.word] })],
);
