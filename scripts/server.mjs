// The production server behind `npm start`: Next.js (pages and the REST API) in one Node.js HTTP
// server that (1) works out each caller's address from TRUSTED_PROXIES before the app sees the
// request, (2) serves the build's scripts, styles and fonts and the images of /media from memory
// (src/http/next-static.mjs, src/http/media-files.mjs, src/http/file-memory.mjs), (3) answers
// repeat requests of anonymous shoppers for the home, category and product pages from the page
// output cache (src/http/page-output-cache.mjs), and (4) on SIGINT/SIGTERM finishes the requests
// in flight, stops the job workers and closes the database before it exits.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import next from 'next';
// Next renders pages for crawlers that cannot run scripts (and for Lighthouse) without streaming.
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { parseTrustedProxies, settleForwardedFor } from '../src/http/client-address.mjs';
import { exitGracefullyOnSignals } from '../src/http/graceful-shutdown.mjs';
import { decodableUrl } from '../src/http/decodable-url.mjs';
import { createFileMemory } from '../src/http/file-memory.mjs';
import { createMediaFiles } from '../src/http/media-files.mjs';
import { createNextStatic } from '../src/http/next-static.mjs';
import { createPageOutputCache, homeAndCatalogPaths } from '../src/http/page-output-cache.mjs';
import { logIfSlow } from '../src/http/slow-requests.mjs';

process.env.NODE_ENV ??= 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const app = next({ dev: false, port, hostname: hostname ?? 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const routes = Object.values(JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')));
const pages = createPageOutputCache({
  // Set by src/instrumentation.ts inside the app: the versions the cache is keyed by, its limits.
  settings: () => globalThis.__pageOutputCache,
  isCacheablePath: homeAndCatalogPaths(routes, readdirSync('public')),
  variant: (req) => getBotType(req.headers['user-agent'] ?? '') ?? 'browser',
});
// The build's files (about 2.5 MB, compressed too) and the images shoppers ask for most.
const memory = createFileMemory({ maxBytes: 64 * 1024 * 1024 });
const nextStatic = createNextStatic({ dir: '.next/static', memory });
// Set by src/instrumentation.ts inside the app: the media directory, its types and widths, the headers.
const media = createMediaFiles({ settings: () => globalThis.__mediaFiles, memory });
// A request still unanswered after SLOW_REQUEST_MS (5 s; 0: never) is logged, and again as it ends.
const slowMs = Number(process.env.SLOW_REQUEST_MS ?? 5000);
const server = http.createServer((req, res) => {
  logIfSlow(req, res, { ms: slowMs, log: (line) => console.log(`> ${line}`) });
  settleForwardedFor(req, trusted);
  // A path that cannot be decoded ('/%ff') is an unknown path, not a 500.
  req.url = decodableUrl(req.url ?? '/');
  const next = () => pages.handle(req, res, () => handle(req, res));
  void nextStatic.handle(req, res, () => media.handle(req, res, next));
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
