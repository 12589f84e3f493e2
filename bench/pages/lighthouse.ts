/**
 * One Lighthouse run (the `lighthouse` package's default mobile profile: a 412-px phone, simulated
 * slow 4G and a 4× slower CPU) of a URL in Debian's Chromium, performance only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse `runs` times, one after another: the run with the median performance score (its own
 * LCP, CLS and TBT), and every run's score.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
): Promise<LighthouseFigures & { runs: number[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url));
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: all.map((r) => r.performance) };
}

export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}
