/**
 * Every distinct query of the search benchmark (bench/search-queries.ts: over 2,000 Arabic and
 * English words, brands, misspellings, listings with filters and suggestions), answered through the
 * HTTP layer with the answer cache off, one line each: the request and a digest of its whole answer
 * (items, totals, facets, suggestions). Run it on two versions of the code against the same
 * database and diff the outputs to show that a change of the search engine answers the same:
 *
 *   npx tsx bench/search-answers.ts > /tmp/answers-after.txt
 *
 * SEARCH_MEMORY_INDEX=0 answers with PostgreSQL matching and ranking the text instead of the
 * in-memory index (src/domain/search/memory): the two outputs must be the same.
 *
 * BENCH_DATABASE_URL as bench/search.ts (default postgres://postgres@127.0.0.1:5432/aman_bench,
 * which `npm run bench:search` fills and indexes). It prints; it asserts nothing.
 */
import { createHash } from 'node:crypto';
import { reloadConfig } from '@/config';
import { createDb, setDbHandle } from '@/db/client';
import { buildPools, KINDS } from './search-queries';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aman_bench';

async function main() {
  const handle = createDb({ url: DATABASE_URL });
  setDbHandle(handle);
  process.env.SEARCH_CACHE_MS = '0';
  process.env.LOG_LEVEL = 'silent';
  reloadConfig();
  // Imported after the database handle is set, so the app's getDb() is this database.
  const { restApp } = await import('@/http/rest/app');
  const { logger } = await import('@/http/logger');
  logger.level = 'silent';
  await handle.migrate();
  // With the in-memory index on (the default), wait for it: until it has loaded, PostgreSQL ranks.
  const { whenMemorySearchLoaded } = await import('@/domain/search/memory/sync');
  const loading = Date.now();
  await whenMemorySearchLoaded(handle.db);
  console.error(`[answers] index ready in ${Date.now() - loading} ms`);
  const pools = await buildPools(handle.db);
  let n = 0;
  // The CPU each kind's requests took in this process (the app's part; the database's is apart).
  const cpu: string[] = [];
  const started = process.cpuUsage();
  for (const kind of KINDS) {
    const before = process.cpuUsage();
    for (const path of pools[kind]) {
      const res = await restApp.request(path);
      const body = await res.text();
      const digest = createHash('sha256').update(`${res.status} ${body}`).digest('hex').slice(0, 16);
      console.log(`${kind}\t${path}\t${res.status}\t${digest}`);
      n++;
    }
    const used = process.cpuUsage(before);
    cpu.push(`${kind} ${((used.user + used.system) / 1000 / pools[kind].length).toFixed(2)}`);
  }
  const used = process.cpuUsage(started);
  console.error(
    `[answers] ${n} requests; app CPU ms a request: all ${((used.user + used.system) / 1000 / n).toFixed(2)}, ${cpu.join(', ')}`,
  );
  await handle.close();
}

main().catch((err: unknown) => {
  console.error('[answers] failed:', err);
  process.exit(1);
});
