import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { products, wishlistItems } from '@/db/schema';
import { listProductCards, type ProductCard } from '../catalog/product-cards';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { addItems, customerCart, type Cart } from './carts';
import { sellable } from '@/domain/catalog/sellable';

export async function wishlistCount(ctx: Ctx, customerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return row?.n ?? 0;
}

export interface WishlistEntry {
  card: ProductCard;
  addedAt: Date;
}

/** The wishlist, newest first, in the request's language, priced like every product card. */
export async function listWishlist(ctx: Ctx, customerId: number): Promise<WishlistEntry[]> {
  const rows = await ctx.db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt));
  if (rows.length === 0) return [];
  const cards = await listProductCards(ctx, {
    where: inArray(
      products.id,
      rows.map((r) => r.productId),
    ),
    limit: rows.length,
  });
  return rows.flatMap((row) => {
    const card = cards.find((c) => c.id === row.productId);
    return card ? [{ card, addedAt: row.addedAt }] : [];
  });
}

export async function addToWishlist(ctx: Ctx, customerId: number, productId: unknown): Promise<void> {
  const id = Number(productId);
  const [product] = Number.isSafeInteger(id)
    ? await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), sellable))
    : [];
  if (!product) throw notFound('product_not_found');
  await ctx.db.insert(wishlistItems).values({ customerId, productId: product.id }).onConflictDoNothing();
}

export async function removeFromWishlist(ctx: Ctx, customerId: number, productId: number): Promise<void> {
  await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}

/** Moves one product to the cart (one unit), in one transaction: it leaves the wishlist only if it fits. */
export async function moveToCart(ctx: Ctx, customerId: number, productId: number): Promise<Cart> {
  const cart = await customerCart(ctx, customerId);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [row] = await db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
    if (!row) throw notFound('product_not_found');
    await addItems(tx, cart, [{ product_id: productId, qty: 1 }]);
    await removeFromWishlist(tx, customerId, productId);
  });
  return cart;
}
