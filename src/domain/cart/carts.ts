import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cartItems, carts, productTranslations, products } from '@/db/schema';
import { generateToken, hashToken } from '../auth/secrets';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { cartTotals, readCartLines, type CartLine, type CartTotals } from './cart-view';
import { couponDiscount, couponWithUsage } from './coupons';
import { sellable } from '@/domain/catalog/sellable';

export type Cart = typeof carts.$inferSelect;

/** The most of one product a cart line can hold, whatever the stock. */
export const MAX_LINE_QTY = 99;

export const qtySchema = z
  .number({ error: 'qty_invalid' })
  .int({ error: 'qty_invalid' })
  .min(1, { error: 'qty_invalid' })
  .max(MAX_LINE_QTY, { error: 'qty_invalid' });
export const cartItemSchema = z
  .object({
    product_id: z.number({ error: 'product_not_found' }).int({ error: 'product_not_found' }).optional(),
    sku: z.string({ error: 'product_not_found' }).min(1, { error: 'product_not_found' }).optional(),
    qty: qtySchema,
  })
  .refine((v) => v.product_id !== undefined || v.sku !== undefined, { error: 'product_not_found' });

const cartNotFound = () => notFound('cart_not_found');

export async function createGuestCart(ctx: Ctx): Promise<string> {
  const token = generateToken();
  await ctx.db.insert(carts).values({ guestTokenHash: hashToken(token) });
  return token;
}

/** A guest's active cart by its token; merged, ordered or unknown tokens are a 404. */
export async function guestCart(ctx: Ctx, token: string): Promise<Cart> {
  const [cart] = await ctx.db
    .select()
    .from(carts)
    .where(and(eq(carts.guestTokenHash, hashToken(token)), eq(carts.status, 'active')));
  if (!cart) throw cartNotFound();
  return cart;
}

/** The customer's active cart, made on first use (a unique index keeps it to one). */
export async function customerCart(ctx: Ctx, customerId: number): Promise<Cart> {
  const active = and(eq(carts.customerId, customerId), eq(carts.status, 'active'));
  const [cart] = await ctx.db.select().from(carts).where(active);
  if (cart) return cart;
  await ctx.db.insert(carts).values({ customerId }).onConflictDoNothing();
  const [made] = await ctx.db.select().from(carts).where(active);
  return made!;
}

export interface CartView {
  cart: Cart;
  lines: CartLine[];
  totals: CartTotals;
}

/** The cart with its lines and totals, read afresh (a change may have just set its coupon). */
export async function readCart(ctx: Ctx, cart: Pick<Cart, 'id'>): Promise<CartView> {
  const [current] = await ctx.db.select().from(carts).where(eq(carts.id, cart.id));
  if (!current) throw cartNotFound();
  const lines = await readCartLines(ctx, current.id);
  return { cart: current, lines, totals: await cartTotals(ctx, lines, current) };
}

export async function cartItemCount(ctx: Ctx, cartId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

/** Runs a change of one cart in a transaction that holds the cart's row lock. */
async function withLockedCart<T>(ctx: Ctx, cart: Cart, change: (tx: Ctx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (db) => {
    const [locked] = await db
      .select({ status: carts.status })
      .from(carts)
      .where(eq(carts.id, cart.id))
      .for('update');
    if (locked?.status !== 'active') throw cartNotFound();
    const result = await change({ ...ctx, db });
    await db
      .update(carts)
      .set({ updatedAt: nowOf(ctx) })
      .where(eq(carts.id, cart.id));
    return result;
  });
}

/** The product a line is about; one no longer sold (withdrawn, its seller suspended) is refused by name. */
async function findProduct(ctx: Ctx, item: { product_id?: number; sku?: string }) {
  const [row] = await ctx.db
    .select({
      id: products.id,
      stock: products.stock,
      isActive: sellable,
      name: productTranslations.name,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
    )
    .where(item.product_id !== undefined ? eq(products.id, item.product_id) : eq(products.sku, item.sku!));
  if (!row) throw notFound('product_not_found');
  // A bundle added from a page loaded before the product was withdrawn must say which item failed.
  if (!row.isActive) throw new AppError('conflict', 'product_unavailable', { name: row.name });
  return row;
}

/** Lines in product id order: the order in which every transaction locks products. */
const byProductId = <T>(lines: T[], id: (line: T) => number) => [...lines].sort((a, b) => id(a) - id(b));

const overStock = (name: string, available: number) =>
  available > 0
    ? new AppError('conflict', 'qty_over_stock', { name, available: String(available) })
    : new AppError('conflict', 'out_of_stock', { name });

/** Adds lines (all or nothing); a product already in the cart gets the quantities added. */
export async function addItems(ctx: Ctx, cart: Cart, input: unknown): Promise<void> {
  const items = parseInput(
    z.array(cartItemSchema, { error: 'invalid_input' }).min(1, { error: 'invalid_input' }),
    input,
  );
  await withLockedCart(ctx, cart, async (tx) => {
    const found = [];
    for (const item of items) found.push({ item, product: await findProduct(tx, item) });
    // New lines key-share lock their products: in id order, as placing an order and the back
    // office lock products, so that none of them waits on this cart in a circle.
    for (const { item, product } of byProductId(found, (f) => f.product.id)) {
      const [line] = await tx.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)));
      const qty = (line?.qty ?? 0) + item.qty;
      if (qty > product.stock || qty > MAX_LINE_QTY)
        throw overStock(product.name, Math.min(product.stock, MAX_LINE_QTY));
      if (line) await tx.db.update(cartItems).set({ qty }).where(eq(cartItems.id, line.id));
      else await tx.db.insert(cartItems).values({ cartId: cart.id, productId: product.id, qty });
    }
  });
}

async function ownLine(ctx: Ctx, cart: Cart, itemId: number) {
  const [line] = await ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
  if (!line) throw notFound('cart_item_not_found');
  return line;
}

export async function updateItem(ctx: Ctx, cart: Cart, itemId: number, qtyInput: unknown): Promise<void> {
  const qty = parseInput(qtySchema, qtyInput);
  await withLockedCart(ctx, cart, async (tx) => {
    const line = await ownLine(tx, cart, itemId);
    const product = await findProduct(tx, { product_id: line.productId });
    if (qty > product.stock) throw overStock(product.name, product.stock);
    await tx.db.update(cartItems).set({ qty }).where(eq(cartItems.id, itemId));
  });
}

export async function removeItem(ctx: Ctx, cart: Cart, itemId: number): Promise<void> {
  await withLockedCart(ctx, cart, async (tx) => {
    await ownLine(tx, cart, itemId);
    await tx.db.delete(cartItems).where(eq(cartItems.id, itemId));
  });
}

/**
 * Puts a quantity in a locked cart's line for a product, capped at the stock and the line limit
 * (nothing when none is left). The sign-in merge adds it to what the line holds (two carts, two
 * wishes); the return of an unpaid order keeps the larger of the two: a product the shopper put in
 * the cart again while the payment was open is the same wish, not a second unit.
 */
async function putCappedAtStock(
  ctx: Ctx,
  cartId: number,
  line: { productId: number; qty: number },
  combine: 'add' | 'larger',
) {
  const [product] = await ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId));
  const [existing] = await ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, line.productId)));
  const had = existing?.qty ?? 0;
  const wanted = combine === 'add' ? had + line.qty : Math.max(had, line.qty);
  const qty = Math.min(wanted, product?.stock ?? 0, MAX_LINE_QTY);
  if (qty <= 0) return;
  if (existing) await ctx.db.update(cartItems).set({ qty }).where(eq(cartItems.id, existing.id));
  else await ctx.db.insert(cartItems).values({ cartId, productId: line.productId, qty });
}

/**
 * Sign-in merge (§4): the guest's lines join the customer's cart, quantities added and capped at
 * the stock; the guest cart is marked merged, so its token stops working.
 */
export async function mergeGuestCart(ctx: Ctx, token: string, customerId: number): Promise<Cart> {
  const guest = await guestCart(ctx, token);
  const mine = await customerCart(ctx, customerId);
  await withLockedCart(ctx, mine, async (tx) => {
    const [locked] = await tx.db.select().from(carts).where(eq(carts.id, guest.id)).for('update');
    if (locked?.status !== 'active') throw cartNotFound();
    const lines = await tx.db.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
    for (const line of byProductId(lines, (l) => l.productId))
      await putCappedAtStock(tx, mine.id, line, 'add');
    await tx.db
      .update(carts)
      .set({ status: 'merged', updatedAt: nowOf(ctx) })
      .where(eq(carts.id, guest.id));
    if (!mine.couponCode && guest.couponCode) {
      await tx.db.update(carts).set({ couponCode: guest.couponCode }).where(eq(carts.id, mine.id));
    }
  });
  return customerCart(ctx, customerId);
}

/**
 * Applies a coupon (checked against today's subtotal, its dates, whether staff switched it off and
 * its uses so far) or removes it. A guest's per-customer use is checked when the order is placed.
 */
export async function applyCoupon(
  ctx: Ctx,
  cart: Cart,
  input: { code: unknown; remove: unknown },
): Promise<void> {
  if (input.remove === true || input.remove === 1 || input.remove === '1') {
    await withLockedCart(ctx, cart, (tx) =>
      tx.db.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id)),
    );
    return;
  }
  const code = typeof input.code === 'string' ? input.code.trim().toUpperCase() : '';
  await withLockedCart(ctx, cart, async (tx) => {
    const found = code ? await couponWithUsage(tx, code, cart.customerId) : null;
    if (!found) throw new AppError('not_found', 'coupon_invalid', {}, { coupon_code: 'coupon_invalid' });
    const lines = await readCartLines(tx, cart.id);
    couponDiscount(
      found.coupon,
      lines.reduce((sum, l) => sum + l.rowTotal, 0),
      nowOf(ctx),
      found.usage,
    );
    await tx.db.update(carts).set({ couponCode: found.coupon.code }).where(eq(carts.id, cart.id));
  });
}

/**
 * Before checkout: lines asking for more than the stock are reduced to it (removed at 0) and
 * reported, so the shopper sees what changed before paying.
 */
export async function confirmQuantities(ctx: Ctx, cart: Cart) {
  return withLockedCart(ctx, cart, async (tx) => {
    const lines = await readCartLines(tx, cart.id);
    const changed = lines.filter((l) => l.qty > l.stock);
    for (const line of changed) {
      if (line.stock > 0)
        await tx.db.update(cartItems).set({ qty: line.stock }).where(eq(cartItems.id, line.itemId));
      else await tx.db.delete(cartItems).where(eq(cartItems.id, line.itemId));
    }
    return changed.map((l) => ({
      item_id: l.itemId,
      product_id: l.productId,
      name: l.name,
      requested: l.qty,
      available: Math.max(l.stock, 0),
    }));
  });
}

/**
 * Locks the customer's active cart for the caller's transaction. Taken before any product's stock,
 * as placing an order does, by work that changes both (canceling an unpaid order).
 */
export async function lockCustomerCart(ctx: Ctx, customerId: number): Promise<Cart> {
  const cart = await customerCart(ctx, customerId);
  await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
  return cart;
}

/**
 * Puts the lines of an unpaid order back in the customer's cart (a declined card, an abandoned
 * payment), capped at the stock and not added to the same product put there again meanwhile, and
 * its coupon unless the cart has one now, so paying again is one click away at the same price (the
 * coupon is checked again, as any cart's is). Under the cart's row lock like every cart write, so
 * it cannot interleave with the shopper's own changes.
 */
export async function returnToCart(
  ctx: Ctx,
  customerId: number,
  lines: { productId: number; qty: number }[],
  couponCode: string | null = null,
) {
  const cart = await customerCart(ctx, customerId);
  await withLockedCart(ctx, cart, async (tx) => {
    for (const line of byProductId(lines, (l) => l.productId))
      await putCappedAtStock(tx, cart.id, line, 'larger');
    if (couponCode)
      await tx.db
        .update(carts)
        .set({ couponCode: sql`coalesce(${carts.couponCode}, ${couponCode})` })
        .where(eq(carts.id, cart.id));
  });
}
