import type { BrandSummary } from '@/domain/catalog/brands';
import type { ProductCard } from '@/domain/catalog/product-cards';
import type { MenuCategory } from '@/domain/content/menu';
import type { WishlistEntry } from '@/domain/cart/wishlist';

/** Wire shapes of the Magento-style API: snake_case, flags as '1'/'0', money in EGP. */
export const mediaUrl = (path: string | null) => (path ? `/media/${path}` : null);
const flag = (b: boolean) => (b ? '1' : '0');
/** Piastres (integers, as the domain keeps money) to EGP on the wire. */
export const egp = (piastres: number) => piastres / 100;
/** The same for an amount that may not be set yet (a limit before the decision). */
export const egpOrNull = (piastres: number | null) => (piastres === null ? null : egp(piastres));

export interface WireCategory {
  id: number;
  name: string;
  url_key: string;
  url_path: string;
  image: string | null;
  include_in_menu: '1' | '0';
  include_in_sidebar: '1' | '0';
  include_in_box_sidebar: '1' | '0';
  sub_categories: WireCategory[];
}

export function toWireCategory(
  c: Omit<MenuCategory, 'children'> & { children?: MenuCategory[] },
): WireCategory {
  return {
    id: c.id,
    name: c.name,
    url_key: c.urlKey,
    url_path: c.path,
    image: mediaUrl(c.image),
    include_in_menu: flag(c.includeInMenu),
    include_in_sidebar: flag(c.includeInSidebar),
    include_in_box_sidebar: flag(c.includeInBoxSidebar),
    sub_categories: (c.children ?? []).map(toWireCategory),
  };
}

export function toWireProduct(p: ProductCard) {
  const image = mediaUrl(p.image);
  return {
    product_id: p.id,
    sku: p.sku,
    name: p.name,
    title: p.name,
    url_key: p.urlKey,
    image,
    image_link: image,
    brand: p.brand,
    price: egp(p.price),
    final_price: egp(p.finalPrice),
    special_price: p.finalPrice < p.price ? egp(p.finalPrice) : null,
    discount_percent: p.discountPercent,
    in_stock: p.inStock,
    instalment_eligible: p.instalmentEligible,
    /** EGP a month on the seller's longest or cheapest plan, for "from … a month"; null without plans. */
    instalment_from: p.fromMonthly === null ? null : egp(p.fromMonthly),
  };
}

export type WireProduct = ReturnType<typeof toWireProduct>;

/** A wishlist entry: the product as every listing shows it (same price rule), and when it was saved. */
export type WireWishlistItem = WireProduct & { added_at: string };
export const toWireWishlist = (entries: WishlistEntry[]): WireWishlistItem[] =>
  entries.map((e) => ({ ...toWireProduct(e.card), added_at: e.addedAt.toISOString() }));

export function toWireBrand(b: BrandSummary) {
  return { id: b.id, name: b.name, url_key: b.urlKey, logo: mediaUrl(b.logo), product_count: b.productCount };
}
