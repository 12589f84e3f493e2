import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { products, wishlistItems } from '@/db/schema';
import { listProductCards } from '../catalog/product-cards';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { addItems, customerCart, type Cart } from './carts';

export async function wishlistCount(ctx: Ctx, customerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return row?.n ?? 0;
}

/** The wishlist as the API answers it, newest first, in the request's language (money in EGP). */
export async function listWishlist(ctx: Ctx, customerId: number) {
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
    if (!card) return [];
    return [
      {
        product_id: card.id,
        name: card.name,
        brand: card.brand,
        url_key: card.urlKey,
        image: card.image ? `/media/${card.image}` : null,
        price: card.price / 100,
        final_price: card.finalPrice / 100,
        in_stock: card.inStock,
        added_at: row.addedAt.toISOString(),
      },
    ];
  });
}

export async function addToWishlist(ctx: Ctx, customerId: number, productId: unknown): Promise<void> {
  const id = Number(productId);
  const [product] = Number.isSafeInteger(id)
    ? await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), eq(products.isActive, true)))
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
