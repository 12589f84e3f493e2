import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { bundleItems, bundleTranslations, bundles, products, productTranslations } from '@/db/schema';
import { listProductCards } from '../catalog/product-cards';
import { productList } from '../catalog/staff-products';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import {
  bundleCreateSchema,
  bundleOrderSchema,
  bundleProductSearchSchema,
  bundleUpdateSchema,
  type BundleForm,
} from './bundle-schemas';

/**
 * The bundles of /offers in the back office (content role): the list in the store's order, one
 * bundle with its history, create and edit (code, both titles, two to four products on sale, in
 * order, the switch), order, remove. Every write is audited in its transaction. The store reads
 * bundles uncached (getStoreOffers serves /offers and GET cmsblocks/store-offers on each request,
 * and the page output cache leaves /offers alone), so a save shows on the store's next request.
 */

export interface StaffBundleItem {
  id: number;
  sku: string;
  /** In the context's language. */
  name: string;
  /** Active and its seller not suspended: the store shows the bundle only when all its items are. */
  onSale: boolean;
  /** Piastres: what the cart charges now, or null when not on sale. */
  finalPrice: number | null;
}

export interface StaffBundle {
  id: number;
  code: string;
  position: number;
  isActive: boolean;
  /** `updated_at` to the microsecond: the version an edit sends back, compared exactly. */
  version: string;
  titleAr: string;
  titleEn: string;
  items: StaffBundleItem[];
  /** Piastres: the items' current prices summed, or null when an item is not on sale. */
  total: number | null;
}

const VERSION = sql<string>`to_char(${bundles.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Products by id with their SKU, name in the context's language and, when on sale, their price now. */
async function productsById(ctx: Ctx, ids: number[]): Promise<Map<number, StaffBundleItem>> {
  if (ids.length === 0) return new Map();
  const [rows, cards] = await Promise.all([
    ctx.db
      .select({ id: products.id, sku: products.sku, name: productTranslations.name })
      .from(products)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
      )
      .where(inArray(products.id, ids)),
    listProductCards(ctx, { where: inArray(products.id, ids), limit: ids.length }),
  ]);
  const priced = new Map(cards.map((c) => [c.id, c.finalPrice]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        sku: r.sku,
        name: r.name ?? r.sku,
        onSale: priced.has(r.id),
        finalPrice: priced.get(r.id) ?? null,
      },
    ]),
  );
}

/** Every bundle (or those of `ids`), in the store's order, with both titles and their products. */
export async function bundlesForStaff(ctx: Ctx, ids?: number[]): Promise<StaffBundle[]> {
  const heads = await ctx.db
    .select({ bundle: bundles, version: VERSION })
    .from(bundles)
    .where(ids ? inArray(bundles.id, ids) : undefined)
    .orderBy(asc(bundles.position), asc(bundles.id));
  if (heads.length === 0) return [];
  const bundleIds = heads.map((h) => h.bundle.id);
  const [texts, links] = await Promise.all([
    ctx.db.select().from(bundleTranslations).where(inArray(bundleTranslations.bundleId, bundleIds)),
    ctx.db
      .select()
      .from(bundleItems)
      .where(inArray(bundleItems.bundleId, bundleIds))
      .orderBy(asc(bundleItems.position), asc(bundleItems.productId)),
  ]);
  const byId = await productsById(ctx, [...new Set(links.map((l) => l.productId))]);
  return heads.map(({ bundle, version }) => {
    const items = links.filter((l) => l.bundleId === bundle.id).flatMap((l) => byId.get(l.productId) ?? []);
    const title = (locale: string) =>
      texts.find((t) => t.bundleId === bundle.id && t.locale === locale)?.title ?? '';
    return {
      id: bundle.id,
      code: bundle.code,
      position: bundle.position,
      isActive: bundle.isActive,
      version,
      titleAr: title('ar'),
      titleEn: title('en'),
      items,
      total: items.every((i) => i.onSale) ? items.reduce((sum, i) => sum + i.finalPrice!, 0) : null,
    };
  });
}

/** One bundle with its history of changes. */
export async function bundleForStaff(ctx: Ctx, id: number) {
  const [bundle] = await bundlesForStaff(ctx, [id]);
  if (!bundle) throw notFound('bundle_not_found');
  return { bundle, history: await historyOf(ctx, 'bundle', id) };
}

/**
 * The bundle form's product search, through the catalog's staff search (SKU or name): the first
 * page of matches, each saying whether it is on sale (only those may join a bundle).
 */
export async function bundleProductSearch(ctx: Ctx, input: unknown): Promise<StaffBundleItem[]> {
  const { q } = parseInput(bundleProductSearchSchema, input);
  const { items } = await productList(ctx, { q });
  const byId = await productsById(
    ctx,
    items.map((i) => i.id),
  );
  return items.flatMap((i) => byId.get(i.id) ?? []);
}

/** What the audit log keeps of a bundle. */
const audit = (b: StaffBundle) => ({
  code: b.code,
  title_ar: b.titleAr,
  title_en: b.titleEn,
  products: b.items.map((i) => i.sku),
  active: b.isActive,
  position: b.position,
});

/** Every product exists and is on sale; refused otherwise, naming the first at fault. */
async function checkProducts(ctx: Ctx, ids: number[]) {
  const byId = await productsById(ctx, ids);
  if (ids.some((id) => !byId.has(id)))
    throw new AppError('invalid', 'bundle_product_unknown', {}, { product_ids: 'bundle_product_unknown' });
  const off = ids.map((id) => byId.get(id)!).find((p) => !p.onSale);
  if (off)
    throw new AppError(
      'invalid',
      'bundle_product_not_on_sale',
      { sku: off.sku },
      { product_ids: 'bundle_product_off_sale' },
    );
}

const codeTaken = () => new AppError('conflict', 'bundle_code_taken', {}, { code: 'bundle_code_taken' });

async function codeFree(ctx: Ctx, code: string, self?: number) {
  const [other] = await ctx.db.select({ id: bundles.id }).from(bundles).where(eq(bundles.code, code));
  if (other && other.id !== self) throw codeTaken();
}

async function writeParts(ctx: Ctx, bundleId: number, form: BundleForm) {
  for (const locale of ['ar', 'en'] as const) {
    const title = form[`title_${locale}`];
    await ctx.db
      .insert(bundleTranslations)
      .values({ bundleId, locale, title })
      .onConflictDoUpdate({
        target: [bundleTranslations.bundleId, bundleTranslations.locale],
        set: { title },
      });
  }
  await ctx.db.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  await ctx.db
    .insert(bundleItems)
    .values(form.product_ids.map((productId, position) => ({ bundleId, productId, position })));
}

/** A new bundle, shown after the others; a code already taken is refused (409) on the code field. */
export function createBundleAs(ctx: Ctx, actor: Actor, input: unknown) {
  const form = parseInput(bundleCreateSchema, input);
  return audited(ctx, actor, { action: 'bundle.create', entity: 'bundle', entityId: '' }, async (tx) => {
    await checkProducts(tx, form.product_ids);
    await codeFree(tx, form.code);
    const [last] = await tx.db.select({ position: max(bundles.position) }).from(bundles);
    const [created] = await tx.db
      .insert(bundles)
      .values({ code: form.code, isActive: form.is_active, position: (last?.position ?? -1) + 1 })
      .onConflictDoNothing({ target: bundles.code })
      .returning({ id: bundles.id });
    if (!created) throw codeTaken();
    await writeParts(tx, created.id, form);
    const [after] = await bundlesForStaff(tx, [created.id]);
    return { result: after!, after: audit(after!), entityId: created.id };
  });
}

/** The bundle locked for the write; refused when someone saved it after the form was loaded. */
async function lockBundle(ctx: Ctx, id: number, loaded?: string): Promise<StaffBundle> {
  const [row] = await ctx.db
    .select({
      same: loaded ? sql<boolean>`${bundles.updatedAt} = ${loaded}::timestamptz` : sql<boolean>`true`,
    })
    .from(bundles)
    .where(eq(bundles.id, id))
    .for('update');
  if (!row) throw notFound('bundle_not_found');
  if (!row.same) throw new AppError('conflict', 'bundle_stale');
  const [bundle] = await bundlesForStaff(ctx, [id]);
  return bundle!;
}

/**
 * Changes a bundle's code, titles, products and switch, if the form was loaded from its current
 * version (409 otherwise: two editors never overwrite each other unseen).
 */
export function updateBundleAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const { updated_at, ...form } = parseInput(bundleUpdateSchema, input);
  return audited(ctx, actor, { action: 'bundle.update', entity: 'bundle', entityId: id }, async (tx) => {
    const before = await lockBundle(tx, id, updated_at);
    await checkProducts(tx, form.product_ids);
    await codeFree(tx, form.code, id);
    await tx.db
      .update(bundles)
      .set({ code: form.code, isActive: form.is_active, updatedAt: sql`now()` })
      .where(eq(bundles.id, id));
    await writeParts(tx, id, form);
    const [after] = await bundlesForStaff(tx, [id]);
    return { result: after!, before: audit(before), after: audit(after!) };
  });
}

/** The bundles' new order: every bundle's id exactly once, first shown first (409 when the list changed). */
export function orderBundlesAs(ctx: Ctx, actor: Actor, input: unknown) {
  const { ids } = parseInput(bundleOrderSchema, input);
  return audited(ctx, actor, { action: 'bundle.order', entity: 'bundle', entityId: 'all' }, async (tx) => {
    // Every bundle locked, in id order, so that two reorders (or a reorder and a create) queue.
    const all = await tx.db.select({ id: bundles.id }).from(bundles).orderBy(asc(bundles.id)).for('update');
    const before = (await bundlesForStaff(tx)).map((b) => b.id);
    const same =
      ids.length === all.length && new Set(ids).size === ids.length && all.every((b) => ids.includes(b.id));
    if (!same) throw new AppError('conflict', 'bundle_order_stale');
    for (const [position, bundleId] of ids.entries())
      await tx.db.update(bundles).set({ position }).where(eq(bundles.id, bundleId));
    return { result: await bundlesForStaff(tx), before, after: ids };
  });
}

/** Removes a bundle from /offers. */
export function deleteBundleAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(ctx, actor, { action: 'bundle.delete', entity: 'bundle', entityId: id }, async (tx) => {
    const before = await lockBundle(tx, id);
    await tx.db.delete(bundles).where(eq(bundles.id, id));
    return { result: await bundlesForStaff(tx), before: audit(before) };
  });
}
