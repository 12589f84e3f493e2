import { and, asc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { config } from '@/config';
import { instalmentPromotions, sellerInstalmentRates, sellerTranslations } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { cachedByTags } from '../shared/versioned-cache';
import type { PlanRules, PlanTerm, Promotion, RateTable } from './plans';

async function promotionsWhere(
  ctx: Ctx,
  where: SQL | undefined,
): Promise<(Promotion & { title: Record<string, string> })[]> {
  const rows = await ctx.db
    .select()
    .from(instalmentPromotions)
    .where(where)
    .orderBy(asc(instalmentPromotions.endsAt), asc(instalmentPromotions.id));
  return rows.map((r) => ({ ...r, months: r.months as PlanTerm }));
}

const runningPromotions = (ctx: Ctx, now: Date) =>
  promotionsWhere(ctx, and(lte(instalmentPromotions.startsAt, now), gt(instalmentPromotions.endsAt, now)));

async function loadRules(ctx: Ctx, now: Date, promotions: Promise<Promotion[]>): Promise<PlanRules> {
  const [rates, kept] = await Promise.all([ctx.db.select().from(sellerInstalmentRates), promotions]);
  const sellerRates = new Map<number, RateTable>();
  for (const r of rates) {
    const table = sellerRates.get(r.sellerId) ?? {};
    table[r.months as PlanTerm] = r.rateBps;
    sellerRates.set(r.sellerId, table);
  }
  return { sellerRates, promotions: kept, with36: config().instalment36Enabled, now };
}

/** The rates and running promotions the plan engine needs, read now (two small tables). */
export async function planRules(ctx: Ctx): Promise<PlanRules> {
  const now = nowOf(ctx);
  return loadRules(ctx, now, runningPromotions(ctx, now));
}

/**
 * The plan rules behind what the storefront shows (the cards' "from … a month"), kept per
 * `structure` version: a write to the rates or promotions bumps it in its transaction
 * (versioned-cache.ts). Every promotion that has not ended is kept, and the plan engine reads them
 * at the caller's clock, so one that starts or ends on the clock shows at once too. What a shopper
 * pays (checkout, the card's orders) reads planRules.
 */
export async function shownPlanRules(ctx: Ctx): Promise<PlanRules> {
  if (ctx.now) return planRules(ctx);
  const kept = await cachedByTags(ctx, 'plan-rules', ['structure'], () => {
    const now = new Date();
    return loadRules(ctx, now, promotionsWhere(ctx, gt(instalmentPromotions.endsAt, now)));
  });
  return { ...kept, with36: config().instalment36Enabled, now: new Date() };
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
