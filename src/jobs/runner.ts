import type { PgBoss } from 'pg-boss';
import type { DbHandle } from '@/db/client';
import type { Ctx } from '@/domain/shared/ctx';
import { logger } from '@/http/logger';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { jobDefinitions, type JobDefinition } from './definitions';
import { createQueue } from './queue';

export interface JobRunner {
  queue: PgBoss;
  /** Enqueues a run of a job now (recurring jobs also come by themselves). */
  send(name: string, data?: object): Promise<string | null>;
  /** Takes no new job and waits for the running ones (up to a timeout). */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  jobs?: JobDefinition[];
  /** Enqueue recurring jobs on their schedule (off for runners that only work). */
  schedule?: boolean;
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds?: number;
  /** How often a scheduling instance looks for due occurrences of recurring jobs. */
  cronCheckSeconds?: number;
}

/**
 * Starts the workers of one app instance. Each job is claimed by exactly one worker of all
 * instances (pg-boss fetches with FOR UPDATE SKIP LOCKED), runs in its own transactions, and is
 * retried by its definition when it throws.
 */
export async function startJobRunner(handle: DbHandle, options: RunnerOptions = {}): Promise<JobRunner> {
  const {
    jobs = jobDefinitions,
    schedule = true,
    pollingIntervalSeconds = 2,
    cronCheckSeconds = 30,
  } = options;
  // The first look for due occurrences comes before the schedules below are stored, so the first
  // sweep after a start comes up to cronCheckSeconds later.
  const queue = createQueue(handle.source, { schedule, cronCheckSeconds });
  queue.on('error', (err) => logger.error({ err }, 'job queue error'));
  await queue.start();
  for (const job of jobs) {
    const settings = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      expireInSeconds: job.expireInSeconds,
    };
    // createQueue keeps an existing queue as it is; updateQueue applies a changed definition.
    await queue.createQueue(job.name, settings);
    await queue.updateQueue(job.name, settings);
    await queue.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async ([item]) => {
      if (!item) return;
      const ctx: Ctx = { db: handle.db, locale: DEFAULT_LOCALE, requestId: `job:${job.name}:${item.id}` };
      const started = Date.now();
      try {
        const result = await job.run(ctx, item.data);
        logger.info({ job: job.name, id: item.id, ms: Date.now() - started, result }, 'job done');
        return result;
      } catch (err) {
        logger.warn({ job: job.name, id: item.id, err }, 'job failed; retried by its policy');
        throw err;
      }
    });
    if (schedule && job.cron) await queue.schedule(job.name, job.cron, null, { tz: 'UTC' });
  }
  return {
    queue,
    send: (name, data) => queue.send(name, data ?? null),
    stop: () => queue.stop({ graceful: true, timeout: 10_000 }),
  };
}
