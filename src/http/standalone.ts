import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { config } from '@/config';
import { shutdownApp, startJobs } from '@/jobs/process';
import { settleForwardedFor } from './client-address.mjs';
import { decodableUrl } from './decodable-url.mjs';
import { exitGracefullyOnSignals } from './graceful-shutdown.mjs';
import { logger } from './logger';
import { restApp } from './rest/app';

/**
 * The REST API on its own (`npm run start:api`), so it can scale apart from the pages: the same
 * client-address rule, undecodable paths and graceful shutdown as scripts/server.mjs.
 */
const { apiPort: port, trustedProxies } = config();
await startJobs();
const listener = getRequestListener(restApp.fetch);
const server = createServer((req, res) => {
  settleForwardedFor(req, trustedProxies);
  // As in scripts/server.mjs: a path that cannot be decoded ('/%ff') is an unknown path, not a 500.
  req.url = decodableUrl(req.url ?? '/');
  void listener(req, res);
});
server.listen(port, () => logger.info({ port }, 'REST API listening'));
exitGracefullyOnSignals(server, { afterHttp: shutdownApp, log: (line) => logger.info(line) });
