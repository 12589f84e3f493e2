import { and, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { cardInstalments, cardPurchases } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { OrderQuote } from '../orders/quote';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { cardOf, changeBalance, creditHold, lockCard, verifyPin, type CardRow } from './cards';
import { cairoDay } from '../shared/cairo-day';
import { instalmentsOf } from './instalment-math';
import { chosenPlans, planOrder, type Variant } from './order-plans';
import { planRules } from './plan-rules';
import { CARD } from './settings';

/** `transaction_variants`: the months chosen for each seller of the order. */
export const variantsSchema = z
  .array(
    z.object({
      dealer: z.coerce.number().int().positive(),
      months: z.coerce.number().int().positive(),
    }),
    { error: 'transaction_variants' },
  )
  .max(50, { error: 'transaction_variants' });

export function parseVariants(input: unknown): Variant[] {
  return parseInput(z.object({ transaction_variants: variantsSchema }), { transaction_variants: input ?? [] })
    .transaction_variants;
}

/** §8: exactly "The balance of the card is less than the total amount of the order". */
const balanceShort = () => new AppError('conflict', 'card_balance_short');

function assertActive(card: CardRow | null): asserts card is CardRow {
  if (!card) throw notFound('credit_card_not_found');
  if (card.status === 'on_hold') throw creditHold();
}

/** Whether the card still owes its issuing fee: no instalment carrying it is due or paid. */
async function feeDue(ctx: Ctx, cardId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: cardInstalments.id })
    .from(cardInstalments)
    .where(
      and(
        eq(cardInstalments.cardId, cardId),
        gt(cardInstalments.fee, 0),
        inArray(cardInstalments.status, ['due', 'paid']),
      ),
    )
    .limit(1);
  return row === undefined;
}

/** The plans of the customer's order as the card would pay it now (the options call and the disclosure). */
export async function orderPlansFor(ctx: Ctx, customer: Customer, quote: OrderQuote) {
  const card = await cardOf(ctx, customer);
  const fee = !card || (await feeDue(ctx, card.id)) ? CARD.issuingFee : 0;
  return { card, fee, sellers: planOrder(quote, await planRules(ctx), fee) };
}

/**
 * Before the order's transaction: the card can pay this quote (lines of 500 EGP or more, a plan
 * each seller offers, an active card whose balance covers the total), then the PIN. A wrong PIN
 * counts toward the lock in its own write, so refusing the order does not undo the count.
 */
export async function authoriseCardOrder(
  ctx: Ctx,
  customer: Customer,
  quote: OrderQuote,
  input: { pin: unknown; variants: Variant[] },
): Promise<void> {
  const { card, sellers } = await orderPlansFor(ctx, customer, quote);
  assertActive(card);
  chosenPlans(sellers, input.variants, ctx.locale);
  if (card.available < quote.grandTotal) throw balanceShort();
  await verifyPin(ctx, customer, input.pin, 'pin_code');
}

/**
 * Inside the order's transaction, once the order row exists: the card is row-locked and checked
 * again, each seller's purchase and its instalments are written, and the available balance loses
 * the order's total. Orders at once on one card wait for each other here, so together they never
 * spend more than the balance (a check on the column refuses a negative balance as well).
 */
export async function chargeCard(
  ctx: Ctx,
  customer: Customer,
  order: { id: number; quote: OrderQuote; variants: Variant[] },
): Promise<void> {
  const card = await lockCard(ctx, customer);
  assertActive(card);
  if (card.available < order.quote.grandTotal) throw balanceShort();
  const fee = (await feeDue(ctx, card.id)) ? CARD.issuingFee : 0;
  const chosen = chosenPlans(planOrder(order.quote, await planRules(ctx), fee), order.variants, ctx.locale);
  const now = nowOf(ctx);
  const day = cairoDay(now);
  for (const { seller, plan } of chosen) {
    const [purchase] = await ctx.db
      .insert(cardPurchases)
      .values({
        cardId: card.id,
        orderId: order.id,
        sellerId: seller.sellerId,
        months: plan.months,
        rateBps: plan.rateBps,
        promotionId: plan.promotionId,
        financed: plan.financed,
        interest: plan.interest,
        fee: plan.fee,
        createdAt: now,
      })
      .returning({ id: cardPurchases.id });
    await ctx.db
      .insert(cardInstalments)
      .values(instalmentsOf(plan, day).map((i) => ({ ...i, purchaseId: purchase!.id, cardId: card.id })));
  }
  await changeBalance(ctx, card.id, -order.quote.grandTotal);
}
