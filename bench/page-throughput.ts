/**
 * Page throughput of the production build on the PostgreSQL server:
 *
 *   npm run bench:pages:throughput
 *
 * Builds the app if a source file is newer than the last build (scripts/build-if-needed.mjs), makes
 * BENCH_PAGES_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/aman_pages_bench) if missing,
 * migrates it and loads the demo data (src/db/setup.ts, as `npm start` does), starts the production
 * server (scripts/server.mjs) on BENCH_PAGES_PORT (default 3500), and requests the home page, a
 * category page and a product page as an anonymous shopper, in Arabic and English (the lang cookie),
 * with 1 and 16 concurrent clients for BENCH_SECONDS (default 5) each. It prints requests per second,
 * p50/p95/p99 latency, the HTML bytes of each page and the server's CPU time per request (which,
 * unlike the rates, does not depend on what else the machine runs) and the load average at the start
 * and the end, and the share of answers from the output cache; it asserts nothing. The store answers
 * repeat requests of anonymous shoppers from its page output cache (src/http/page-output-cache.mjs);
 * PAGE_CACHE_MS=0 measures rendering alone. Then the product page again while orders are written
 * beside it (BENCH_ORDERS_PER_SECOND, default 20; 0 skips it): of other products, of the product
 * itself, orders and cancellations that change the stock its page shows, and price writes of
 * products of other categories (at the same rate); and a probe that no
 * answer shows a stock older than the last write. `pageThroughput()` is exported for bench/pages.ts.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { authEnv } from '../scripts/auth-env.mjs';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ensureBenchDatabase } from './bench-db';
import { staleAnswers, startOrders } from './pages/orders';
import { cpuMs } from './pages/visit-cost';
import { figures, HEADER, row, type Figures } from './stats';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/aman_pages_bench';
/** Orders a second written beside the product page's last rows (BENCH_ORDERS_PER_SECOND; 0 skips them). */
const ORDERS_PER_SECOND = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 20);
/** How many other products those orders go round. */
const ORDERED_PRODUCTS = 20;
/** Stock writes of the product, each followed by a request of its page. */
const FRESHNESS_ROUNDS = 40;

export interface PageFigures extends Figures {
  page: 'home' | 'category' | 'product';
  lang: 'ar' | 'en';
  clients: number;
  htmlBytes: number;
  /** CPU time of the server process per request (user + system), ms: what the page costs to make,
   * whatever else the machine runs meanwhile. */
  cpuMsPerRequest: number;
  /** CPU time of this benchmark's own process per request (it shares the machine with the server). */
  clientCpuMsPerRequest: number;
}

export interface PageThroughputOptions {
  databaseUrl?: string;
  port?: number;
  seconds?: number;
  clients?: number[];
  /** Print the table as the figures come (default true). */
  print?: boolean;
}

/**
 * A top-level category with products under it and an active product in stock: their paths; and
 * other products in stock, for the orders written beside the product page (bench/pages/orders.ts).
 */
async function pickPaths(url: string): Promise<{
  category: string;
  product: string;
  productId: number;
  otherIds: number[];
  elsewhereIds: number[];
}> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const product = await client.query<{ url_key: string; id: number }>(
      `select url_key, id from products where is_active and stock > 0 order by id limit 1`,
    );
    const others = await client.query<{ id: number }>(
      `select id from products where is_active and stock > 0 and id <> $1 order by id limit ${ORDERED_PRODUCTS}`,
      [product.rows[0]?.id ?? 0],
    );
    // Products of other categories than the product's (neither their own nor linked to it).
    const elsewhere = await client.query<{ id: number }>(
      `select p.id from products p, products it
        where it.id = $1 and p.is_active and p.category_id <> it.category_id
          and not exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = it.category_id)
        order by p.id limit ${ORDERED_PRODUCTS}`,
      [product.rows[0]?.id ?? 0],
    );
    const category = await client.query<{ request_path: string }>(
      `select u.request_path from url_rewrites u
        where u.entity_type = 'category' and position('/' in u.request_path) = 0
        order by u.entity_id limit 1`,
    );
    const p = product.rows[0]?.url_key;
    const c = category.rows[0]?.request_path;
    if (!p || !c) throw new Error('[bench] no product or category in the bench database');
    return {
      category: `/${c}`,
      product: `/${p}`,
      productId: product.rows[0]!.id,
      otherIds: others.rows.map((r) => r.id),
      elsewhereIds: elsewhere.rows.map((r) => r.id),
    };
  } finally {
    await client.end();
  }
}

async function waitUntilUp(base: string, server: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error('[bench] the server exited before it was ready');
    try {
      const res = await fetch(`${base}/robots.txt`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('[bench] the server did not answer');
}

async function get(url: string, lang: string): Promise<{ ok: boolean; bytes: number; hit: boolean }> {
  const res = await fetch(url, { headers: { cookie: `lang=${lang}` } });
  const body = await res.arrayBuffer();
  return { ok: res.ok, bytes: body.byteLength, hit: res.headers.get('x-page-cache') === 'hit' };
}

async function load(url: string, lang: string, clients: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let hits = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const { ok, hit } = await get(url, lang);
          if (ok) latencies.push(performance.now() - t0);
          else errors++;
          if (hit) hits++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const f = figures(latencies, errors, (performance.now() - started) / 1000);
  return { ...f, hitShare: hits / Math.max(1, f.requests + f.errors) };
}

/** The machine's load (shared with other work: the rates depend on it, the CPU per request less). */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

type Measure = (
  page: string,
  url: string,
  lang: 'ar' | 'en',
  clients: number,
  htmlBytes: number,
) => Promise<unknown>;

/**
 * The product page in English at 16 clients while orders are written (bench/pages/orders.ts): of
 * other products, of this product, and orders and cancellations that change what its page shows;
 * and while prices of products of other categories are written. Then whether any answer showed a
 * stock older than the last write.
 */
async function duringOrders(
  databaseUrl: string,
  paths: Awaited<ReturnType<typeof pickPaths>>,
  url: string,
  warm: (url: string, lang: string) => Promise<number>,
  measure: Measure,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const setStock = (ids: number[], stock: number) =>
    client.query('update products set stock = $2 where id = any($1::int[])', [ids, stock]);
  const own = [paths.productId];
  console.log(`\nThe product page while orders are written, ${ORDERS_PER_SECOND} a second:\n`);
  try {
    // Enough units that no order takes a product out of stock while measuring.
    await setStock([...paths.otherIds, paths.productId], 1_000_000);
    const scenarios = [
      { name: `orders of ${paths.otherIds.length} other products`, ids: paths.otherIds },
      { name: 'orders of it (more than 99 left)', ids: own },
      {
        name: 'orders and cancellations of it (50 left)',
        ids: own,
        stock: 50,
        change: 'stock = case when stock = 50 then 49 else 50 end',
      },
      {
        // What the back office or a seller does all day: each write changes a price by one piaster.
        name: `price writes of ${paths.elsewhereIds.length} products of other categories`,
        ids: paths.elsewhereIds,
        change: 'price = price + case when price % 2 = 0 then 1 else -1 end',
      },
    ];
    for (const scenario of scenarios) {
      if (scenario.stock !== undefined) await setStock(own, scenario.stock);
      const htmlBytes = await warm(url, 'en');
      const writes = startOrders(databaseUrl, scenario.ids, ORDERS_PER_SECOND, scenario.change);
      await measure(`product, ${scenario.name}`, url, 'en', 16, htmlBytes);
      await writes.stop();
    }
    const stale = await staleAnswers(databaseUrl, url, paths.productId, FRESHNESS_ROUNDS);
    console.log(
      `\nStock written, then the page requested, ${FRESHNESS_ROUNDS} times: ${stale} answers showed an older stock.`,
    );
  } finally {
    await setStock([...paths.otherIds, paths.productId], 1_000);
    await client.end();
  }
}

/** Builds if needed, serves the build on the bench database, measures, stops the server. */
export async function pageThroughput(options: PageThroughputOptions = {}): Promise<PageFigures[]> {
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_PAGES_DATABASE_URL ?? DEFAULT_URL;
  const port = options.port ?? Number(process.env.BENCH_PAGES_PORT ?? 3500);
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const clientCounts = options.clients ?? [1, 16];
  const print = options.print ?? true;

  buildIfNeeded();
  await ensureBenchDatabase(databaseUrl);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(os.tmpdir(), 'aman-pages-bench-media'),
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
  };
  execSync('npx tsx src/db/setup.ts', { stdio: 'inherit', env });
  const paths = await pickPaths(databaseUrl);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, ...authEnv(String(port)), NEXTAUTH_URL: base },
    detached: true,
    cwd: process.cwd(),
  });
  const results: PageFigures[] = [];
  try {
    await waitUntilUp(base, server);
    const pages = [
      { page: 'home' as const, path: '/' },
      { page: 'category' as const, path: paths.category },
      { page: 'product' as const, path: paths.product },
    ];
    if (print) {
      console.log(`\nPages on ${new URL(databaseUrl).pathname.slice(1)} (${seconds} s per row; anonymous)`);
      console.log(`category ${paths.category}, product ${paths.product}`);
      console.log(`page output cache: ${process.env.PAGE_CACHE_MS === '0' ? 'off' : 'on'} (PAGE_CACHE_MS)`);
      console.log(`load average at the start (1, 5, 15 min): ${loadAverage()}\n`);
      console.log(
        `${HEADER.split('\n')[0]} HTML KB | server CPU ms/req | bench client CPU ms/req | from the output cache |\n${HEADER.split('\n')[1]}---:|---:|---:|---:|`,
      );
    }
    /** One row: `clients` clients on the page for `seconds`, the server's CPU time beside. */
    const measure = async (
      page: string,
      url: string,
      lang: 'ar' | 'en',
      clients: number,
      htmlBytes: number,
    ) => {
      const cpuBefore = cpuMs(server.pid!);
      const clientBefore = process.cpuUsage();
      const f = await load(url, lang, clients, seconds);
      const answers = Math.max(1, f.requests + f.errors);
      const cpuMsPerRequest = (cpuMs(server.pid!) - cpuBefore) / answers;
      const client = process.cpuUsage(clientBefore);
      const clientCpuMsPerRequest = (client.user + client.system) / 1000 / answers;
      if (print)
        console.log(
          `${row(`${page} ${lang}`, clients, f)} ${(htmlBytes / 1024).toFixed(1)} | ${cpuMsPerRequest.toFixed(1)} | ${clientCpuMsPerRequest.toFixed(1)} | ${Math.round(f.hitShare * 100)} % |`,
        );
      return { ...f, htmlBytes, cpuMsPerRequest, clientCpuMsPerRequest };
    };
    // Warm-up: the first requests compile and fill caches.
    const warm = async (url: string, lang: string) => {
      let htmlBytes = 0;
      for (let i = 0; i < 20; i++) htmlBytes = (await get(url, lang)).bytes;
      return htmlBytes;
    };
    for (const { page, path: pagePath } of pages) {
      for (const lang of ['ar', 'en'] as const) {
        const url = `${base}${pagePath}`;
        const htmlBytes = await warm(url, lang);
        for (const clients of clientCounts) {
          const f = await measure(page, url, lang, clients, htmlBytes);
          results.push({ ...f, page, lang, clients });
        }
      }
    }
    if (ORDERS_PER_SECOND > 0 && print)
      await duringOrders(databaseUrl, paths, `${base}${paths.product}`, warm, measure);
    if (print) console.log(`\nload average at the end (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    await stopServer(server);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pageThroughput().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
