import { serve } from '@hono/node-server';
import { getDbHandle } from '@/db/client';
import { startJobs, stopJobs } from '@/jobs/process';
import { restApp } from './rest/app';
import { logger } from './logger';

/** The REST API on its own (`npm run start:api`), so it can scale apart from the pages. */
const port = Number(process.env.API_PORT ?? 3001);
await startJobs();
const server = serve({ fetch: restApp.fetch, port }, () => logger.info({ port }, 'REST API listening'));

/** On a signal: no new requests or jobs, the running ones finish, then the database closes. */
async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  await Promise.all([new Promise((resolve) => server.close(resolve)), stopJobs()]);
  await getDbHandle().close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));
