import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  attributeDefinitions,
  brands,
  categories,
  productCategories,
  productPaymentMethods,
  products,
  productTranslations,
  sellers,
  urlRewrites,
} from '@/db/schema';
import { indexProducts } from '../search';
import type { Ctx } from '../shared/ctx';
import { cairoDay } from '../shared/cairo-day';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { productEditSchema, type ProductEdit } from './product-schemas';
import { lockCategories, productColumns, productFilter } from './staff-products';
import { RESERVED_URL_KEYS } from './url-rewrites';
import { storedDescription } from './description';

/**
 * CSV import and export of products (issue 17): Magento's column names where they exist, with
 * name_ar / name_en style columns for the two languages. Every cell is text; the checks are the
 * edit form's (productEditSchema) plus what only a file can get wrong.
 */
export const CSV_COLUMNS = [
  'sku',
  'url_key',
  'name_ar',
  'name_en',
  'short_description_ar',
  'short_description_en',
  'description_ar',
  'description_en',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'qty',
  'product_online',
  'categories',
  'brand',
  'seller',
  'payment_methods',
  'weight',
  'additional_attributes',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Partial<Record<CsvColumn, string>>;

const REQUIRED_COLUMNS: CsvColumn[] = [
  'sku',
  'url_key',
  'name_ar',
  'name_en',
  'price',
  'categories',
  'brand',
  'seller',
];
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const IMPORT_BATCH_SIZE = 500;
export const MAX_BATCH_ROWS = 1000;
export const MAX_EXPORT_ROWS = 50_000;

/** Where a schema field comes from in the file. */
const COLUMN_OF_FIELD: Record<string, CsvColumn> = {
  special_from: 'special_price_from_date',
  special_to: 'special_price_to_date',
  stock: 'qty',
  is_active: 'product_online',
  category_id: 'categories',
  brand_id: 'brand',
  seller_id: 'seller',
  attributes: 'additional_attributes',
};

/**
 * Magento's additional_attributes cell: "screen_size=55,panel=OLED" (values hold neither "," nor
 * "="). Null when the cell cannot be read that way.
 */
export function parseAttributesCell(cell: string): Record<string, string> | null {
  if (cell === '') return {};
  const pairs = cell.split(',').map((pair) => pair.split('='));
  if (pairs.some((p) => p.length !== 2 || p[0]!.trim() === '')) return null;
  return Object.fromEntries(pairs.map(([k, v]) => [k!.trim().toLowerCase(), v!.trim()]));
}

export const attributesCell = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join(',');

export interface BadRow {
  line: number;
  column: string;
  reason: string;
  params: Record<string, string>;
}

export interface ParsedCsv {
  /** The header's column names, trimmed and in lower case. */
  columns: string[];
  rows: CsvRow[];
  /** The rows (by index) with more or fewer cells than the header has columns: how many they have. */
  wrongLength: Map<number, number>;
}

/**
 * The rows of a file (first line: the column names), or a refusal naming what is wrong with it. A
 * line with too many or too few cells is one bad row (`wrongLength`), not a refusal of the file.
 */
export function parseProductsCsv(text: string): ParsedCsv {
  let lines: string[][];
  try {
    lines = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (err) {
    const line = (err as { lines?: unknown }).lines;
    throw new AppError('invalid', 'catalog_csv_malformed', {
      line: String(typeof line === 'number' ? line : 1),
    });
  }
  const columns = (lines[0] ?? []).map((h) => h.trim().toLowerCase());
  const wrongLength = new Map<number, number>();
  const records = lines.slice(1).map((cells, i) => {
    if (cells.length !== columns.length) wrongLength.set(i, cells.length);
    return Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? '']));
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (records.length && missing.length)
    throw new AppError('invalid', 'catalog_csv_columns', { columns: missing.join(', ') });
  if (!records.length) throw new AppError('invalid', 'catalog_csv_empty');
  if (records.length > MAX_IMPORT_ROWS)
    throw new AppError('invalid', 'catalog_csv_row_limit', { max: String(MAX_IMPORT_ROWS) });
  return { columns, rows: records as CsvRow[], wrongLength };
}

const HTML = /<\/?[a-z!][^>]*>/i;

/** What the checks need to know about the database, read once for a whole file or batch. */
export interface CsvLookups {
  categoryByPath: Map<string, { id: number; levels: number[] }>;
  categoryById: Map<number, { id: number; levels: number[] }>;
  brandByKey: Map<string, number>;
  sellerByCode: Map<string, number>;
  productBySku: Map<string, number>;
  /** url key → the product it belongs to (0: a category, page or reserved word). */
  urlOwner: Map<string, number>;
  attributeCodes: Set<string>;
}

export async function csvLookups(ctx: Ctx, rows: CsvRow[]): Promise<CsvLookups> {
  const skus = [...new Set(rows.map((r) => (r.sku ?? '').trim()).filter(Boolean))];
  const keys = [...new Set(rows.map((r) => (r.url_key ?? '').trim().toLowerCase()).filter(Boolean))];
  // One after the other: inside a batch's transaction they share one connection.
  const categoryRows = await ctx.db
    .select({ id: categories.id, parentId: categories.parentId, path: categories.path })
    .from(categories);
  const brandRows = await ctx.db.select({ id: brands.id, key: brands.urlKey }).from(brands);
  const sellerRows = await ctx.db.select({ id: sellers.id, code: sellers.code }).from(sellers);
  const codeRows = await ctx.db.select({ code: attributeDefinitions.code }).from(attributeDefinitions);
  const productRows = skus.length
    ? await ctx.db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, skus))
    : [];
  const urlRows = keys.length
    ? await ctx.db
        .select({ path: urlRewrites.requestPath, type: urlRewrites.entityType, id: urlRewrites.entityId })
        .from(urlRewrites)
        .where(inArray(urlRewrites.requestPath, keys))
    : [];
  const parent = new Map(categoryRows.map((c) => [c.id, c.parentId]));
  const levelsOf = (id: number) => {
    const ids: number[] = [];
    for (let next: number | null | undefined = id; next != null && ids.length < 3; next = parent.get(next))
      ids.unshift(next);
    return ids;
  };
  const categoryByPath = new Map(categoryRows.map((c) => [c.path, { id: c.id, levels: levelsOf(c.id) }]));
  return {
    categoryByPath,
    categoryById: new Map(categoryRows.map((c) => [c.id, categoryByPath.get(c.path)!])),
    brandByKey: new Map(brandRows.map((b) => [b.key, b.id])),
    sellerByCode: new Map(sellerRows.map((s) => [s.code, s.id])),
    productBySku: new Map(productRows.map((p) => [p.sku, p.id])),
    urlOwner: new Map(urlRows.map((u) => [u.path, u.type === 'product' ? u.id : 0])),
    attributeCodes: new Set(codeRows.map((c) => c.code)),
  };
}

export interface GoodRow {
  line: number;
  product: ProductEdit;
  levels: number[];
  existingId: number | null;
}

/**
 * Checks every row against the edit form's rules, the database and the rest of the file: the good
 * rows ready to write, and every bad row with its line (the header is line 1), column and reason.
 */
export function checkRows(rows: CsvRow[], lookups: CsvLookups, firstLine: number | number[] = 2) {
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  const skuLine = new Map<string, number>();
  const keyLine = new Map<string, number>();
  rows.forEach((row, i) => {
    const line = typeof firstLine === 'number' ? firstLine + i : (firstLine[i] ?? i + 2);
    const errors: BadRow[] = [];
    const fail = (column: string, reason: string, params: Record<string, string> = {}) =>
      errors.push({ line, column, reason, params });
    const cell = (c: CsvColumn) => (row[c] ?? '').trim();

    for (const c of ['name_ar', 'name_en'] as const) if (HTML.test(cell(c))) fail(c, 'catalog_csv_html');
    const categoryCell = cell('categories');
    const category = /^\d+$/.test(categoryCell)
      ? lookups.categoryById.get(Number(categoryCell))
      : lookups.categoryByPath.get(categoryCell.replace(/^\/+|\/+$/g, '').toLowerCase());
    if (categoryCell && !category)
      fail('categories', 'catalog_csv_unknown_category', { value: categoryCell });
    const brandId = lookups.brandByKey.get(cell('brand').toLowerCase());
    if (cell('brand') && !brandId) fail('brand', 'catalog_csv_unknown_brand', { value: cell('brand') });
    const sellerId = lookups.sellerByCode.get(cell('seller'));
    if (cell('seller') && !sellerId) fail('seller', 'catalog_csv_unknown_seller', { value: cell('seller') });
    const online = cell('product_online');
    if (!['', '0', '1'].includes(online)) fail('product_online', 'catalog_csv_online');
    // Left out of the file, the weight and the attributes a product has are kept.
    const attributes =
      row.additional_attributes === undefined
        ? undefined
        : parseAttributesCell(cell('additional_attributes'));
    if (attributes === null) fail('additional_attributes', 'catalog_csv_attributes');
    else if (attributes && Object.keys(attributes).some((code) => !lookups.attributeCodes.has(code)))
      fail('additional_attributes', 'catalog_attribute_unknown');

    const parsed = productEditSchema.safeParse({
      sku: cell('sku'),
      url_key: cell('url_key'),
      name_ar: cell('name_ar'),
      name_en: cell('name_en'),
      short_description_ar: cell('short_description_ar'),
      short_description_en: cell('short_description_en'),
      description_ar: cell('description_ar'),
      description_en: cell('description_en'),
      price: cell('price') === '' ? undefined : cell('price'),
      special_price: cell('special_price'),
      special_from: cell('special_price_from_date'),
      special_to: cell('special_price_to_date'),
      stock: cell('qty') === '' ? 0 : cell('qty'),
      brand_id: brandId,
      seller_id: sellerId,
      category_id: category?.id,
      payment_methods: cell('payment_methods')
        ? cell('payment_methods')
            .split(/[,|]/)
            .map((m) => m.trim())
            .filter(Boolean)
        : ['cashondelivery'],
      is_active: online !== '0',
      weight: row.weight === undefined ? undefined : cell('weight'),
      attributes: attributes ?? undefined,
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'sku');
        const column = COLUMN_OF_FIELD[field] ?? field;
        if (seen.has(column) || errors.some((e) => e.column === column)) continue;
        seen.add(column);
        fail(column, issue.message);
      }
    }
    const sku = cell('sku');
    const earlier = skuLine.get(sku);
    if (sku && earlier !== undefined) fail('sku', 'catalog_csv_duplicate_sku', { line: String(earlier) });
    else if (sku) skuLine.set(sku, line);
    const key = cell('url_key').toLowerCase();
    const keyEarlier = keyLine.get(key);
    if (key && keyEarlier !== undefined)
      fail('url_key', 'catalog_csv_duplicate_url_key', { line: String(keyEarlier) });
    else if (key) keyLine.set(key, line);

    const existingId = lookups.productBySku.get(sku) ?? null;
    const owner = lookups.urlOwner.get(key);
    if (key && (RESERVED_URL_KEYS.has(key) || (owner !== undefined && owner !== existingId)))
      if (!errors.some((e) => e.column === 'url_key')) fail('url_key', 'catalog_url_key_taken');

    if (errors.length || !parsed.success || !category) bad.push(...errors);
    else good.push({ line, product: parsed.data, levels: category.levels, existingId });
  });
  return { good, bad };
}

/** The dry run: nothing is written; the count of good rows and every bad row. */
export async function dryRunCsv(ctx: Ctx, text: string) {
  const { columns, rows, wrongLength } = parseProductsCsv(text);
  const checked = checkRows(rows, await csvLookups(ctx, rows));
  // A row whose cells do not line up with the header is that one fault, whatever its cells say.
  const misaligned = new Set([...wrongLength.keys()].map((i) => i + 2));
  const bad = [
    ...[...wrongLength].map(([i, cells]) => ({
      line: i + 2,
      column: '',
      reason: 'catalog_csv_row_cells',
      params: { cells: String(cells), columns: String(columns.length) },
    })),
    ...checked.bad.filter((b) => !misaligned.has(b.line)),
  ].sort((a, b) => a.line - b.line);
  const good = checked.good.filter((g) => !misaligned.has(g.line));
  return { rows: rows.length, good: good.length, bad };
}

const batchSchema = z.object({
  import_id: z
    .string({ error: 'catalog_csv_batch' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'catalog_csv_batch' }),
  first_line: z.coerce.number({ error: 'catalog_csv_batch' }).int().min(2, { error: 'catalog_csv_batch' }),
  rows: z
    .array(z.record(z.string(), z.union([z.string(), z.number()]).transform(String)), {
      error: 'catalog_csv_batch',
    })
    .min(1, { error: 'catalog_csv_batch' })
    .max(MAX_BATCH_ROWS, { error: 'catalog_csv_batch' }),
  /** The file line of each row, when the batch skips the bad rows of the dry run. */
  lines: z.array(z.number().int().min(2)).max(MAX_BATCH_ROWS).optional(),
});

export const newImportId = () => randomUUID();

/**
 * One batch of an import, in one transaction with one audit row: each row creates the product of
 * its SKU or updates it, so a batch sent twice updates and never duplicates. A batch with a bad
 * row writes nothing and answers the bad rows.
 */
export async function importBatchAs(ctx: Ctx, actor: Actor, input: unknown) {
  const b = parseInput(batchSchema, input);
  const rows = b.rows as CsvRow[];
  return audited(
    ctx,
    actor,
    { action: 'catalog_import.batch', entity: 'product_import', entityId: b.import_id },
    async (tx) => {
      const skus = [...new Set(rows.map((r) => (r.sku ?? '').trim()).filter(Boolean))].sort();
      // Lock the SKUs already there, in one order, so two batches never interleave on a product.
      if (skus.length)
        await tx.db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.sku, skus))
          .orderBy(asc(products.id))
          .for('update');
      const good = await checkedAndLocked(tx, rows, b.lines ?? b.first_line);
      await writeBatch(tx, good);
      const created = good.filter((g) => g.existingId === null).length;
      const updated = good.length - created;
      const after = { first_line: b.first_line, rows: rows.length, created, updated };
      return { result: { created, updated }, after };
    },
  );
}

/**
 * The batch's rows checked against the catalogue, with the categories they will refer to (every
 * level) locked in id order before any row refers to them: the category tree's edits lock in that
 * order (docs/decisions.md, "One lock order for rows that several writers take"). A tree edit that
 * committed between the check and the lock may have moved a category or changed its path, so the
 * rows are checked again once their categories are locked, until the check sees what is locked: a
 * path that no longer resolves is then a bad row, and no product is filed under a stale parent.
 */
async function checkedAndLocked(tx: Ctx, rows: CsvRow[], lines: number | number[]): Promise<GoodRow[]> {
  let locked: string | null = null;
  for (let tries = 0; tries < 4; tries++) {
    const { good, bad } = checkRows(rows, await csvLookups(tx, rows), lines);
    if (bad.length) throw new BadRowsError(bad);
    const levels = good.map((r) => r.levels.join('.')).join();
    if (levels === locked) return good;
    await lockCategories(
      tx,
      good.flatMap((r) => r.levels),
    );
    locked = levels;
  }
  // The tree kept changing under the batch: nothing is written, and the batch can be sent again.
  throw new AppError('conflict', 'write_conflict');
}

/**
 * Writes a batch's good rows set-based, what `writeProduct` does row by row: one upsert by SKU for
 * the products, one for both languages' texts, the categories (every level) and payment methods
 * replaced, the URL rewrites added (an old URL keeps resolving), and the search documents.
 */
async function writeBatch(tx: Ctx, rows: GoodRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const saved = await tx.db
    .insert(products)
    .values(rows.map((r) => productColumns(r.product)))
    .onConflictDoUpdate({
      target: products.sku,
      set: Object.fromEntries(
        (
          [
            ['urlKey', 'url_key'],
            ['brandId', 'brand_id'],
            ['sellerId', 'seller_id'],
            ['categoryId', 'category_id'],
            ['price', 'price'],
            ['specialPrice', 'special_price'],
            ['specialFrom', 'special_from'],
            ['specialTo', 'special_to'],
            ['stock', 'stock'],
            ['isActive', 'is_active'],
            // Only when the file has the column (every row of a batch has the same columns).
            ...(rows[0]!.product.weight !== undefined ? [['weightGrams', 'weight_grams'] as const] : []),
            ...(rows[0]!.product.attributes !== undefined ? [['attributes', 'attributes'] as const] : []),
          ] as const
        ).map(([field, column]) => [field, sql.raw(`excluded.${column}`)]),
      ),
    })
    .returning({ id: products.id, sku: products.sku });
  const idOf = new Map(saved.map((p) => [p.sku, p.id]));
  const ids = rows.map((r) => idOf.get(r.product.sku)!);
  await tx.db
    .insert(productTranslations)
    .values(
      rows.flatMap((r, i) =>
        (['ar', 'en'] as const).map((locale) => ({
          productId: ids[i]!,
          locale,
          name: r.product[`name_${locale}`],
          shortDescription: r.product[`short_description_${locale}`],
          description: storedDescription(r.product[`description_${locale}`]),
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.locale],
      set: {
        name: sql.raw('excluded.name'),
        shortDescription: sql.raw('excluded.short_description'),
        description: sql.raw('excluded.description'),
      },
    });
  await tx.db.delete(productCategories).where(inArray(productCategories.productId, ids));
  await tx.db
    .insert(productCategories)
    .values(rows.flatMap((r, i) => r.levels.map((categoryId) => ({ productId: ids[i]!, categoryId }))));
  await tx.db.delete(productPaymentMethods).where(inArray(productPaymentMethods.productId, ids));
  await tx.db
    .insert(productPaymentMethods)
    .values(
      rows.flatMap((r, i) =>
        [...new Set(r.product.payment_methods)].map((method) => ({ productId: ids[i]!, method })),
      ),
    );
  await tx.db
    .insert(urlRewrites)
    .values(
      rows.map((r, i) => ({
        requestPath: r.product.url_key,
        entityType: 'product' as const,
        entityId: ids[i]!,
      })),
    )
    .onConflictDoNothing();
  await indexProducts(tx.db, ids);
  return ids;
}

/** A batch refused for its rows: the API answers 400 with each of them. */
export class BadRowsError extends AppError {
  constructor(readonly rows: BadRow[]) {
    super('invalid', 'catalog_csv_bad_rows', { count: String(rows.length) });
  }
}

/** A cell a spreadsheet would run as a formula (OWASP CSV injection) starts with a quote. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const money = (piastres: number | null) => (piastres === null ? '' : (piastres / 100).toFixed(2));

/** The products of the list's filter as a CSV the import reads back (UTF-8 with a BOM for Excel). */
export async function exportProductsCsv(ctx: Ctx, filters: unknown): Promise<string> {
  const where = productFilter(ctx, filters);
  const rows = await ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      urlKey: products.urlKey,
      price: products.price,
      specialPrice: products.specialPrice,
      specialFrom: products.specialFrom,
      specialTo: products.specialTo,
      stock: products.stock,
      isActive: products.isActive,
      weightGrams: products.weightGrams,
      attributes: products.attributes,
      category: categories.path,
      brand: brands.urlKey,
      seller: sellers.code,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(where)
    .orderBy(asc(products.id))
    .limit(MAX_EXPORT_ROWS);
  const ids = rows.map((r) => r.id);
  const texts = new Map<string, { name: string; shortDescription: string; description: string }>();
  const methods = new Map<number, string[]>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const [t, m] = await Promise.all([
      ctx.db.select().from(productTranslations).where(inArray(productTranslations.productId, chunk)),
      ctx.db
        .select({ id: productPaymentMethods.productId, method: productPaymentMethods.method })
        .from(productPaymentMethods)
        .where(inArray(productPaymentMethods.productId, chunk))
        .orderBy(asc(productPaymentMethods.method)),
    ]);
    for (const x of t) texts.set(`${x.productId}:${x.locale}`, x);
    for (const x of m) methods.set(x.id, [...(methods.get(x.id) ?? []), x.method]);
  }
  const records = rows.map((r) => {
    const text = (locale: string) => texts.get(`${r.id}:${locale}`);
    const record: Record<CsvColumn, string> = {
      sku: r.sku,
      url_key: r.urlKey,
      name_ar: text('ar')?.name ?? '',
      name_en: text('en')?.name ?? '',
      short_description_ar: text('ar')?.shortDescription ?? '',
      short_description_en: text('en')?.shortDescription ?? '',
      description_ar: text('ar')?.description ?? '',
      description_en: text('en')?.description ?? '',
      price: money(r.price),
      special_price: money(r.specialPrice),
      special_price_from_date: r.specialFrom ? cairoDay(r.specialFrom) : '',
      special_price_to_date: r.specialTo ? cairoDay(r.specialTo) : '',
      qty: String(r.stock),
      product_online: r.isActive ? '1' : '0',
      categories: r.category,
      brand: r.brand,
      seller: r.seller,
      payment_methods: (methods.get(r.id) ?? []).join('|'),
      weight: r.weightGrams === null ? '' : String(r.weightGrams / 1000),
      additional_attributes: attributesCell(r.attributes),
    };
    return CSV_COLUMNS.map((c) => safeCell(record[c]));
  });
  return '\uFEFF' + stringify([[...CSV_COLUMNS], ...records]);
}
