import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { loginFailures } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';

/** A password's wrong tries count for 15 minutes. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** What a wrong try is counted under (an account, an address, both), and how many the window allows. */
export interface TryLimit {
  key: string;
  max: number;
}

/** How long tries under this key stay refused, in ms: 0 while fewer than `max` failed in the window. */
export async function throttleWait(ctx: Ctx, { key, max }: TryLimit): Promise<number> {
  const now = nowOf(ctx);
  const failures = await ctx.db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, key),
        gt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
      ),
    )
    .orderBy(asc(loginFailures.createdAt));
  if (failures.length < max) return 0;
  return failures[failures.length - max]!.at.getTime() + FAILURE_WINDOW_MS - now.getTime();
}

/** The longest wait of these limits (0: every one is open). */
export async function longestWait(ctx: Ctx, limits: TryLimit[]): Promise<number> {
  let wait = 0;
  for (const limit of limits) wait = Math.max(wait, await throttleWait(ctx, limit));
  return wait;
}

export type Reservation =
  /** The try may compare its password: the failure rows written for it, and the limits it filled. */
  | { ids: number[]; filled: TryLimit[] }
  /** Refused: some limit is full for this long, in ms. */
  | { wait: number };

/**
 * Records a try as a failure under each limit's key before its password is compared, behind the
 * keys' locks, so that tries sent at once are counted one by one: at most a limit's `max` of a burst
 * are ever compared, and exactly one try fills it. The caller takes the rows back (forgive) when
 * the password was right.
 */
export function reserveTry(ctx: Ctx, limits: TryLimit[]): Promise<Reservation> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    for (const { key } of limits)
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
    const wait = await longestWait(tx, limits);
    if (wait > 0) return { wait };
    const now = nowOf(ctx);
    const rows = await db
      .insert(loginFailures)
      .values(limits.map(({ key }) => ({ key, createdAt: now })))
      .returning({ id: loginFailures.id });
    const filled = [];
    for (const limit of limits) if ((await throttleWait(tx, limit)) > 0) filled.push(limit);
    return { ids: rows.map((r) => r.id), filled };
  });
}

/** Removes failure rows: a try taken back (its ids), and every failure under `keys`. */
export async function forgive(ctx: Ctx, ids: number[], keys: string[] = []): Promise<void> {
  if (!ids.length && !keys.length) return;
  await ctx.db
    .delete(loginFailures)
    .where(
      or(
        ids.length ? inArray(loginFailures.id, ids) : undefined,
        keys.length ? inArray(loginFailures.key, keys) : undefined,
      ),
    );
}

/** Removes failures recorded before `before` (a job runs it; they count for 15 minutes). */
export async function purgeLoginFailures(ctx: Ctx, before: Date): Promise<number> {
  const removed = await ctx.db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, before))
    .returning({ id: loginFailures.id });
  return removed.length;
}
