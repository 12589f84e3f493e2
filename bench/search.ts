/**
 * Search benchmark through the HTTP layer (restApp.request, in process) against a PostgreSQL server:
 *
 *   npm run bench:search
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/aman_bench) is created if missing,
 * migrated, and filled to 100,000 products with the large-catalogue generator (src/db/seed/large.ts).
 * The requests are drawn Zipf-like from over 2,000 distinct queries (bench/search-queries.ts: Arabic
 * and English words, brands, misspellings, category listings with filters, suggestions), seeded, so
 * runs are comparable. Each kind, then their mix, runs with 1 and 16 concurrent clients for
 * BENCH_SECONDS (default 5), first with the search answer cache off (every request runs its SQL),
 * then on (the default configuration).
 * Besides rates and latencies it prints the CPU time a request costs, in this process (the app) and
 * in the PostgreSQL backends serving it (Linux /proc): steadier than the rates on a shared machine;
 * and the 1-minute load average at the end of the row (this benchmark's own work included).
 * SEARCH_MEMORY_INDEX=0 measures with PostgreSQL matching and ranking the text instead of each
 * instance's in-memory index (the default), which the benchmark waits for before measuring.
 * BENCH_KINDS (say "mix"), BENCH_CLIENTS (say "16") and BENCH_CACHE ("off" or "on") run a part only:
 * for a CPU profile (`node --cpu-prof --import tsx bench/search.ts`).
 * It prints figures; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { config, reloadConfig } from '@/config';
import { createDb, setDbHandle, type DbHandle } from '@/db/client';
import { products } from '@/db/schema';
import { indexMissingProducts } from '@/domain/search';
import { buildPools, KINDS, sequence } from './search-queries';
import { ensureBenchDatabase } from './bench-db';
import { figures, HEADER, row as tableRow, type Figures } from './stats';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aman_bench';
const TARGET_PRODUCTS = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '1,16').split(',').map(Number);
const ONLY_KINDS = process.env.BENCH_KINDS?.split(',');
const ONLY_CACHE = process.env.BENCH_CACHE;
/** Requests drawn per scenario: more than any run sends. */
const SEQUENCE_LENGTH = 200_000;

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
  await ensureBenchDatabase(DATABASE_URL);
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

/** User + system CPU time of a process so far, ms (Linux /proc); 0 once it has gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command: utime and stime are fields 14 and 15 (1-based), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time so far of this process and of each database backend serving the benchmark's database. */
async function cpuSnapshot(handle: DbHandle): Promise<{ app: number; db: Map<number, number> }> {
  const result = (await handle.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and application_name = 'aman'`,
  )) as unknown as { rows: { pid: number }[] };
  const { user, system } = process.cpuUsage();
  return {
    app: (user + system) / 1000,
    db: new Map(result.rows.map((r) => [Number(r.pid), cpuMs(Number(r.pid))])),
  };
}

/** CPU ms per request between two snapshots (backends that appeared in between count whole). */
function cpuPerRequest(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
  requests: number,
): { app: number; db: number } {
  let db = 0;
  for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
  const n = Math.max(1, requests);
  return { app: (after.app - before.app) / n, db: db / n };
}

async function measure(
  request: (path: string) => Promise<Response>,
  urls: string[],
  clients: number,
): Promise<Figures> {
  // Every run starts at the head of the same sequence, so runs are comparable.
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
  // The per-request log line is not what is measured. config() is read once and kept, so it is
  // re-read after each change of the environment (without that, SEARCH_CACHE_MS=0 had no effect).
  process.env.LOG_LEVEL ??= 'silent';
  reloadConfig();
  // Imported after the database handle is set, so the app's getDb() is the benchmark database.
  const { restApp } = await import('@/http/rest/app');
  const { logger } = await import('@/http/logger');
  logger.level = config().logLevel;
  const request = (p: string) => Promise.resolve(restApp.request(p));
  if (config().searchMemoryIndex) {
    // The in-memory index (src/domain/search/memory) loads in the background on the first search;
    // until then PostgreSQL matches and ranks. Measured once it is there.
    const { whenMemorySearchLoaded } = await import('@/domain/search/memory/sync');
    // Measured after a full collection each side (npm run bench:search exposes gc).
    global.gc?.();
    const heap = process.memoryUsage().heapUsed;
    const t = performance.now();
    await whenMemorySearchLoaded(handle.db);
    global.gc?.();
    console.log(
      `[bench] in-memory index loaded in ${((performance.now() - t) / 1000).toFixed(1)} s, heap +${Math.round((process.memoryUsage().heapUsed - heap) / 2 ** 20)} MB`,
    );
  } else console.log('[bench] in-memory index off (SEARCH_MEMORY_INDEX=0): PostgreSQL matches and ranks');
  const pools = await buildPools(handle.db);
  const distinct = KINDS.reduce((sum, k) => sum + pools[k].length, 0);
  const list = [...KINDS, 'mix' as const]
    .map((kind, i) => ({
      kind,
      name: kind === 'mix' ? 'mix of all kinds' : kind,
      urls: sequence(pools, kind, SEQUENCE_LENGTH, 1000 + i),
    }))
    .filter((s) => !ONLY_KINDS || ONLY_KINDS.includes(s.kind));
  const warmUp = sequence(pools, 'mix', 200, 999);
  console.log(`[bench] ${row?.n ?? 0} active products; ${SECONDS} s per run; ${os.cpus().length} CPUs`);
  console.log(
    `[bench] ${distinct} distinct queries (${KINDS.map((k) => `${k} ${pools[k].length}`).join(', ')}), drawn Zipf-like`,
  );

  for (const [mode, cacheMs] of [
    ['search answer cache off (SEARCH_CACHE_MS=0)', '0'],
    ['search answer cache on (default: answers 10 s + 50 s stale-while-revalidate, facets 60 s)', '10000'],
  ] as const) {
    if (ONLY_CACHE && (ONLY_CACHE === 'off') !== (cacheMs === '0')) continue;
    process.env.SEARCH_CACHE_MS = cacheMs;
    reloadConfig();
    console.log(`\n## ${mode}\n`);
    console.log(
      `${HEADER.split('\n')[0]} app CPU ms/req | db CPU ms/req | load |\n${HEADER.split('\n')[1]}---:|---:|---:|`,
    );
    // Warm-up (dictionaries, PostgreSQL buffers) with requests of another seed than those measured.
    for (const u of warmUp) await (await request(u)).text();
    for (const s of list) {
      for (const clients of CONCURRENCY) {
        const cpuBefore = await cpuSnapshot(handle);
        const f = await measure(request, s.urls, clients);
        const cpu = cpuPerRequest(cpuBefore, await cpuSnapshot(handle), f.requests);
        console.log(
          `${tableRow(s.name, clients, f)} ${cpu.app.toFixed(1)} | ${cpu.db.toFixed(1)} | ${os.loadavg()[0]?.toFixed(1)} |`,
        );
      }
    }
  }
  if (config().searchMemoryIndex) {
    const { memoryStats } = await import('@/domain/search/memory/search');
    console.log(
      `\n[bench] statements answered in memory: ${memoryStats.answered}; left to PostgreSQL: ${memoryStats.declined}`,
    );
  }
  await handle.close();
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
