/**
 * Search benchmark through the HTTP layer (restApp.request, in process) against a PostgreSQL server:
 *
 *   npm run bench:search
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/aman_bench) is created if missing,
 * migrated, and filled to 100,000 products with the large-catalogue generator (src/db/seed/large.ts).
 * Each scenario runs with 1 and 16 concurrent clients for BENCH_SECONDS (default 5), first with the
 * search answer cache off (every request runs its SQL), then on (the default configuration).
 * It prints figures; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, setDbHandle, type DbHandle } from '@/db/client';
import { categories, products } from '@/db/schema';
import { indexMissingProducts } from '@/domain/search';
import { figures, HEADER, row as tableRow, type Figures } from './stats';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aman_bench';
const TARGET_PRODUCTS = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = [1, 16];

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      console.log(`[bench] creating database ${name}`);
      await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}

/** Runs the large-catalogue generator in its own process, exactly as `npm run seed:large` does. */
function runLargeSeed(url: string, add: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed/large.ts', String(add)], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, MEDIA_DIR: path.join(os.tmpdir(), 'aman-bench-media') },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:large exited with ${code}`)),
    );
  });
}

async function prepare(): Promise<DbHandle> {
  await ensureDatabase(DATABASE_URL);
  process.env.DB_POOL_MAX ??= '16';
  let handle = createDb({ url: DATABASE_URL });
  await handle.migrate();
  const [row] = await handle.db.select({ n: count() }).from(products);
  const have = row?.n ?? 0;
  if (have < TARGET_PRODUCTS) {
    console.log(`[bench] ${have} products: adding ${TARGET_PRODUCTS - have}`);
    await handle.close();
    await runLargeSeed(DATABASE_URL, TARGET_PRODUCTS - have);
    handle = createDb({ url: DATABASE_URL });
  }
  const indexed = await indexMissingProducts(handle.db);
  if (indexed) console.log(`[bench] indexed ${indexed} products that had no search document`);
  // Fresh rows: planner statistics and the visibility map (index-only scans) before measuring.
  if (indexed || have < TARGET_PRODUCTS) await handle.db.execute(sql`vacuum analyze`);
  setDbHandle(handle);
  return handle;
}

type Entries = Record<string, string>;
const fp = (g: number, i: number, prop: string) =>
  `searchCriteria[filter_groups][${g}][filters][${i}][${prop}]`;
const filter = (field: string, value: string, condition = 'eq', g = 0, i = 0): Entries => ({
  [fp(g, i, 'field')]: field,
  [fp(g, i, 'value')]: value,
  [fp(g, i, 'condition_type')]: condition,
});
const text = (value: string, pageSize = 24): Entries => ({
  ...filter('search_term', value, 'like'),
  'searchCriteria[pageSize]': String(pageSize),
});
const url = (locale: string, entries: Entries) =>
  `/rest/${locale}/V1/catalog/search?${new URLSearchParams(entries).toString()}`;

interface Scenario {
  name: string;
  urls: string[];
}

async function scenarios(handle: DbHandle): Promise<Scenario[]> {
  const keys = [
    'tvs',
    'large-appliances',
    'mobiles-tablets',
    'laptops-computers',
    'air-conditioners',
    'kitchen-appliances',
  ];
  const rows = await handle.db
    .select({ id: categories.id, key: categories.urlKey })
    .from(categories)
    .where(inArray(categories.urlKey, keys));
  const ids = keys
    .map((k) => rows.find((r) => r.key === k)?.id)
    .filter((id): id is number => id !== undefined);
  const listing = ids.flatMap((id, i) =>
    [1, 2].map((page) =>
      url(i % 2 ? 'en' : 'ar', {
        ...filter('category_id', String(id), 'eq', 0),
        ...filter('in_stock', '1', 'eq', 1),
        ...filter('price', '1000', 'from', 2, 0),
        ...filter('price', '60000', 'to', 2, 1),
        ...filter('brand', 'samsung,lg,sharp,tornado,fresh,xiaomi,hp', 'in', 3),
        'searchCriteria[sortOrders][0][field]': 'price',
        'searchCriteria[sortOrders][0][direction]': 'ASC',
        'searchCriteria[currentPage]': String(page),
      }),
    ),
  );
  return [
    {
      name: 'Arabic word',
      urls: ['ثلاجة', 'شاشة', 'غسالة', 'تكييف', 'موبايل', 'لابتوب', 'سماعة', 'مكنسة'].map((w) =>
        url('ar', text(w)),
      ),
    },
    {
      name: 'English brand',
      urls: ['samsung', 'lg', 'sony', 'tornado', 'philips', 'xiaomi', 'apple', 'fresh'].map((w) =>
        url('en', text(w)),
      ),
    },
    {
      name: 'misspelling',
      urls: [
        ['en', 'samsng'],
        ['en', 'refrigirator'],
        ['ar', 'سامسنج'],
        ['en', 'laptp'],
        ['en', 'tosheba'],
        ['ar', 'تلاجه'],
        ['en', 'kenwod'],
        ['en', 'moulinx'],
      ].map(([l, w]) => url(l ?? 'en', text(w ?? ''))),
    },
    { name: 'filtered category listing', urls: listing },
    {
      name: 'suggestions',
      urls: [
        ['ar', 'سام'],
        ['ar', 'ثلا'],
        ['en', 'sams'],
        ['en', 'lap'],
        ['ar', 'تكي'],
        ['ar', 'شاش'],
        ['en', 'iph'],
        ['ar', 'غسا'],
      ].map(([l, w]) => url(l ?? 'ar', text(w ?? '', 10))),
    },
  ];
}

async function measure(
  request: (path: string) => Promise<Response>,
  urls: string[],
  clients: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const path = urls[next++ % urls.length] ?? '';
      const t = performance.now();
      const res = await request(path);
      await res.text();
      latencies.push(performance.now() - t);
      if (res.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return figures(latencies, errors, (performance.now() - started) / 1000);
}

async function main() {
  const handle = await prepare();
  const [row] = await handle.db.select({ n: count() }).from(products).where(eq(products.isActive, true));
  // The per-request log line is not what is measured.
  process.env.LOG_LEVEL ??= 'silent';
  // Imported after the database handle is set, so the app's getDb() is the benchmark database.
  const { restApp } = await import('@/http/rest/app');
  const request = (p: string) => Promise.resolve(restApp.request(p));
  const list = await scenarios(handle);
  console.log(`[bench] ${row?.n ?? 0} active products; ${SECONDS} s per run; ${os.cpus().length} CPUs`);

  for (const [mode, cacheMs] of [
    ['search answer cache off (SEARCH_CACHE_MS=0)', '0'],
    ['search answer cache on (default: answers 10 s + 50 s stale-while-revalidate, facets 60 s)', '10000'],
  ] as const) {
    process.env.SEARCH_CACHE_MS = cacheMs;
    console.log(`\n## ${mode}\n`);
    console.log(HEADER);
    for (const s of list) {
      // Warm-up: one pass over the scenario's requests (dictionaries, vocabulary, PostgreSQL buffers).
      for (const u of s.urls) await (await request(u)).text();
      for (const clients of CONCURRENCY) {
        const f = await measure(request, s.urls, clients);
        console.log(tableRow(s.name, clients, f));
      }
    }
  }
  await handle.close();
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
