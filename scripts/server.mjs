// The production server behind `npm start`: Next.js (pages and the REST API) in one Node.js HTTP
// server that (1) works out each caller's address from TRUSTED_PROXIES before the app sees the
// request, and (2) on SIGINT/SIGTERM finishes the requests in flight, stops the job workers and
// closes the database before it exits.
import http from 'node:http';
import next from 'next';
import { parseTrustedProxies, settleForwardedFor } from '../src/http/client-address.mjs';
import { exitGracefullyOnSignals } from '../src/http/graceful-shutdown.mjs';

process.env.NODE_ENV ??= 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const app = next({ dev: false, port, hostname: hostname ?? 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const server = http.createServer((req, res) => {
  settleForwardedFor(req, trusted);
  void handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port}`);
});
exitGracefullyOnSignals(server, {
  graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000),
  log: (line) => console.log(`> ${line}`),
  // Set by src/instrumentation.ts inside the app: stops the job workers and closes the database.
  afterHttp: () => globalThis.__appShutdown?.(),
});
