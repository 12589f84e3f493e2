import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { carts, customerAddresses } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { customerCart } from './carts';

/** The shipping step's choice: an address of the customer's address book. */
export const shippingChoiceSchema = z.object({
  address_id: z.coerce
    .number({ error: 'address_not_found' })
    .int({ error: 'address_not_found' })
    .positive({ error: 'address_not_found' }),
});

/**
 * Where an order goes when the request names no address: the one the shipping step chose, else
 * the default one, else the first (by id). One rule for the quote and for saveorder.
 */
export function pickAddress<A extends { id: number; isDefault: boolean }>(
  addresses: A[],
  chosenId: number | null,
): A | null {
  return (
    addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null
  );
}

/** Keeps the shipping step's address on the customer's cart (Magento keeps it on the quote). */
export async function chooseShippingAddress(ctx: Ctx, customer: Customer, input: unknown): Promise<number> {
  const { address_id: addressId } = parseInput(shippingChoiceSchema, input);
  return ctx.db.transaction(async (db) => {
    const [address] = await db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customer.id)));
    if (!address) throw notFound('address_not_found');
    const cart = await customerCart({ ...ctx, db }, customer.id);
    await db
      .update(carts)
      .set({ shippingAddressId: address.id, updatedAt: nowOf(ctx) })
      .where(eq(carts.id, cart.id));
    return address.id;
  });
}

/** The address saveorder uses when its payload has none (pickAddress), or a 400 asking for one. */
export async function shippingAddressOf(ctx: Ctx, customer: Customer): Promise<number> {
  const cart = await customerCart(ctx, customer.id);
  const addresses = await ctx.db
    .select({ id: customerAddresses.id, isDefault: customerAddresses.isDefault })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customer.id))
    .orderBy(asc(customerAddresses.id));
  const address = pickAddress(addresses, cart.shippingAddressId);
  if (!address) throw new AppError('invalid', 'shipping_address_required');
  return address.id;
}
