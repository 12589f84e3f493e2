import { asc, count, eq } from 'drizzle-orm';
import { brandTranslations, brands, products } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { audited, historyOf, type Actor } from '../staff/audit';
import { checkedForm, keepingImage, storeContentImage } from '../content/staff-images';
import { BRAND_LOGO_RULES } from '../uploads/image-rules';
import { brandFieldsSchema, type BrandFields } from './category-schemas';

/**
 * Brands in the back office (catalog role): the list in the store's order, one brand, create and
 * edit (URL key, both names, logo, position, featured), remove one no product uses. Audited; the
 * triggers on brands and brand_translations bump the 'catalog' cache version.
 */
export interface StaffBrand {
  id: number;
  urlKey: string;
  logo: string | null;
  position: number;
  isFeatured: boolean;
  nameAr: string;
  nameEn: string;
  productCount: number;
}

export async function brandsForStaff(ctx: Ctx): Promise<StaffBrand[]> {
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({ b: brands, t: brandTranslations })
      .from(brands)
      .leftJoin(brandTranslations, eq(brandTranslations.brandId, brands.id))
      .orderBy(asc(brands.position), asc(brands.id)),
    ctx.db.select({ id: products.brandId, n: count() }).from(products).groupBy(products.brandId),
  ]);
  const countOf = new Map(counts.map((r) => [r.id, r.n]));
  const byId = new Map<number, StaffBrand>();
  for (const { b, t } of rows) {
    const s = byId.get(b.id) ?? {
      id: b.id,
      urlKey: b.urlKey,
      logo: b.logo,
      position: b.position,
      isFeatured: b.isFeatured,
      nameAr: '',
      nameEn: '',
      productCount: countOf.get(b.id) ?? 0,
    };
    if (t?.locale === 'ar') s.nameAr = t.name;
    if (t?.locale === 'en') s.nameEn = t.name;
    byId.set(b.id, s);
  }
  return [...byId.values()];
}

const oneOf = async (ctx: Ctx, id: number) => (await brandsForStaff(ctx)).find((b) => b.id === id);

export async function brandForStaff(ctx: Ctx, id: number) {
  const brand = await oneOf(ctx, id);
  if (!brand) throw notFound('brand_not_found');
  return { brand, history: await historyOf(ctx, 'brand', id) };
}

const audit = (b: StaffBrand) => ({
  url_key: b.urlKey,
  name_ar: b.nameAr,
  name_en: b.nameEn,
  logo: b.logo,
  position: b.position,
  is_featured: b.isFeatured,
});

const checkedInput = (input: unknown, logo: Buffer | null) =>
  checkedForm(brandFieldsSchema, input, { bytes: logo, rules: BRAND_LOGO_RULES, requiredKey: null });

async function checkKey(ctx: Ctx, id: number | null, form: BrandFields) {
  const [owner] = await ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.urlKey, form.url_key));
  if (owner && owner.id !== id)
    throw new AppError('conflict', 'brand_url_key_taken', {}, { url_key: 'brand_url_key_taken' });
}

async function writeNames(ctx: Ctx, brandId: number, form: BrandFields) {
  for (const locale of ['ar', 'en'] as const) {
    const name = form[`name_${locale}`];
    await ctx.db
      .insert(brandTranslations)
      .values({ brandId, locale, name })
      .onConflictDoUpdate({ target: [brandTranslations.brandId, brandTranslations.locale], set: { name } });
  }
}

const rowOf = (form: BrandFields) => ({
  urlKey: form.url_key,
  position: form.position,
  isFeatured: form.is_featured,
});

export async function createBrandAs(ctx: Ctx, actor: Actor, input: unknown, logo: Buffer | null) {
  const form = await checkedInput(input, logo);
  const stored = logo ? await storeContentImage('brands', logo, BRAND_LOGO_RULES, []) : null;
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'brand.create', entity: 'brand', entityId: '' }, async (tx) => {
      await checkKey(tx, null, form);
      const [created] = await tx.db
        .insert(brands)
        .values({ ...rowOf(form), logo: stored })
        .returning({ id: brands.id });
      await writeNames(tx, created!.id, form);
      const after = (await oneOf(tx, created!.id))!;
      return { result: after, after: audit(after), entityId: created!.id };
    }),
  );
}

async function lockBrand(ctx: Ctx, id: number): Promise<StaffBrand> {
  const [row] = await ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
  if (!row) throw notFound('brand_not_found');
  return (await oneOf(ctx, id))!;
}

export async function updateBrandAs(ctx: Ctx, actor: Actor, id: number, input: unknown, logo: Buffer | null) {
  const form = await checkedInput(input, logo);
  const stored = logo ? await storeContentImage('brands', logo, BRAND_LOGO_RULES, []) : null;
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'brand.update', entity: 'brand', entityId: id }, async (tx) => {
      const before = await lockBrand(tx, id);
      await checkKey(tx, id, form);
      await tx.db
        .update(brands)
        .set({ ...rowOf(form), ...(stored ? { logo: stored } : {}) })
        .where(eq(brands.id, id));
      await writeNames(tx, id, form);
      const after = (await oneOf(tx, id))!;
      return { result: after, before: audit(before), after: audit(after) };
    }),
  );
}

/** Removes a brand no product (on sale or not) uses. */
export function deleteBrandAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(ctx, actor, { action: 'brand.delete', entity: 'brand', entityId: id }, async (tx) => {
    const before = await lockBrand(tx, id);
    const [used] = await tx.db.select({ n: count() }).from(products).where(eq(products.brandId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('conflict', 'brand_in_use');
    await tx.db.delete(brands).where(eq(brands.id, id));
    return { result: await brandsForStaff(tx), before: audit(before) };
  });
}
