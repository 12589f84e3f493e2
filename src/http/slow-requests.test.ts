import { describe, expect, it } from 'vitest';
import { inFrontOfNext } from './in-front-of-next.test-helper';
import { logIfSlow } from './slow-requests.mjs';

const lines: string[] = [];
/** Stalled requests, each answered when the test calls it. */
const stalled: (() => void)[] = [];
const get = inFrontOfNext(async (req, res, fallback) => {
  logIfSlow(req, res, { ms: 50, log: (line) => lines.push(line) });
  if (req.url === '/fast') return fallback();
  res.writeHead(200, { 'content-type': 'text/plain' });
  stalled.push(() => res.end('late'));
});

describe('logIfSlow', () => {
  it('logs a request still unanswered after the limit, and how it ended', async () => {
    const answer = get('/stall', { rsc: '1', 'next-router-prefetch': '1' });
    await expect
      .poll(() => lines)
      .toEqual(['slow: GET /stall (rsc, prefetch) unfinished after 50 ms, headers sent (200)']);
    stalled.shift()!();
    expect((await answer).body.toString()).toBe('late');
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[1]).toMatch(/^slow: GET \/stall \(rsc, prefetch\) answered \(200\) after \d+ ms$/);
  });

  it('says nothing of a request answered in time', async () => {
    lines.length = 0;
    expect((await get('/fast')).status).toBe(299);
    // A request that stalls after it: its line comes after the fast one's limit has passed.
    const answer = get('/stall');
    await expect.poll(() => lines.length).toBe(1);
    expect(lines).toEqual(['slow: GET /stall unfinished after 50 ms, headers sent (200)']);
    stalled.shift()!();
    await answer;
  });
});
