// Requests the server has not finished answering within a time limit, logged when the limit passes (with
// what had been sent by then) and again when they end: a page render that stalls shows in the
// server's log instead of only as a shopper's endless wait. Plain JavaScript, for scripts/server.mjs.

/** What a log line calls a request: method, URL, and whether it is a navigation or prefetch (rsc). */
function describe(req) {
  if (req.headers.rsc !== '1') return `${req.method} ${req.url}`;
  return `${req.method} ${req.url} (rsc${req.headers['next-router-prefetch'] === '1' ? ', prefetch' : ''})`;
}

/** Watches one request: logs it if it is still unanswered after `ms`, and then how it ended. */
export function logIfSlow(req, res, { ms, log, now = Date.now }) {
  if (!(ms > 0)) return;
  const started = now();
  const timer = setTimeout(() => {
    const sent = res.headersSent ? `headers sent (${res.statusCode})` : 'no headers sent';
    log(`slow: ${describe(req)} unfinished after ${ms} ms, ${sent}`);
    res.once('close', () => {
      const end = res.writableFinished ? `answered (${res.statusCode})` : 'closed unfinished';
      log(`slow: ${describe(req)} ${end} after ${now() - started} ms`);
    });
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}
