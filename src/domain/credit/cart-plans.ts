import { z } from 'zod';
import type { Customer } from '../auth/tokens';
import { customerCart } from '../cart/carts';
import { readCartLines, type CartLine } from '../cart/cart-view';
import type { Ctx } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { planRules } from './plan-rules';
import { linesUnderMinimum, plansFor, type Plan } from './plans';
import { CARD } from './settings';

export interface SellerPlans {
  sellerId: number;
  seller: string;
  /** Piastres: what the card would finance at this seller (its lines that take the card). */
  financed: number;
  /** Lines under 500 EGP: while there is one, the card cannot pay (§5). */
  linesUnderMinimum: CartLine[];
  plans: Plan[];
}

const dealersSchema = z.object({
  dealers: z
    .array(z.coerce.number({ error: 'dealers' }).int({ error: 'dealers' }).positive({ error: 'dealers' }), {
      error: 'dealers',
    })
    .max(50, { error: 'dealers' })
    .optional(),
});

/**
 * The plans on offer for the customer's cart, per seller (POST amancard/options {dealers}):
 * each seller's lines that take the card, financed together, with every term the seller offers.
 * `dealers` narrows the answer to those sellers; without it, every seller in the cart.
 */
export async function cartPlans(
  ctx: Ctx,
  customer: Customer,
  input: unknown,
): Promise<{ issuingFee: number; sellers: SellerPlans[] }> {
  const { dealers } = parseInput(dealersSchema, input ?? {});
  const cart = await customerCart(ctx, customer.id);
  const [lines, rules] = await Promise.all([readCartLines(ctx, cart.id), planRules(ctx)]);
  const bySeller = new Map<number, CartLine[]>();
  for (const line of lines) {
    if (!line.paymentMethods.includes('ocean_amancard')) continue;
    if (dealers && !dealers.includes(line.sellerId)) continue;
    bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  }
  const sellers = [...bySeller.entries()].map(([sellerId, own]) => {
    const financed = own.reduce((sum, l) => sum + l.rowTotal, 0);
    const under = linesUnderMinimum(own);
    return {
      sellerId,
      seller: own[0]!.seller,
      financed,
      linesUnderMinimum: under,
      plans: under.length > 0 ? [] : plansFor(financed, sellerId, rules),
    };
  });
  return { issuingFee: CARD.issuingFee, sellers };
}
