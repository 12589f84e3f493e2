import { desc, lte } from 'drizzle-orm';
import { sellerCommissionRates } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import { commissionSchema, DEFAULT_COMMISSION_BPS, percentToBps } from './payout-schemas';

/**
 * The store's commission on its sellers' sales, one of the store's settings (admin role). Each
 * change is a new row in force from the moment it is saved, so a statement charges every line the
 * rate of its own day (payouts.ts) and a change never rewrites a month already paid out.
 */

export interface CommissionRate {
  rateBps: number;
  /** Null while the store has never set one (the default applies). */
  since: Date | null;
}

/** The rate in force at a moment (now by default). */
export async function commissionRateAt(ctx: Ctx, at: Date = nowOf(ctx)): Promise<CommissionRate> {
  const [row] = await ctx.db
    .select()
    .from(sellerCommissionRates)
    .where(lte(sellerCommissionRates.effectiveFrom, at))
    .orderBy(desc(sellerCommissionRates.effectiveFrom), desc(sellerCommissionRates.id))
    .limit(1);
  return row
    ? { rateBps: row.rateBps, since: row.effectiveFrom }
    : { rateBps: DEFAULT_COMMISSION_BPS, since: null };
}

/** The settings page: the rate now and every change to it. */
export async function commissionForStaff(ctx: Ctx) {
  return { current: await commissionRateAt(ctx), history: await historyOf(ctx, 'seller_commission') };
}

/** Sets the commission from now on; answers the rate in force. */
export function setCommissionAs(ctx: Ctx, actor: Actor, input: unknown): Promise<CommissionRate> {
  const rateBps = percentToBps(parseInput(commissionSchema, input).rate_percent);
  const now = nowOf(ctx);
  return audited(
    ctx,
    actor,
    { action: 'seller_commission.update', entity: 'seller_commission', entityId: '' },
    async (tx) => {
      const before = await commissionRateAt(tx, now);
      const [row] = await tx.db
        .insert(sellerCommissionRates)
        .values({ rateBps, effectiveFrom: now, staffId: 'id' in actor ? actor.id : null })
        .returning();
      return {
        result: { rateBps, since: now },
        before: { rate_bps: before.rateBps },
        after: { rate_bps: rateBps },
        entityId: row!.id,
      };
    },
  );
}
