import { getDbHandle } from '@/db/client';
import { logger } from '@/http/logger';
import { config } from '@/config';
import { messageTransport } from '@/domain/notifications/senders';
import { startMessageRelay, type MessageRelay } from './message-relay';
import { startJobRunner, type JobRunner } from './runner';

// On globalThis: Next.js may load this module from more than one bundle of the same process.
const state = globalThis as unknown as {
  __jobRunner?: Promise<JobRunner | null>;
  __messageRelay?: MessageRelay;
};

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
    const runner = await startJobRunner(getDbHandle());
    const transport = messageTransport();
    if (transport) state.__messageRelay ??= startMessageRelay(getDbHandle().db, transport);
    logger.info({ messageRelay: !!transport }, 'background jobs started');
    return runner;
  })();
  return state.__jobRunner;
}

/** Takes no new job and lets the running ones (and the message relay's run) finish or time out. */
export async function stopJobs(): Promise<void> {
  const runner = await state.__jobRunner?.catch(() => null);
  state.__jobRunner = undefined;
  const relay = state.__messageRelay;
  state.__messageRelay = undefined;
  await Promise.all([runner?.stop(), relay?.stop()]);
}

/** The end of an app process, after its HTTP server has closed: jobs stop, then the database closes. */
export async function shutdownApp(): Promise<void> {
  await stopJobs();
  await getDbHandle().close();
  logger.info('stopped');
}
