/**
 * What one anonymous shopper's visit to a page costs the server, on a 375 px screen: the page,
 * then the prefetches and other flight-data requests (`rsc: 1`) its links make until the network
 * is idle. Server CPU is read from /proc for the server's process, so it counts everything the
 * visit made it do (the HTML, the prefetches, scripts, styles and images).
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export interface VisitCost {
  /** Flight-data requests (prefetches and navigations) the visit made. */
  flight: number;
  /** Of them, answered from the page output cache. */
  fromCache: number;
  serverCpuMs: number;
}

/** User + system CPU time of a process so far, ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function visitCost(
  browser: Browser,
  url: string,
  locale: 'ar' | 'en',
  serverPid: number,
): Promise<VisitCost> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addCookies([{ name: 'lang', value: locale, url }]);
  const page = await context.newPage();
  let flight = 0;
  let fromCache = 0;
  page.on('response', (response) => {
    if (response.request().headers()['rsc'] !== '1') return;
    flight++;
    if (response.headers()['x-page-cache'] === 'hit') fromCache++;
  });
  const before = cpuMs(serverPid);
  await page.goto(url, { waitUntil: 'networkidle' });
  const serverCpuMs = cpuMs(serverPid) - before;
  await context.close();
  return { flight, fromCache, serverCpuMs };
}
