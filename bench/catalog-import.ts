/**
 * CSV import benchmark against a PostgreSQL server:
 *
 *   npm run bench:import
 *
 * BENCH_IMPORT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/aman_bench_import) is
 * dropped and made afresh with the demo catalogue. BENCH_IMPORT_ROWS (default 10,000) generated
 * rows, in both languages, go through what the back office does: the dry run of the whole file
 * (parse and check every row), then the import in batches of 500, each batch one transaction with
 * its audit row and search documents; then the same file again (every row an update by SKU). It
 * prints the figures; it asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { createDb, setDbHandle } from '@/db/client';
import { brands, categories, sellers } from '@/db/schema';
import { seedDemo } from '@/db/seed/demo';
import {
  CSV_COLUMNS,
  dryRunCsv,
  IMPORT_BATCH_SIZE,
  importBatchAs,
  parseProductsCsv,
} from '@/domain/catalog/product-csv';
import { eq } from 'drizzle-orm';

const DATABASE_URL =
  process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aman_bench_import';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

async function freshDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

async function main() {
  await freshDatabase(DATABASE_URL);
  process.env.LOG_LEVEL ??= 'silent';
  const handle = createDb({ url: DATABASE_URL });
  await handle.migrate();
  await seedDemo(handle.db, { mediaDir: mkdtempSync(path.join(os.tmpdir(), 'aman-bench-media-')) });
  setDbHandle(handle);
  const db = handle.db;
  const ctx = { db, locale: 'en' as const };
  const [category] = await db
    .select({ path: categories.path })
    .from(categories)
    .where(eq(categories.level, 3));
  const [brand] = await db.select({ key: brands.urlKey }).from(brands).limit(1);
  const [seller] = await db.select({ code: sellers.code }).from(sellers).limit(1);
  const records = Array.from({ length: ROWS }, (_, i) => ({
    sku: `BENCH-${i}`,
    url_key: `bench-product-${i}`,
    name_ar: `منتج تجريبي رقم ${i}`,
    name_en: `Bench product number ${i}`,
    short_description_ar: 'وصف قصير',
    short_description_en: 'A short description',
    description_ar: 'وصف المنتج التجريبي',
    description_en: 'The bench product description',
    price: String(100 + (i % 900)),
    special_price: i % 3 === 0 ? '99.50' : '',
    special_price_from_date: '',
    special_price_to_date: '',
    qty: String(i % 50),
    product_online: '1',
    categories: category!.path,
    brand: brand!.key,
    seller: seller!.code,
    payment_methods: 'cashondelivery|card',
  }));
  const csv = '\uFEFF' + stringify(records, { header: true, columns: [...CSV_COLUMNS] });

  const actor = { cli: 'bench' };
  const round = async (label: string) => {
    const start = performance.now();
    const dry = await dryRunCsv(ctx, csv);
    const checked = performance.now();
    if (dry.bad.length) throw new Error(`bad rows: ${JSON.stringify(dry.bad.slice(0, 3))}`);
    const { rows } = parseProductsCsv(csv);
    let created = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += IMPORT_BATCH_SIZE) {
      const answer = await importBatchAs(ctx, actor, {
        import_id: `bench-${label}`,
        first_line: i + 2,
        rows: rows.slice(i, i + IMPORT_BATCH_SIZE),
      });
      created += answer.created;
      updated += answer.updated;
    }
    const end = performance.now();
    const seconds = (end - start) / 1000;
    console.log(
      `${label.padEnd(8)} ${ROWS} rows: dry run ${((checked - start) / 1000).toFixed(2)} s, ` +
        `import ${((end - checked) / 1000).toFixed(2)} s, total ${seconds.toFixed(2)} s, ` +
        `${Math.round(ROWS / seconds)} rows/s (created ${created}, updated ${updated})`,
    );
  };
  await round('create');
  await round('update');
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
