import { and, asc, eq } from 'drizzle-orm';
import { sellerInstalmentRates, sellerTranslations, sellers } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import type { PlanTerm, RateTable } from './plans';
import { bpsOf, sellerRatesSchema } from './seller-rate-schemas';

/**
 * A dealer's own instalment rates for the catalog role: read, and replaced whole (audited). The
 * plan engine reads seller_instalment_rates on every quote (plan-rules.ts), and the table's
 * trigger bumps the 'catalog' cache version, so product pages and cards show the new plans at once.
 */
export interface SellerForRates {
  id: number;
  code: string;
  nameAr: string;
  nameEn: string;
  isActive: boolean;
  rates: RateTable;
}

export async function sellersForRates(ctx: Ctx): Promise<SellerForRates[]> {
  const [rows, rates] = await Promise.all([
    ctx.db
      .select({ s: sellers, t: sellerTranslations })
      .from(sellers)
      .leftJoin(sellerTranslations, eq(sellerTranslations.sellerId, sellers.id))
      .orderBy(asc(sellers.id)),
    ctx.db.select().from(sellerInstalmentRates).orderBy(asc(sellerInstalmentRates.months)),
  ]);
  const byId = new Map<number, SellerForRates>();
  for (const { s, t } of rows) {
    const seller = byId.get(s.id) ?? {
      id: s.id,
      code: s.code,
      nameAr: '',
      nameEn: '',
      isActive: s.isActive,
      rates: {},
    };
    if (t?.locale === 'ar') seller.nameAr = t.name;
    if (t?.locale === 'en') seller.nameEn = t.name;
    byId.set(s.id, seller);
  }
  for (const r of rates) {
    const seller = byId.get(r.sellerId);
    if (seller) seller.rates[r.months as PlanTerm] = r.rateBps;
  }
  return [...byId.values()];
}

export async function sellerRatesForStaff(ctx: Ctx, id: number) {
  const seller = (await sellersForRates(ctx)).find((s) => s.id === id);
  if (!seller) throw notFound('seller_not_found');
  return { seller, history: await historyOf(ctx, 'seller_rates', id) };
}

/** Replaces a dealer's own rates; an empty list puts it back on the store's terms. */
export function setSellerRatesAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const { rates } = parseInput(sellerRatesSchema, input);
  return audited(ctx, actor, { action: 'seller.rates', entity: 'seller_rates', entityId: id }, async (tx) => {
    const [row] = await tx.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.id, id))
      .for('update');
    if (!row) throw notFound('seller_not_found');
    const before = await tx.db
      .select({ months: sellerInstalmentRates.months, rate_bps: sellerInstalmentRates.rateBps })
      .from(sellerInstalmentRates)
      .where(eq(sellerInstalmentRates.sellerId, id))
      .orderBy(asc(sellerInstalmentRates.months));
    await tx.db.delete(sellerInstalmentRates).where(and(eq(sellerInstalmentRates.sellerId, id)));
    const after = rates
      .map((r) => ({ months: r.months, rate_bps: bpsOf(r.rate) }))
      .sort((a, b) => a.months - b.months);
    if (after.length)
      await tx.db
        .insert(sellerInstalmentRates)
        .values(after.map((r) => ({ sellerId: id, months: r.months, rateBps: r.rate_bps })));
    const seller = (await sellersForRates(tx)).find((s) => s.id === id)!;
    return { result: seller, before, after };
  });
}
