import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { config } from '@/config';
import { instalmentPromotions, sellerInstalmentRates, sellerTranslations } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import type { PlanRules, PlanTerm, Promotion, RateTable } from './plans';

/** The rates and running promotions the plan engine needs, read now (two small tables). */
export async function planRules(ctx: Ctx): Promise<PlanRules> {
  const now = nowOf(ctx);
  const [rates, promotions] = await Promise.all([
    ctx.db.select().from(sellerInstalmentRates),
    runningPromotions(ctx, now),
  ]);
  const sellerRates = new Map<number, RateTable>();
  for (const r of rates) {
    const table = sellerRates.get(r.sellerId) ?? {};
    table[r.months as PlanTerm] = r.rateBps;
    sellerRates.set(r.sellerId, table);
  }
  return { sellerRates, promotions, with36: config().instalment36Enabled, now };
}

async function runningPromotions(
  ctx: Ctx,
  now: Date,
): Promise<(Promotion & { title: Record<string, string> })[]> {
  const rows = await ctx.db
    .select()
    .from(instalmentPromotions)
    .where(and(lte(instalmentPromotions.startsAt, now), gt(instalmentPromotions.endsAt, now)))
    .orderBy(asc(instalmentPromotions.endsAt), asc(instalmentPromotions.id));
  return rows.map((r) => ({ ...r, months: r.months as PlanTerm }));
}

export interface PromotionView {
  id: number;
  title: string;
  sellerId: number | null;
  sellerName: string | null;
  months: PlanTerm;
  rateBps: number;
  startsAt: Date;
  endsAt: Date;
}

/** The promotions running now, in the shopper's language, soonest to end first. */
export async function currentPromotions(ctx: Ctx): Promise<PromotionView[]> {
  const promotions = await runningPromotions(ctx, nowOf(ctx));
  const sellerIds = [...new Set(promotions.flatMap((p) => (p.sellerId === null ? [] : [p.sellerId])))];
  const names =
    sellerIds.length === 0
      ? []
      : await ctx.db
          .select({ id: sellerTranslations.sellerId, name: sellerTranslations.name })
          .from(sellerTranslations)
          .where(
            and(inArray(sellerTranslations.sellerId, sellerIds), eq(sellerTranslations.locale, ctx.locale)),
          );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return promotions.map((p) => ({
    id: p.id,
    title: p.title[ctx.locale] ?? p.title.en ?? '',
    sellerId: p.sellerId,
    sellerName: p.sellerId === null ? null : (nameOf.get(p.sellerId) ?? null),
    months: p.months,
    rateBps: p.rateBps,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
  }));
}
