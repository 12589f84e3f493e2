// Stopping a server without cutting anyone off: used by scripts/server.mjs (pages and API) and
// src/http/standalone.ts (the API alone). Plain JavaScript so that both can import it.

/**
 * Stops taking connections, lets the requests in flight finish (idle keep-alive connections are
 * closed as they go quiet), forces the rest closed after `graceMs`, then runs `afterHttp` (stop the
 * job workers, close the database). Resolves when all of that is done.
 */
export async function closeGracefully(server, { graceMs = 10_000, afterHttp } = {}) {
  const closed = new Promise((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(force);
  }
  await afterHttp?.();
}

/** On SIGINT or SIGTERM, once: close gracefully, then exit (1 if the shutdown itself failed). */
export function exitGracefullyOnSignals(server, options = {}) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      options.log?.(`${signal}: finishing requests in flight, then stopping`);
      closeGracefully(server, options).then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}
