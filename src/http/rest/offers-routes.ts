import type { Context } from 'hono';
import type { Bundle } from '@/domain/content/offers';
import { getStoreOffers } from '@/domain/content/offers';
import type { ProductCard } from '@/domain/catalog/product-cards';
import type { RestEnv } from './env';
import { egp, mediaUrl, toWireProduct } from './serializers';

const toWireBundleItem = (p: ProductCard) => ({
  sku: p.sku,
  product_id: p.id,
  name: p.name,
  url_key: p.urlKey,
  image: mediaUrl(p.image),
  price: egp(p.price),
  final_price: egp(p.finalPrice),
  in_stock: p.inStock,
});

export const toWireBundle = (b: Bundle) => ({
  bundle_id: b.id,
  code: b.code,
  title: b.title,
  items: b.items.map(toWireBundleItem),
  /** EGP: the sum of the items' final prices, what the cart charges for the bundle. */
  total: egp(b.total),
  in_stock: b.outOfStock === null,
});

export type WireBundle = ReturnType<typeof toWireBundle>;

/**
 * GET cmsblocks/store-offers (with or without the locale segment): the block's fields as every
 * CMS block answers them, plus the bundles and the products on offer.
 */
export async function storeOffersCall(c: Context<RestEnv>) {
  const offers = await getStoreOffers(c.get('ctx'));
  return c.json({
    identifier: offers.block.identifier,
    title: offers.block.title,
    content: offers.block.content,
    updated_at: offers.block.updatedAt.toISOString(),
    bundles: offers.bundles.map(toWireBundle),
    products: offers.products.map(toWireProduct),
  });
}
