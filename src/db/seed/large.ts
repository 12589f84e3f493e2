/**
 * Adds N generated products on top of the demo catalogue, for load and search testing:
 *
 *   npm run seed:large -- 100000          (DATABASE_URL, or PGlite in PGLITE_DIR / .data/pglite)
 *
 * Runs migrations, loads the demo data first when the catalogue is empty, then inserts products
 * "LG-0000001", "LG-0000002"… in transactions of 1000, continuing after the highest existing number.
 */
import { mkdirSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { config } from '@/config';
import { createDb, defaultDbOptions, type Db } from '../client';
import { mediaRoot } from '../media';
import { brands, brandTranslations, categories, productImages, products, sellers } from '../schema';
import { BRANDS } from './data/brands';
import { PRODUCT_KINDS } from './data/product-kinds';
import type { BrandDef, ProductKind } from './data/types';
import { seedDemo } from './demo';
import { buildProduct } from './product-factory';
import { Rng } from './random';
import { insertProducts, type ProductInsert } from './write-products';

const SKU_PREFIX = 'LG-';

interface Leaf {
  id: number;
  lineage: number[];
  kind: ProductKind;
  weight: number;
}

interface Catalog {
  leaves: Leaf[];
  totalWeight: number;
  brandByKey: Map<string, { id: number; def: BrandDef }>;
  sellerIds: number[];
  /** Existing image paths by "categoryId:brandId", by "categoryId", and overall. */
  imagePool: Map<string, string[]>;
}

async function loadCatalog(db: Db): Promise<Catalog> {
  const cats = await db
    .select({ id: categories.id, parentId: categories.parentId, urlKey: categories.urlKey })
    .from(categories);
  const byId = new Map(cats.map((c) => [c.id, c]));
  const parents = new Set(cats.map((c) => c.parentId));
  const leaves: Leaf[] = [];
  for (const c of cats) {
    const kind = PRODUCT_KINDS[c.urlKey];
    if (!kind || parents.has(c.id)) continue;
    const lineage: number[] = [];
    for (let node = byId.get(c.id); node; node = node.parentId ? byId.get(node.parentId) : undefined) {
      lineage.unshift(node.id);
    }
    leaves.push({ id: c.id, lineage, kind, weight: kind.weight ?? 1 });
  }
  leaves.sort((a, b) => a.id - b.id);

  const defs = new Map(BRANDS.map((b) => [b.urlKey, b]));
  const brandRows = await db
    .select({
      id: brands.id,
      urlKey: brands.urlKey,
      locale: brandTranslations.locale,
      name: brandTranslations.name,
    })
    .from(brands)
    .innerJoin(brandTranslations, eq(brandTranslations.brandId, brands.id));
  const brandByKey = new Map<string, { id: number; def: BrandDef }>();
  for (const row of brandRows) {
    const entry = brandByKey.get(row.urlKey) ?? {
      id: row.id,
      def: {
        ...(defs.get(row.urlKey) ?? { color: '#333333', isFeatured: false, tier: 1 }),
        urlKey: row.urlKey,
        en: '',
        ar: '',
      },
    };
    entry.def[row.locale] = row.name;
    brandByKey.set(row.urlKey, entry);
  }

  const sellerIds = (await db.select({ id: sellers.id }).from(sellers)).map((s) => s.id);
  const imageRows = await db
    .select({ path: productImages.path, categoryId: products.categoryId, brandId: products.brandId })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(sql`${products.sku} not like ${SKU_PREFIX + '%'}`)
    .limit(20_000);
  const imagePool = new Map<string, string[]>();
  const add = (key: string, path: string) => imagePool.set(key, [...(imagePool.get(key) ?? []), path]);
  for (const row of imageRows) {
    add(`${row.categoryId}:${row.brandId}`, row.path);
    add(`${row.categoryId}`, row.path);
    if ((imagePool.get('*')?.length ?? 0) < 200) add('*', row.path);
  }
  return { leaves, totalWeight: leaves.reduce((s, l) => s + l.weight, 0), brandByKey, sellerIds, imagePool };
}

function generate(catalog: Catalog, index: number, now: Date): ProductInsert {
  const rng = new Rng(`large:${index}`);
  let ticket = rng.next() * catalog.totalWeight;
  let leaf = catalog.leaves[catalog.leaves.length - 1];
  for (const candidate of catalog.leaves) {
    ticket -= candidate.weight;
    if (ticket < 0) {
      leaf = candidate;
      break;
    }
  }
  if (!leaf) throw new Error('No leaf categories with a product kind');
  const available = leaf.kind.brands.filter((key) => catalog.brandByKey.has(key));
  const brand = catalog.brandByKey.get(
    rng.pick(available.length ? available : [...catalog.brandByKey.keys()]),
  );
  if (!brand) throw new Error('No brands');
  const number = String(index).padStart(7, '0');
  const draft = buildProduct({
    kind: leaf.kind,
    brand: brand.def,
    sku: `${SKU_PREFIX}${number}`,
    now,
    urlSuffix: `lg-${number}`,
  });
  const pool =
    catalog.imagePool.get(`${leaf.id}:${brand.id}`) ??
    catalog.imagePool.get(`${leaf.id}`) ??
    catalog.imagePool.get('*');
  const start = pool ? rng.index(pool.length) : 0;
  const imagePaths = pool
    ? Array.from(
        { length: Math.min(draft.imageCount, pool.length) },
        (_, i) => pool[(start + i) % pool.length] ?? '',
      )
    : [];
  return {
    draft,
    brandId: brand.id,
    sellerId: rng.pick(catalog.sellerIds),
    categoryId: leaf.id,
    categoryIds: leaf.lineage,
    imagePaths,
  };
}

const rowsOf = (p: ProductInsert) =>
  1 + 2 + p.categoryIds.length + p.imagePaths.length + p.draft.paymentMethods.length + 1;

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const total = Number(args[0] ?? 100_000);
  const batchSize = Number(args[1] ?? 1000);
  if (!Number.isInteger(total) || total <= 0 || !Number.isInteger(batchSize) || batchSize <= 0) {
    console.error('usage: tsx src/db/seed/large.ts <count> [batchSize]');
    process.exit(2);
  }
  const options = defaultDbOptions();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const handle = createDb(options);
  const started = performance.now();
  try {
    await handle.migrate();
    const { db } = handle;
    const [cats] = await db.select({ n: count() }).from(categories);
    if ((cats?.n ?? 0) === 0) {
      const t = performance.now();
      const demo = await seedDemo(db, { mediaDir: mediaRoot() });
      console.log(
        `[seed:large] demo data: ${demo.products} products in ${Math.round(performance.now() - t)} ms`,
      );
    }
    const catalog = await loadCatalog(db);
    if (!catalog.leaves.length || !catalog.sellerIds.length)
      throw new Error('Catalogue has no leaf categories or sellers');
    const [max] = await db
      .select({
        n: sql<
          number | null
        >`max(substring(${products.sku} from ${sql.raw(String(SKU_PREFIX.length + 1))})::int)`,
      })
      .from(products)
      .where(sql`${products.sku} ~ ${'^' + SKU_PREFIX + '[0-9]+$'}`);
    const first = (max?.n ?? 0) + 1;
    const now = new Date();
    console.log(
      `[seed:large] ${handle.kind}: adding ${total} products from ${SKU_PREFIX}${first} in batches of ${batchSize}`,
    );

    // Batches are independent (each product depends only on its number), so on a server a few
    // transactions run side by side: one builds its statements while another waits on PostgreSQL.
    const workers = handle.kind === 'postgres' ? Math.max(1, config().seedConcurrency) : 1;
    const batches = Math.ceil(total / batchSize);
    const loopStart = performance.now();
    let nextBatch = 0;
    let done = 0;
    let rows = 0;
    let reported = 0;
    const worker = async () => {
      for (let b = nextBatch++; b < batches; b = nextBatch++) {
        const from = b * batchSize;
        const size = Math.min(batchSize, total - from);
        const batch = Array.from({ length: size }, (_, i) => generate(catalog, first + from + i, now));
        await db.transaction((tx) => insertProducts(tx, batch, batchSize));
        done += size;
        rows += batch.reduce((s, p) => s + rowsOf(p), 0);
        if (done === total || done - reported >= total / 10) {
          reported = done;
          const secs = (performance.now() - loopStart) / 1000;
          const pct = ((done / total) * 100).toFixed(1);
          console.log(`[seed:large] ${done}/${total} (${pct}%) ${Math.round(done / secs)} products/s`);
        }
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    await db.execute(sql`analyze`);
    const secs = (performance.now() - loopStart) / 1000;
    console.log(
      `[seed:large] done: ${done} products, ${rows} rows in ${secs.toFixed(1)} s ` +
        `(${Math.round(done / secs)} products/s, ${Math.round(rows / secs)} rows/s); ` +
        `total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  // Drizzle errors quote the whole multi-row query; the cause is what matters.
  const message = err instanceof Error ? err.message.slice(0, 300) : String(err);
  const cause = err instanceof Error && err.cause ? `\n  cause: ${String(err.cause)}` : '';
  console.error(`[seed:large] failed: ${message}${cause}`);
  process.exit(1);
});
