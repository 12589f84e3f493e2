import { getDbHandle } from '@/db/client';
import { logger } from '@/http/logger';
import { config } from '@/config';
import { messageTransport } from '@/domain/notifications/senders';
import { rebuildStaleSearchDocuments } from '@/domain/search';
import { startMessageRelay, type MessageRelay } from './message-relay';
import { startJobRunner, type JobRunner } from './runner';

// On globalThis: Next.js may load this module from more than one bundle of the same process.
const state = globalThis as unknown as {
  __jobRunner?: Promise<JobRunner | null>;
  __messageRelay?: MessageRelay;
  __documentRebuild?: { stop: AbortController; done: Promise<unknown> };
};

/**
 * Search documents built by other rules than this build's are rebuilt in the background, the old
 * ones serving meanwhile (src/domain/search/document-rules.ts): a deployment with new synonyms
 * starts at once, and every instance that starts shares the batches.
 */
function rebuildSearchDocuments(): void {
  const stop = new AbortController();
  const started = Date.now();
  const done = rebuildStaleSearchDocuments(getDbHandle().db, { signal: stop.signal }).then(
    (products) => {
      if (products) logger.info({ products, ms: Date.now() - started }, 'search documents rebuilt');
    },
    (err) => logger.error({ err }, 'search documents rebuild failed; the next start goes on with it'),
  );
  state.__documentRebuild = { stop, done };
}

/**
 * Starts this process's job workers once, unless JOBS_ENABLED turns them off. Called when an app
 * server starts (src/instrumentation.ts for Next.js, src/http/standalone.ts for the API alone);
 * every instance runs them, and the queue shares the work out.
 */
export function startJobs(): Promise<JobRunner | null> {
  state.__jobRunner ??= (async () => {
    if (!config().jobsEnabled) {
      logger.info('background jobs off (JOBS_ENABLED)');
      return null;
    }
    rebuildSearchDocuments();
    const runner = await startJobRunner(getDbHandle());
    const transport = messageTransport();
    if (transport) state.__messageRelay ??= startMessageRelay(getDbHandle().db, transport);
    logger.info({ messageRelay: !!transport }, 'background jobs started');
    return runner;
  })();
  return state.__jobRunner;
}

/**
 * Takes no new job and lets the running ones (the message relay's run, a batch of the documents'
 * rebuild) finish or time out.
 */
export async function stopJobs(): Promise<void> {
  const runner = await state.__jobRunner?.catch(() => null);
  state.__jobRunner = undefined;
  const relay = state.__messageRelay;
  state.__messageRelay = undefined;
  const rebuild = state.__documentRebuild;
  state.__documentRebuild = undefined;
  rebuild?.stop.abort();
  await Promise.all([runner?.stop(), relay?.stop(), rebuild?.done]);
}

/** The end of an app process, after its HTTP server has closed: jobs stop, then the database closes. */
export async function shutdownApp(): Promise<void> {
  await stopJobs();
  await getDbHandle().close();
  logger.info('stopped');
}
