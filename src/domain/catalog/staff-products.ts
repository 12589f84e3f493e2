import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import {
  attributeDefinitions,
  attributeDefinitionTranslations,
  brandTranslations,
  brands,
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  productPaymentMethods,
  products,
  productTranslations,
  sellers,
  sellerTranslations,
  urlRewrites,
  PRODUCT_APPROVALS,
  type PaymentMethodCode,
} from '@/db/schema';
import { indexProducts } from '../search';
import type { Ctx } from '../shared/ctx';
import { cairoDay, cairoEnd, cairoStart } from '../shared/cairo-day';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { editableDescription, storedDescription } from './description';
import { LOW_STOCK_THRESHOLD } from './product-detail';
import {
  ACTIVE_FILTERS,
  bulkSchema,
  productEditSchema,
  STOCK_FILTERS,
  type ProductEdit,
} from './product-schemas';
import { RESERVED_URL_KEYS } from './url-rewrites';
import { likeText } from '../shared/like';

export const CATALOG_PAGE_SIZE = 20;

const listSchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.coerce.number({ error: 'catalog_category' }).int().positive().optional(),
  brand: z.coerce.number({ error: 'catalog_brand' }).int().positive().optional(),
  seller: z.coerce.number({ error: 'catalog_seller' }).int().positive().optional(),
  stock: z.enum(STOCK_FILTERS, { error: 'catalog_filter' }).optional(),
  active: z.enum(ACTIVE_FILTERS, { error: 'catalog_filter' }).optional(),
  approval: z.enum(PRODUCT_APPROVALS, { error: 'catalog_filter' }).optional(),
  method: z.string().max(40).optional(),
  page: z.coerce.number({ error: 'page_error' }).int().min(1, { error: 'page_error' }).max(10_000).default(1),
});

/** The condition of the list's filters (q, category, brand, seller, stock, active, approval, method). */
export function productFilter(ctx: Ctx, input: unknown): SQL | undefined {
  const f = parseInput(listSchema, input);
  const where: SQL[] = [];
  if (f.q) {
    const named = ctx.db
      .select({ one: sql`1` })
      .from(productTranslations)
      .where(
        and(eq(productTranslations.productId, products.id), ilike(productTranslations.name, likeText(f.q))),
      );
    where.push(or(ilike(products.sku, `${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), exists(named))!);
  }
  if (f.category)
    where.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(
            and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, f.category)),
          ),
      ),
    );
  if (f.brand) where.push(eq(products.brandId, f.brand));
  if (f.seller) where.push(eq(products.sellerId, f.seller));
  if (f.stock === 'out') where.push(eq(products.stock, 0));
  if (f.stock === 'low') where.push(and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD))!);
  if (f.stock === 'in') where.push(gt(products.stock, LOW_STOCK_THRESHOLD));
  if (f.active) where.push(eq(products.isActive, f.active === 'yes'));
  if (f.approval) where.push(eq(products.approval, f.approval));
  if (f.method)
    where.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(productPaymentMethods)
          .where(
            and(
              eq(productPaymentMethods.productId, products.id),
              eq(productPaymentMethods.method, f.method as PaymentMethodCode),
            ),
          ),
      ),
    );
  return where.length ? and(...where) : undefined;
}

/** Products for staff, every state included, newest first, with the filters of the list's URL. */
export async function productList(ctx: Ctx, input: unknown) {
  const f = parseInput(listSchema, input);
  const condition = productFilter(ctx, input);
  const [items, [total]] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        sku: products.sku,
        urlKey: products.urlKey,
        name: productTranslations.name,
        brand: brandTranslations.name,
        seller: sellerTranslations.name,
        price: products.price,
        specialPrice: products.specialPrice,
        stock: products.stock,
        isActive: products.isActive,
        approval: products.approval,
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, ctx.locale)),
      )
      .innerJoin(
        brandTranslations,
        and(eq(brandTranslations.brandId, products.brandId), eq(brandTranslations.locale, ctx.locale)),
      )
      .innerJoin(
        sellerTranslations,
        and(eq(sellerTranslations.sellerId, products.sellerId), eq(sellerTranslations.locale, ctx.locale)),
      )
      .where(condition)
      .orderBy(desc(products.id))
      .limit(CATALOG_PAGE_SIZE)
      .offset((f.page - 1) * CATALOG_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(products).where(condition),
  ]);
  return { items, total: total?.n ?? 0, page: f.page, pageSize: CATALOG_PAGE_SIZE };
}

/**
 * What the edit form chooses from: brands, sellers and categories (with their path), by name; the
 * attributes, and for each category the ones its products already have (the form offers those).
 */
export async function catalogOptions(ctx: Ctx) {
  const [brandRows, sellerRows, categoryRows, attributeRows, fits] = await Promise.all([
    ctx.db
      .select({ id: brands.id, name: brandTranslations.name })
      .from(brands)
      .innerJoin(
        brandTranslations,
        and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.locale, ctx.locale)),
      )
      .orderBy(asc(brandTranslations.name)),
    ctx.db
      .select({ id: sellers.id, name: sellerTranslations.name, isActive: sellers.isActive })
      .from(sellers)
      .innerJoin(
        sellerTranslations,
        and(eq(sellerTranslations.sellerId, sellers.id), eq(sellerTranslations.locale, ctx.locale)),
      )
      .orderBy(asc(sellerTranslations.name)),
    ctx.db
      .select({ id: categories.id, parentId: categories.parentId, name: categoryTranslations.name })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, ctx.locale)),
      )
      .orderBy(asc(categories.path)),
    ctx.db
      .select({
        code: attributeDefinitions.code,
        label: attributeDefinitionTranslations.label,
        unit: attributeDefinitionTranslations.unit,
      })
      .from(attributeDefinitions)
      .innerJoin(
        attributeDefinitionTranslations,
        and(
          eq(attributeDefinitionTranslations.code, attributeDefinitions.code),
          eq(attributeDefinitionTranslations.locale, ctx.locale),
        ),
      )
      .orderBy(asc(attributeDefinitions.position), asc(attributeDefinitions.code)),
    ctx.db
      .selectDistinct({
        categoryId: products.categoryId,
        code: sql<string>`jsonb_object_keys(${products.attributes})`,
      })
      .from(products),
  ]);
  const categoryAttributes: Record<number, string[]> = {};
  for (const f of fits) (categoryAttributes[f.categoryId] ??= []).push(f.code);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const trail = (id: number | null): string[] => {
    const c = id === null ? undefined : byId.get(id);
    return c ? [...trail(c.parentId), c.name] : [];
  };
  return {
    brands: brandRows,
    sellers: sellerRows,
    categories: categoryRows.map((c) => ({ id: c.id, name: trail(c.id).join(' › ') })),
    attributes: attributeRows,
    categoryAttributes,
  };
}

/** One product as the edit form shows it: both languages side by side, money in pounds, Cairo days. */
export async function productForStaff(ctx: Ctx, id: number) {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound('product_not_found');
  const [texts, methods, images] = await Promise.all([
    ctx.db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    ctx.db
      .select({ method: productPaymentMethods.method })
      .from(productPaymentMethods)
      .where(eq(productPaymentMethods.productId, id)),
    ctx.db
      .select({ path: productImages.path })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
  ]);
  const text = (locale: 'ar' | 'en') => texts.find((t) => t.locale === locale);
  const form = {
    sku: product.sku,
    url_key: product.urlKey,
    name_ar: text('ar')?.name ?? '',
    name_en: text('en')?.name ?? '',
    short_description_ar: text('ar')?.shortDescription ?? '',
    short_description_en: text('en')?.shortDescription ?? '',
    description_ar: editableDescription(text('ar')?.description ?? ''),
    description_en: editableDescription(text('en')?.description ?? ''),
    price: (product.price / 100).toFixed(2),
    special_price: product.specialPrice === null ? '' : (product.specialPrice / 100).toFixed(2),
    special_from: product.specialFrom ? cairoDay(product.specialFrom) : '',
    special_to: product.specialTo ? cairoDay(product.specialTo) : '',
    stock: String(product.stock),
    brand_id: String(product.brandId),
    seller_id: String(product.sellerId),
    category_id: String(product.categoryId),
    payment_methods: methods.map((m) => m.method),
    is_active: product.isActive,
    weight: product.weightGrams === null ? '' : String(product.weightGrams / 1000),
    attributes: product.attributes,
    instalment_months: (product.instalmentMonths ?? []).map(String),
  };
  return { id, product, form, images: images.map((i) => i.path) };
}

/** The category and its parents, main first (product_categories holds every level). */
export async function ancestry(ctx: Ctx, categoryId: number): Promise<number[]> {
  const ids: number[] = [];
  let next: number | null = categoryId;
  while (next !== null && ids.length < 3) {
    const [row] = await ctx.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, next));
    if (!row) break;
    ids.unshift(row.id);
    next = row.parentId;
  }
  return ids;
}

/**
 * Key-share locks on categories a write is about to refer to, taken in id order before any row
 * refers to them. The category tree's edits lock every category in id order (staff-categories.ts);
 * a product write that took its own category first (the product row's foreign key) and the main
 * category after (its category links) could wait for such an edit while the edit waited for it
 * (docs/decisions.md, "One lock order for rows that several writers take").
 */
export async function lockCategories(ctx: Ctx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...new Set(ids)]))
    .orderBy(asc(categories.id))
    .for('key share');
}

/**
 * A category's ancestry (ancestry()), locked in id order. A tree edit that committed between the
 * read and the lock may have changed it, so it is read again; once locked it cannot change (moving
 * a category rewrites its path, which waits for the lock).
 */
export async function lockedAncestry(ctx: Ctx, categoryId: number): Promise<number[]> {
  let levels = await ancestry(ctx, categoryId);
  for (let tries = 0; tries < 3; tries++) {
    await lockCategories(ctx, levels);
    const again = await ancestry(ctx, categoryId);
    if (again.join() === levels.join()) break;
    levels = again;
  }
  return levels;
}

const invalid = (field: string, key: string) => new AppError('invalid', key, {}, { [field]: key });

/** Refuses references that do not exist and a SKU or URL another product or page already has. */
export async function checkReferences(ctx: Ctx, id: number | null, p: ProductEdit) {
  const [[brand], [seller], [category], [skuOwner], [pathOwner]] = await Promise.all([
    ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.id, p.brand_id)),
    ctx.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, p.seller_id)),
    ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, p.category_id)),
    ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sku, p.sku), id === null ? undefined : ne(products.id, id))),
    ctx.db
      .select({ type: urlRewrites.entityType, id: urlRewrites.entityId })
      .from(urlRewrites)
      .where(eq(urlRewrites.requestPath, p.url_key)),
  ]);
  const codes = Object.keys(p.attributes ?? {});
  if (codes.length > 0) {
    const known = await ctx.db
      .select({ code: attributeDefinitions.code })
      .from(attributeDefinitions)
      .where(inArray(attributeDefinitions.code, codes));
    if (known.length !== codes.length) throw invalid('attributes', 'catalog_attribute_unknown');
  }
  if (!brand) throw invalid('brand_id', 'catalog_brand');
  if (!seller) throw invalid('seller_id', 'catalog_seller');
  if (!category) throw invalid('category_id', 'catalog_category');
  if (skuOwner) throw new AppError('conflict', 'catalog_sku_taken', {}, { sku: 'catalog_sku_taken' });
  if (
    RESERVED_URL_KEYS.has(p.url_key) ||
    (pathOwner && !(pathOwner.type === 'product' && pathOwner.id === id))
  )
    throw new AppError('conflict', 'catalog_url_key_taken', {}, { url_key: 'catalog_url_key_taken' });
}

/** The products row of an edit: money in piastres, Cairo days as instants (the end day inclusive). */
export function productColumns(p: ProductEdit) {
  return {
    sku: p.sku,
    urlKey: p.url_key,
    brandId: p.brand_id,
    sellerId: p.seller_id,
    categoryId: p.category_id,
    price: p.price,
    specialPrice: p.special_price,
    specialFrom: p.special_from ? cairoStart(p.special_from) : null,
    specialTo: p.special_to ? cairoEnd(p.special_to) : null,
    stock: p.stock,
    isActive: p.is_active,
    // Left out (a CSV without the columns), the product keeps what it has.
    ...(p.weight !== undefined ? { weightGrams: p.weight } : {}),
    ...(p.attributes !== undefined ? { attributes: p.attributes } : {}),
    ...(p.instalment_months !== undefined ? { instalmentMonths: p.instalment_months } : {}),
    // Putting a product on sale approves it, whoever made it (a seller's waits until then).
    ...(p.is_active ? { approval: 'approved' as const, approvalNote: null } : {}),
  };
}

/**
 * Writes the product, its texts, categories, payment methods and URL, and its search documents.
 */
export async function writeProduct(
  tx: Ctx,
  id: number | null,
  p: ProductEdit,
  options: { index?: boolean } = {},
): Promise<number> {
  const values = productColumns(p);
  // Before the product row refers to its category: the whole ancestry, in id order.
  const levels = await lockedAncestry(tx, p.category_id);
  const productId =
    id === null
      ? (await tx.db.insert(products).values(values).returning({ id: products.id }))[0]!.id
      : (await tx.db.update(products).set(values).where(eq(products.id, id)), id);
  for (const locale of ['ar', 'en'] as const) {
    const text = {
      name: p[`name_${locale}`],
      shortDescription: p[`short_description_${locale}`],
      description: storedDescription(p[`description_${locale}`]),
    };
    await tx.db
      .insert(productTranslations)
      .values({ productId, locale, ...text })
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: text });
  }
  await tx.db.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.db.insert(productCategories).values(levels.map((categoryId) => ({ productId, categoryId })));
  await tx.db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, productId));
  await tx.db
    .insert(productPaymentMethods)
    .values([...new Set(p.payment_methods)].map((method) => ({ productId, method })));
  // The old URL keeps resolving to the product, whose page then sends a 301 to the new one.
  await tx.db
    .insert(urlRewrites)
    .values({ requestPath: p.url_key, entityType: 'product', entityId: productId })
    .onConflictDoNothing();
  if (options.index !== false) await indexProducts(tx.db, [productId]);
  return productId;
}

/** The product's fields an audit row compares (money in piastres, as stored). */
async function snapshot(ctx: Ctx, id: number) {
  const { form } = await productForStaff(ctx, id);
  return form;
}

/** Saves an edit: one transaction with its audit row (before and after) and the search documents. */
export function updateProductAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const p = parseInput(productEditSchema, input);
  return audited(
    ctx,
    actor,
    { action: 'catalog_product.update', entity: 'product', entityId: id },
    async (tx) => {
      const [locked] = await tx.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw notFound('product_not_found');
      await checkReferences(tx, id, p);
      const before = await snapshot(tx, id);
      await writeProduct(tx, id, p);
      return { result: id, before, after: await snapshot(tx, id) };
    },
  );
}

/** A new product, on sale at once if active. */
export async function createProductAs(ctx: Ctx, actor: Actor, input: unknown): Promise<number> {
  const p = parseInput(productEditSchema, input);
  let created = 0;
  await audited(
    ctx,
    actor,
    { action: 'catalog_product.create', entity: 'product', entityId: p.sku },
    async (tx) => {
      await checkReferences(tx, null, p);
      created = await writeProduct(tx, null, p);
      return { result: created, after: await snapshot(tx, created) };
    },
  );
  return created;
}

/** Activate, deactivate, move to a category or set the payment methods of many products at once. */
export function bulkUpdateAs(ctx: Ctx, actor: Actor, input: unknown) {
  const b = parseInput(bulkSchema, input);
  const ids = [...new Set(b.ids)].sort((x, y) => x - y);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const rows = await db
      .select({ id: products.id, isActive: products.isActive, categoryId: products.categoryId })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    if (rows.length !== ids.length) throw notFound('product_not_found');
    if (b.action === 'category') {
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, b.category_id!));
      if (!category) throw invalid('category_id', 'catalog_category');
    }
    const levels = b.action === 'category' ? await lockedAncestry(tx, b.category_id!) : [];
    for (const row of rows) {
      await audited(
        tx,
        actor,
        { action: `catalog_product.bulk_${b.action}`, entity: 'product', entityId: row.id },
        async (one) => {
          const before = await snapshot(one, row.id);
          if (b.action === 'activate' || b.action === 'deactivate')
            await one.db
              .update(products)
              .set(
                b.action === 'activate'
                  ? { isActive: true, approval: 'approved', approvalNote: null }
                  : { isActive: false },
              )
              .where(eq(products.id, row.id));
          if (b.action === 'category') {
            await one.db.update(products).set({ categoryId: b.category_id! }).where(eq(products.id, row.id));
            await one.db.delete(productCategories).where(eq(productCategories.productId, row.id));
            await one.db
              .insert(productCategories)
              .values(levels.map((categoryId) => ({ productId: row.id, categoryId })));
          }
          if (b.action === 'payment_methods') {
            await one.db.delete(productPaymentMethods).where(eq(productPaymentMethods.productId, row.id));
            await one.db
              .insert(productPaymentMethods)
              .values([...new Set(b.payment_methods!)].map((method) => ({ productId: row.id, method })));
          }
          return { result: null, before, after: await snapshot(one, row.id) };
        },
      );
    }
    await indexProducts(db, ids);
    return { updated: ids.length };
  });
}
