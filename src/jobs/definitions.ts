import { purgeLoginFailures } from '@/domain/auth/failure-throttle';
import { expireUnpaidOrders, SWEEP_BATCH } from '@/domain/payments/sessions';
import type { Ctx } from '@/domain/shared/ctx';
import { nowOf } from '@/domain/shared/ctx';
import { foldVersionRows } from '@/domain/shared/cache-versions';
import { purgeRateLimitCounters } from '@/domain/shared/rate-limit';

/** A kind of background work: what it does, when it recurs, and how a failed run is retried. */
export interface JobDefinition {
  /** The queue's name (letters, digits, `-`, `_`, `.`). */
  name: string;
  /** A cron expression in UTC for recurring work; none for work that is only sent. */
  cron?: string;
  /** A run that throws is tried again `limit` times, `delaySeconds` later (doubling with backoff). */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run still active after this long counts as failed (its instance died) and is retried. */
  expireInSeconds: number;
  run(ctx: Ctx, data: unknown): Promise<unknown>;
}

/**
 * Orders left unpaid past their window are canceled and their stock released. Every minute, so
 * held stock comes back at most about a minute late whether or not anyone is shopping; a backlog
 * larger than one batch is drained in the same run.
 */
export const expireUnpaidOrdersJob: JobDefinition = {
  name: 'expire-unpaid-orders',
  cron: '* * * * *',
  // The next minute's run sweeps anyway; retries only bridge a short outage.
  retry: { limit: 2, delaySeconds: 15, backoff: true },
  expireInSeconds: 5 * 60,
  async run(ctx) {
    let expired = 0;
    for (;;) {
      const batch = await expireUnpaidOrders(ctx);
      expired += batch;
      // A short batch means nothing more is due (or the rest is being handled by another run).
      if (batch < SWEEP_BATCH) return { expired };
    }
  },
};

/**
 * Request counters whose window has ended and sign-in failures older than their window count for
 * nothing any more: removed every hour, so the tables stay the size of the last hour's traffic.
 * The pages' version rows the hour's writes added are folded into one per tag and category.
 */
export const purgeCountersJob: JobDefinition = {
  name: 'purge-counters',
  cron: '7 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 5 * 60,
  async run(ctx) {
    const hourAgo = new Date(nowOf(ctx).getTime() - 3_600_000);
    return {
      counters: await purgeRateLimitCounters(ctx, hourAgo),
      loginFailures: await purgeLoginFailures(ctx, hourAgo),
      versionRows: await foldVersionRows(ctx),
    };
  },
};

/** Every job the app runs. Instalment due dates, reminders and outgoing messages join here. */
export const jobDefinitions: JobDefinition[] = [expireUnpaidOrdersJob, purgeCountersJob];
