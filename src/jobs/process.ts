import { getDbHandle } from '@/db/client';
import { logger } from '@/http/logger';
import { jobsEnabled } from './config';
import { startJobRunner, type JobRunner } from './runner';

// On globalThis: Next.js may load this module from more than one bundle of the same process.
const state = globalThis as unknown as { __jobRunner?: Promise<JobRunner | null> };

/**
 * Starts this process's job workers once, unless JOBS_ENABLED turns them off. Called when an app
 * server starts (src/instrumentation.ts for Next.js, src/http/standalone.ts for the API alone);
 * every instance runs them, and the queue shares the work out.
 */
export function startJobs(): Promise<JobRunner | null> {
  state.__jobRunner ??= (async () => {
    if (!jobsEnabled()) {
      logger.info('background jobs off (JOBS_ENABLED)');
      return null;
    }
    const runner = await startJobRunner(getDbHandle());
    logger.info('background jobs started');
    return runner;
  })();
  return state.__jobRunner;
}

/** Takes no new job and lets the running ones finish (or time out). */
export async function stopJobs(): Promise<void> {
  const runner = await state.__jobRunner?.catch(() => null);
  state.__jobRunner = undefined;
  await runner?.stop();
}

/**
 * For `next start`, which closes its server and exits on SIGINT/SIGTERM by itself: from the signal
 * on no new job is taken, and a run cut short rolls back and is retried when its time is up.
 */
export function stopJobsOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopJobs());
}
