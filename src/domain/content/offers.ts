import { and, asc, eq, inArray } from 'drizzle-orm';
import { bundleItems, bundleTranslations, bundles, products } from '@/db/schema';
import { DEFAULT_PAGE_SIZE } from '../catalog/listing';
import { listOfferCards, listProductCards, type ProductCard } from '../catalog/product-cards';
import { planRules } from '../credit/plan-rules';
import type { PlanRules } from '../credit/plans';
import type { Ctx } from '../shared/ctx';
import { BUNDLE_MAX_ITEMS, BUNDLE_MIN_ITEMS } from './bundle-schemas';
import { getCmsBlock, type CmsBlock } from './cms';

/** The CMS block whose editorial text heads /offers. */
export const STORE_OFFERS_BLOCK = 'store-offers';
/** A bundle is two to four products (bundle-schemas.ts, shared with the back office's form). */
export { BUNDLE_MAX_ITEMS, BUNDLE_MIN_ITEMS };

export interface Bundle {
  id: number;
  code: string;
  title: string;
  /** Each product as the catalog lists it: its current price is the one the cart charges. */
  items: ProductCard[];
  /** Piastres: what the cart will charge for one of each item, with no bundle discount. */
  total: number;
  /** The first item that is out of stock (the bundle cannot be added whole), or null. */
  outOfStock: string | null;
}

/**
 * The bundle's price: the sum of its items' current prices (a special price while it applies).
 * No discount of its own: the cart prices each line by itself, so a bundle price below this sum
 * would be a promise the cart does not keep.
 */
export function bundleTotal(items: readonly Pick<ProductCard, 'finalPrice'>[]): number {
  return items.reduce((sum, item) => sum + item.finalPrice, 0);
}

/** What a bundle shows, from its items in order; null when it cannot be offered as it stands. */
export function toBundle(
  head: { id: number; code: string; title: string },
  items: (ProductCard | undefined)[],
): Bundle | null {
  // A product no longer sold (inactive) drops out of the catalog's cards: the bundle is incomplete.
  if (items.some((i) => i === undefined)) return null;
  const present = items as ProductCard[];
  if (present.length < BUNDLE_MIN_ITEMS || present.length > BUNDLE_MAX_ITEMS) return null;
  return {
    ...head,
    items: present,
    total: bundleTotal(present),
    outOfStock: present.find((i) => !i.inStock)?.name ?? null,
  };
}

/** The active bundles in the context's language, in their order, priced now. */
export async function listBundles(ctx: Ctx, rules?: Promise<PlanRules>): Promise<Bundle[]> {
  const heads = await ctx.db
    .select({ id: bundles.id, code: bundles.code, title: bundleTranslations.title })
    .from(bundles)
    .innerJoin(
      bundleTranslations,
      and(eq(bundleTranslations.bundleId, bundles.id), eq(bundleTranslations.locale, ctx.locale)),
    )
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.position), asc(bundles.id));
  if (heads.length === 0) return [];
  const links = await ctx.db
    .select({ bundleId: bundleItems.bundleId, productId: bundleItems.productId })
    .from(bundleItems)
    .where(
      inArray(
        bundleItems.bundleId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(bundleItems.position), asc(bundleItems.productId));
  const ids = [...new Set(links.map((l) => l.productId))];
  const cards =
    ids.length === 0
      ? []
      : await listProductCards(ctx, { where: inArray(products.id, ids), limit: ids.length, rules });
  const byId = new Map(cards.map((c) => [c.id, c]));
  return heads.flatMap((head) => {
    const items = links.filter((l) => l.bundleId === head.id).map((l) => byId.get(l.productId));
    const bundle = toBundle(head, items);
    return bundle ? [bundle] : [];
  });
}

export interface StoreOffers {
  block: CmsBlock;
  bundles: Bundle[];
  /** Products with a current special price, in stock, the deepest discount first. */
  products: ProductCard[];
}

/** /offers and GET cmsblocks/store-offers: the editorial block, the bundles and the products on offer. */
export async function getStoreOffers(ctx: Ctx): Promise<StoreOffers> {
  const rules = planRules(ctx);
  const [block, bundleList, offerCards] = await Promise.all([
    getCmsBlock(ctx, STORE_OFFERS_BLOCK),
    listBundles(ctx, rules),
    listOfferCards(ctx, { limit: DEFAULT_PAGE_SIZE, rules }),
    // Awaited here too, so that a failure is this call's even if no card needed the rules.
    rules,
  ]);
  return { block, bundles: bundleList, products: offerCards };
}
