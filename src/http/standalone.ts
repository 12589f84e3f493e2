import { serve } from '@hono/node-server';
import { restApp } from './rest/app';
import { logger } from './logger';

/** The REST API on its own (`npm run start:api`), so it can scale apart from the pages. */
const port = Number(process.env.API_PORT ?? 3001);
serve({ fetch: restApp.fetch, port }, () => logger.info({ port }, 'REST API listening'));
