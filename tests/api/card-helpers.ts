import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { creditCards, customers, products, sellers } from '@/db/schema';
import { giveCard } from '../fixtures/cards';
import { bearer, call, quickCustomer } from './auth-helpers';
import { addAddress, CAIRO } from './shop-helpers';

const takesCard = sql`exists (select 1 from product_payment_methods m where m.product_id = ${products.id} and m.method = 'ocean_amancard')`;

/** An active, in-stock product of a seller that takes the card, in a price range (piastres). */
export async function cardProduct(db: Db, sellerCode: string, min: number, max: number, offset = 0) {
  const [row] = await db
    .select({ id: products.id, sku: products.sku, sellerId: products.sellerId, price: products.price })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(sellers.code, sellerCode),
        eq(products.isActive, true),
        gte(products.stock, 5),
        gte(products.price, min),
        lt(products.price, max),
        sql`${products.specialPrice} is null`,
        takesCard,
      ),
    )
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(1);
  if (!row) throw new Error(`no card product of ${sellerCode} between ${min} and ${max}`);
  return row;
}

/**
 * A customer holding an accepted card with a PIN and a delivery address in Cairo, written
 * straight to the database (the application flow has its own tests).
 */
export async function cardholder(db: Db, opts: { limit?: number; pin?: string } = {}) {
  const { phone, token } = await quickCustomer(db);
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  const cardId = await giveCard(db, customer!.id, {
    limit: opts.limit ?? 100_000_00,
    pin: opts.pin ?? '1234',
  });
  const addressId = await addAddress(token, CAIRO);
  return { token, phone, customerId: customer!.id, cardId, addressId };
}

export async function availableOf(db: Db, cardId: number): Promise<number> {
  const [card] = await db
    .select({ available: creditCards.available })
    .from(creditCards)
    .where(eq(creditCards.id, cardId));
  return card!.available;
}

export const addToCart = (token: string, productId: number, qty = 1) =>
  call(
    'rest',
    'POST',
    '/rest/en/V1/carts/mine/items',
    { cartItem: { product_id: productId, qty } },
    bearer(token),
  );

let serial = 0;
/** POST saveorder with the card: the PIN and the months per seller. */
export const cardOrder = async (
  token: string,
  body: { addressId: number; pin?: string; variants?: unknown; key?: string },
  locale = 'en',
) => {
  const res = await call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    {
      is_mobile: false,
      address_id: body.addressId,
      payment_method: { method: 'ocean_amancard', additional_data: { pin_code: body.pin ?? '1234' } },
      transaction_variants: body.variants,
      idempotency_key: body.key ?? `card-order-${Date.now()}-${serial++}`,
    },
    { ...bearer(token), 'accept-language': locale },
  );
  return { ...res, body: res.body as typeof res.body & { order_id: number } };
};

export interface WirePlan {
  months: number;
  monthly: number;
  total: number;
  fee: number;
  first_instalment: number;
}
export interface WireOptions {
  issuing_fee_due: boolean;
  pin_set: boolean;
  pin_locked: boolean;
  available_balance: number | null;
  grand_total: number;
  dealers: { dealer_id: number; lines_under_minimum: { name: string }[]; options: WirePlan[] }[];
}

/** POST amancard/options for the customer's cart. */
export const planOptions = async (token: string, locale = 'en') =>
  (await call('rest', 'POST', `/rest/${locale}/V1/amancard/options`, {}, bearer(token)))
    .body as unknown as WireOptions;
