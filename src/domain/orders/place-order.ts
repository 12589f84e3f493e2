import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  customerAddresses,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  type PaymentMethodCode,
} from '@/db/schema';
import type { Customer } from '../auth/tokens';
import { authoriseCardOrder, chargeCard, parseVariants } from '../credit/card-orders';
import type { Variant } from '../credit/order-plans';
import { customerCart } from '../cart/carts';
import { COUPON_GONE } from '../cart/coupons';
import { shippingAddressOf } from '../cart/shipping-address';
import { addressSnapshot } from '../customers/addresses';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { checkoutMethods, quoteOrder } from './quote';
import { sellable } from '@/domain/catalog/sellable';
import { notifyOrderCustomer } from './notify';
import { notifySellersOfOrder } from './notify-sellers';

/** How long a card or wallet order waits at the gateway before it is canceled and its stock released. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

/**
 * What saveorder needs besides the card's PIN and plans. The address and the idempotency key are
 * optional: without an address the order goes where the shipping step chose (pickAddress);
 * without a key, a request sent twice finds the cart already ordered (cart_empty).
 */
export const orderSchema = z.object({
  // Named as on the wire (§3), so that a refusal's field_errors name the field the client sent.
  idempotency_key: z
    .string({ error: 'idempotency_key' })
    .trim()
    .min(8, { error: 'idempotency_key' })
    .max(100, {
      error: 'idempotency_key',
    })
    .nullish(),
  method: z.string({ error: 'payment_method_required' }).trim().min(1, { error: 'payment_method_required' }),
  address_id: z.number({ error: 'address_not_found' }).int({ error: 'address_not_found' }).nullish(),
  /**
   * The total (EGP) the shopper was shown: when given, an order for another total (the cart
   * changed in another tab, a coupon stopped applying) is refused rather than placed.
   */
  expected_total: z
    .number({ error: 'expected_total_error' })
    .nonnegative({ error: 'expected_total_error' })
    .nullish(),
});

export interface PlacedOrder {
  orderId: number;
  incrementId: string;
  /** Products left in the cart because they don't support the method (§5), by name. */
  removed: string[];
  /** Products whose quantity was reduced to one for cash on delivery (§5), by name. */
  reduced: string[];
  created: boolean;
}

/** What a request asked, so that a key sent again with another body is recognised. */
const fingerprintOf = (form: { method: string; addressId: number }, variants: Variant[]) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        variants.length === 0
          ? [form.method, form.addressId]
          : [form.method, form.addressId, [...variants].sort((a, b) => a.dealer - b.dealer)],
      ),
    )
    .digest('hex');

const CARD_METHOD = 'ocean_amancard';

async function existingOrder(ctx: Ctx, customerId: number, key: string) {
  const [row] = await ctx.db
    .select({ id: orders.id, incrementId: orders.incrementId, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

/** Paid with the instalment card: the PIN and the months chosen per seller. */
export interface CardPayment {
  pin?: unknown;
  variants?: unknown;
}

/**
 * Places the order of the customer's cart in one transaction: the cart and then the products
 * (in id order, so two orders never wait on each other in a circle) are row-locked, stock is
 * checked and reserved, and the ordered lines leave the cart. The same idempotency key twice
 * answers the first order; the same key with another request is refused. With the instalment
 * card, the card is checked and the PIN verified first, then charged in the same transaction.
 */
export async function placeOrder(
  ctx: Ctx,
  customer: Customer,
  input: unknown,
  cardPayment: CardPayment = {},
): Promise<PlacedOrder> {
  const parsed = parseInput(orderSchema, input);
  const form = {
    method: parsed.method,
    addressId: parsed.address_id ?? (await shippingAddressOf(ctx, customer)),
    idempotencyKey: parsed.idempotency_key ?? randomUUID(),
  };
  if (!(checkoutMethods() as readonly string[]).includes(form.method)) {
    throw new AppError('invalid', 'payment_method_unavailable', {
      method: form.method,
    });
  }
  const method = form.method as PaymentMethodCode;
  const variants = method === CARD_METHOD ? parseVariants(cardPayment.variants) : [];
  const fingerprint = fingerprintOf(form, variants);
  const cart = await customerCart(ctx, customer.id);
  if (method === CARD_METHOD && !(await existingOrder(ctx, customer.id, form.idempotencyKey))) {
    const quote = await quoteOrder(ctx, customer, { method, addressId: form.addressId });
    if (quote.lines.length === 0) throw new AppError('invalid', 'cart_empty');
    await authoriseCardOrder(ctx, customer, quote, { pin: cardPayment.pin, variants });
  }
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [locked] = await db
      .select({ couponCode: carts.couponCode })
      .from(carts)
      .where(eq(carts.id, cart.id))
      .for('update');
    const earlier = await existingOrder(tx, customer.id, form.idempotencyKey);
    if (earlier && earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) {
      throw new AppError('unprocessable', 'idempotency_key_reused');
    }
    if (earlier)
      return {
        orderId: earlier.id,
        incrementId: earlier.incrementId,
        removed: [],
        reduced: [],
        created: false,
      };

    const [address] = await db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, form.addressId), eq(customerAddresses.customerId, customer.id)));
    if (!address) throw notFound('address_not_found');

    // The coupon's row lock makes orders using it wait for each other, so the uses counted next
    // include every order placed before (read committed: each statement sees the latest commits)
    // and no two orders take the same last use. Taken after the cart's, before the products'.
    if (locked?.couponCode) {
      await db
        .select({ code: coupons.code })
        .from(coupons)
        .where(eq(coupons.code, locked.couponCode))
        .for('update');
    }

    // The same quote the payment step showed, now read under the cart's lock.
    const quote = await quoteOrder(tx, customer, { method, addressId: address.id });
    const { lines: ordered, removed, reduced } = quote;
    if (ordered.length === 0) throw new AppError('invalid', 'cart_empty');
    if (quote.couponRefusal && COUPON_GONE.includes(quote.couponRefusal)) {
      throw new AppError('conflict', quote.couponRefusal, {}, { coupon_code: quote.couponRefusal });
    }
    if (parsed.expected_total != null && Math.round(parsed.expected_total * 100) !== quote.grandTotal) {
      throw new AppError('conflict', 'cart_changed');
    }

    const ids = ordered.map((l) => l.productId).sort((a, b) => a - b);
    const stock = await db
      .select({
        id: products.id,
        stock: products.stock,
        sellable,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      // Not `for update`: a cart line being added takes a key-share lock on its product, which
      // `for update` waits for (and a bundle's lines, added in its own order, could then wait on
      // this order in a circle). Changing the stock needs no more than this lock.
      .for('no key update');
    for (const line of ordered) {
      const product = stock.find((s) => s.id === line.productId);
      if (!product?.sellable) throw new AppError('conflict', 'product_unavailable', { name: line.name });
      const available = product.stock;
      if (line.qty > available) {
        throw available > 0
          ? new AppError('conflict', 'qty_over_stock', {
              name: line.name,
              available: String(available),
            })
          : new AppError('conflict', 'out_of_stock', { name: line.name });
      }
    }
    for (const line of ordered) {
      await db
        .update(products)
        .set({
          stock: sql`${products.stock} - ${line.qty}`,
          salesCount: sql`${products.salesCount} + ${line.qty}`,
        })
        .where(eq(products.id, line.productId));
    }

    const numbered = (await db.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as {
      rows: { n: string }[];
    };
    const n = numbered.rows[0]!.n;
    // Cash is paid on delivery and the Aman card pays now; bank cards and wallets wait for the gateway.
    const status = method === 'cashondelivery' || method === CARD_METHOD ? 'processing' : 'pending_payment';
    const [order] = await db
      .insert(orders)
      .values({
        incrementId: n,
        customerId: customer.id,
        status,
        paymentMethod: method,
        idempotencyKey: form.idempotencyKey,
        idempotencyFingerprint: fingerprint,
        couponCode: quote.couponCode,
        subtotal: quote.subtotal,
        discount: quote.discount,
        shippingFee: quote.shipping,
        grandTotal: quote.grandTotal,
        address: addressSnapshot(address),
        locale: ctx.locale,
        paymentDueAt:
          status === 'pending_payment' ? new Date(nowOf(ctx).getTime() + PAYMENT_WINDOW_MS) : null,
        createdAt: nowOf(ctx),
        updatedAt: nowOf(ctx),
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      ordered.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        sellerId: l.sellerId,
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        unitPrice: l.unitPrice,
        rowTotal: l.rowTotal,
      })),
    );
    if (quote.couponCode) {
      await db.insert(couponRedemptions).values({
        couponCode: quote.couponCode,
        customerId: customer.id,
        orderId: order!.id,
        createdAt: nowOf(ctx),
      });
    }
    if (method === CARD_METHOD) await chargeCard(tx, customer, { id: order!.id, quote, variants });
    await db.insert(orderStatusHistory).values({
      orderId: order!.id,
      status,
      note: method === CARD_METHOD ? `paid:${CARD_METHOD}` : null,
      createdAt: nowOf(ctx),
    });
    await db.delete(cartItems).where(
      inArray(
        cartItems.id,
        ordered.map((l) => l.itemId),
      ),
    );
    await db
      .update(carts)
      .set({ couponCode: null, updatedAt: nowOf(ctx) })
      .where(eq(carts.id, cart.id));
    // A card or wallet order waits for the gateway: it is confirmed once paid (payments/sessions.ts).
    if (status === 'processing') {
      await notifyOrderCustomer(tx, order!.id, 'placed');
      await notifySellersOfOrder(tx, order!.id);
    }
    return { orderId: order!.id, incrementId: n, removed, reduced, created: true };
  });
}
