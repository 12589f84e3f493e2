/**
 * One Lighthouse run (the `lighthouse` package's default mobile profile: a 412-px phone, simulated
 * slow 4G and a 4× slower CPU) of a URL in Debian's Chromium, performance only.
 *
 * Each run also says whether Chromium's compositor held the page's first frame back
 * (`firstFrameThrottled`): Viz sends a renderer at most one BeginFrame a second while more than
 * three of its frames are undrawn ("ThrottleUndrawnFrames", components/viz/service/frame_sinks/
 * compositor_frame_sink_support.cc), which happens here while headless Chromium swaps in the new
 * page's surface. The page then paints on the next whole second (about 1.2 or 2.3 s after the
 * navigation, with the main thread idle), and Lighthouse's simulation counts all the page's script
 * work before that paint into LCP (docs/performance.md, "The late first frame").
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The first paint as Chromium saw it, unthrottled (ms after the navigation starts). */
  observedFirstPaintMs: number;
  firstFrameThrottled: boolean;
}

export interface LighthouseMedian extends LighthouseFigures {
  /** Every run's score, a throttled first frame marked with *. */
  runs: string[];
  /** The median of the runs whose first frame was not held back (none: undefined). */
  unthrottled?: LighthouseFigures;
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

function median(runs: LighthouseFigures[]): LighthouseFigures | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse `runs` times, one after another: the run with the median performance score (its own
 * LCP, CLS and TBT), the same among the runs whose first frame was not throttled, and every run's
 * score.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseMedian> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url));
  return {
    ...median(all)!,
    runs: all.map((r) => `${r.performance}${r.firstFrameThrottled ? '*' : ''}`),
    unthrottled: median(all.filter((r) => !r.firstFrameThrottled)),
  };
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { reason?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Whether Viz refused a BeginFrame for undrawn frames between the navigation and the first paint. */
function throttledBefore(events: TraceEvent[], firstPaintMs: number): boolean {
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!start) return false;
  const until = start.ts + firstPaintMs * 1000;
  return events.some(
    (e) =>
      e.name === 'SendBeginFrameDecision' &&
      e.args?.reason === 'ThrottleUndrawnFrames' &&
      e.ts > start.ts &&
      e.ts < until,
  );
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
      // Viz's BeginFrame decisions: whether the first frame was held back (above).
      additionalTraceCategories: 'viz',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories } = result.lhr;
    const metrics = (audits.metrics?.details as { items?: { observedFirstPaint?: number }[] } | undefined)
      ?.items?.[0];
    const observedFirstPaintMs = metrics?.observedFirstPaint ?? NaN;
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      observedFirstPaintMs,
      firstFrameThrottled: trace ? throttledBefore(trace.traceEvents, observedFirstPaintMs) : false,
    };
  } finally {
    chrome.kill();
  }
}
