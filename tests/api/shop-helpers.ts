import { expect } from 'vitest';
import type { Db } from '@/db/client';
import { bearer, call, registerCustomer } from './auth-helpers';

/** A new shopper with one delivery address (Dokki, Giza) and `qty` of a product in the cart. */
export async function shopperWithCart(db: Db, productId: number, qty: number) {
  const { token } = await registerCustomer(db);
  const address = await call(
    'rest',
    'POST',
    '/rest/en/V1/customers/me/addresses',
    { street: 'Tahrir', building_number: '1', governorate: 'giza', city: 'dokki', area: 'mesaha_square' },
    bearer(token),
  );
  expect(address.status).toBe(201);
  const added = await call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: productId, qty } },
    bearer(token),
  );
  expect(added.status).toBe(200);
  return { token, addressId: address.body.id as number };
}
