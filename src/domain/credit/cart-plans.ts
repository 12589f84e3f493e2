import { z } from 'zod';
import type { CardStatus } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import { quoteOrder } from '../orders/quote';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { orderPlansFor } from './card-orders';
import { cairoDay } from '../shared/cairo-day';
import { dueDays } from './instalment-math';
import type { SellerPlan } from './order-plans';
import { CARD } from './settings';

export const optionsSchema = z.object({
  dealers: z
    .array(z.coerce.number({ error: 'dealers' }).int({ error: 'dealers' }).positive({ error: 'dealers' }), {
      error: 'dealers',
    })
    .max(50, { error: 'dealers' })
    .optional(),
  address_id: z.coerce.number({ error: 'address_not_found' }).int({ error: 'address_not_found' }).optional(),
});

export interface CartPlans {
  issuingFee: number;
  /** Whether this order would carry the fee (the card's first purchase). */
  feeDue: boolean;
  /** The card's available balance, or null without a card. */
  available: number | null;
  cardStatus: CardStatus | null;
  pinSet: boolean;
  /** Five wrong PINs: no payment until a new PIN is set with a code. */
  pinLocked: boolean;
  /** The day the first instalments would fall due (Cairo). */
  firstDueDate: string;
  /** What the order would cost with the card, and the products the card does not pay for. */
  grandTotal: number;
  removed: string[];
  sellers: SellerPlan[];
}

/**
 * The plans on offer for the customer's cart, per seller (POST amancard/options {dealers}): the
 * order the card would pay (its lines that take the card, the discount, the shipping to the
 * address given or the default one), shared among the sellers as placing the order shares it,
 * with every term each seller offers. `dealers` narrows the answer to those sellers.
 */
export async function cartPlans(ctx: Ctx, customer: Customer, input: unknown): Promise<CartPlans> {
  const { dealers, address_id } = parseInput(optionsSchema, input ?? {});
  const quote = await quoteOrder(ctx, customer, { method: 'ocean_amancard', addressId: address_id ?? null });
  const { card, fee, sellers } = await orderPlansFor(ctx, customer, quote);
  return {
    issuingFee: CARD.issuingFee,
    feeDue: fee > 0,
    available: card?.available ?? null,
    cardStatus: card?.status ?? null,
    pinSet: card?.pinHash != null,
    pinLocked: card?.pinLocked ?? false,
    firstDueDate: dueDays(cairoDay(nowOf(ctx)), 1)[0]!,
    grandTotal: quote.grandTotal,
    removed: quote.removed,
    sellers: dealers ? sellers.filter((s) => dealers.includes(s.sellerId)) : sellers,
  };
}
