/**
 * Page weight and speed, against an empty Next.js page built with the same versions:
 *
 *   npm run bench:pages
 *
 * Builds the store if needed and serves it on BENCH_PAGES_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/aman_pages_bench, created and filled with the demo data when
 * missing). Prints, per page and language, the JavaScript the page loads before it is idle (gzip
 * bytes, and as a ratio to the empty page) and Lighthouse's mobile performance score, LCP, CLS and
 * TBT: the median run of BENCH_LIGHTHOUSE_RUNS (default 3; one run swings by 15 points here, see
 * docs/performance.md), and the median of the runs whose first frame Chromium's compositor did not
 * hold back (bench/pages/lighthouse.ts; such runs are starred) (BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_PAGES_ONLY=home,category picks pages; BENCH_PAGES_PORT
 * and BENCH_EMPTY_PORT move the servers off 3700/3701); then the pages served per second (bench/page-throughput.ts;
 * BENCH_THROUGHPUT=0 skips it). Before that, what a visit at 375 px costs the server with the prefetches
 * its links make, for a first and a next anonymous shopper (bench/pages/visit-cost.ts). It prints
 * figures; it asserts nothing.
 */
import { chromium } from 'playwright-core';
import { jsWeight } from './pages/js-weight';
import { lighthouseMedian, type LighthouseFigures, type LighthouseMedian } from './pages/lighthouse';
import { startEmptyNext, startStore, type Server } from './pages/servers';
import { checkoutShopper } from './pages/shopper';
import { visitCost } from './pages/visit-cost';
import { pageThroughput } from './page-throughput';

const DATABASE_URL =
  process.env.BENCH_PAGES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aman_pages_bench';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const LOCALES = ['ar', 'en'] as const;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const unthrottled = (r: LighthouseFigures | undefined) =>
  r ? `${r.performance}, ${seconds(r.lcpMs)}, ${Math.round(r.tbtMs)}` : '– (every run throttled)';

async function pagesOf(store: Server) {
  const menu = (await (await fetch(`${store.url}/rest/en/V1/catalog/category`)).json()) as {
    url_key: string;
  }[];
  const home = (await (await fetch(`${store.url}/rest/en/V1/home`)).json()) as {
    product_rows: { items: { url_key: string; product_id: number; in_stock: boolean }[] }[];
  };
  const product = home.product_rows.flatMap((r) => r.items).find((p) => p.in_stock)!;
  return {
    pages: {
      home: '/',
      category: `/${menu[0]!.url_key}`,
      product: `/${product.url_key}`,
      search: '/searchnise/?q=samsung',
      cart: '/cart',
      checkout: '/checkout',
    },
    productId: product.product_id,
  };
}

async function main() {
  const servers: Server[] = [];
  const stop = () => servers.forEach((s) => s.stop());
  process.on('exit', stop);
  try {
    const store = await startStore(DATABASE_URL, Number(process.env.BENCH_PAGES_PORT ?? 3700));
    servers.push(store);
    const empty = await startEmptyNext(Number(process.env.BENCH_EMPTY_PORT ?? 3701));
    servers.push(empty);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const { pages, productId } = await pagesOf(store);
    // The checkout is weighed as a signed-in shopper with an item in the cart sees it.
    const shopper = await checkoutShopper(browser, store.url, DATABASE_URL, productId);
    const baseline = await jsWeight(browser, `${empty.url}/`, 'en');
    console.log(
      `\nEmpty Next.js page: ${baseline.scripts} scripts, ${kb(baseline.gzip)} KB of JavaScript (gzip)\n`,
    );
    console.log(
      "| page | lang | scripts | JS KB (gzip) | × empty | perf | LCP s | CLS | TBT ms | every run's perf (* first frame throttled) | unthrottled: perf, LCP s, TBT ms |",
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
    // BENCH_PAGES_ONLY=home,search measures only those pages (repeat runs of one page).
    const only = process.env.BENCH_PAGES_ONLY?.split(',');
    for (const [name, path] of Object.entries(pages).filter(([n]) => !only || only.includes(n))) {
      for (const locale of LOCALES) {
        const weight = await jsWeight(
          browser,
          `${store.url}${path}`,
          locale,
          name === 'checkout' ? shopper : undefined,
        );
        let lh: LighthouseMedian | undefined;
        const url = `${store.url}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
        if (LIGHTHOUSE && ['home', 'category', 'product', 'search'].includes(name))
          lh = await lighthouseMedian(url, LIGHTHOUSE_RUNS);
        console.log(
          `| ${name} | ${locale} | ${weight.scripts} | ${kb(weight.gzip)} | ${(weight.gzip / baseline.gzip).toFixed(2)} | ` +
            (lh
              ? `${lh.performance} | ${seconds(lh.lcpMs)} | ${lh.cls.toFixed(3)} | ${Math.round(lh.tbtMs)} | ${lh.runs.join(' ')} | ${unthrottled(lh.unthrottled)} |`
              : '– | – | – | – | – | – |'),
        );
      }
    }
    // What a visit costs the server with the prefetches its links make: a first shopper's visit
    // renders them, the next shopper's comes from the page output cache.
    console.log('\n| page | lang | visit | flight requests | from the cache | server CPU ms |');
    console.log('|---|---|---|---:|---:|---:|');
    for (const name of ['home', 'category', 'product'] as const) {
      for (const locale of LOCALES) {
        for (const visit of ['first', 'next']) {
          const cost = await visitCost(browser, `${store.url}${pages[name]}`, locale, store.pid!);
          console.log(
            `| ${name} | ${locale} | ${visit} | ${cost.flight} | ${cost.fromCache} | ${cost.serverCpuMs} |`,
          );
        }
      }
    }
    await browser.close();
  } finally {
    stop();
    servers.length = 0;
  }
  if (process.env.BENCH_THROUGHPUT !== '0') await pageThroughput({ databaseUrl: DATABASE_URL });
}

await main();
