import { lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '@/db/schema';
import type { Ctx } from './ctx';
import { nowOf } from './ctx';
import { AppError } from './errors';

export interface RateLimit {
  /** What is counted, e.g. `lookup:203.0.113.7`. */
  key: string;
  windowMs: number;
  /** Hits allowed per window; the next one is refused until the window ends. */
  max: number;
  /** The message of the refusal (under `errors.`), given `{seconds}` to wait. */
  messageKey: string;
}

/**
 * Counts one hit in the current fixed window and refuses it (rate_limited, with the seconds until
 * the window ends) past the cap. One upsert: requests at once, on any instance, each get their own
 * count, so none slips under the cap. At a window's edge a client can get up to twice the cap
 * through in a short time; the windows are short enough for that not to matter.
 */
export async function countHit(ctx: Ctx, limit: RateLimit): Promise<void> {
  const now = nowOf(ctx).getTime();
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const [row] = await ctx.db
    .insert(rateLimitCounters)
    .values({ key: limit.key, windowStart: new Date(windowStart), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  if (row!.hits > limit.max) {
    const seconds = Math.ceil((windowStart + limit.windowMs - now) / 1000);
    throw new AppError('rate_limited', limit.messageKey, { seconds: String(seconds) });
  }
}

/** Removes the counters of windows that ended before `before` (a job runs it). */
export async function purgeRateLimitCounters(ctx: Ctx, before: Date): Promise<number> {
  const removed = await ctx.db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}
