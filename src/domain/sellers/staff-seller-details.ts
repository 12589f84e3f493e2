import { eq } from 'drizzle-orm';
import { sellers, sellerTranslations } from '@/db/schema';
import { sellerDetailsSchema } from '../catalog/category-schemas';
import { checkedForm, keepingImage, storeContentImage } from '../content/staff-images';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { audited, historyOf, type Actor } from '../staff/audit';
import { BRAND_LOGO_RULES } from '../uploads/image-rules';

/**
 * A seller's details for the catalog team (issue 17): its name in Arabic and English and its logo
 * (cut like a brand's, 400 × 200 WebP). The triggers on sellers and seller_translations bump the
 * catalogue version, so product pages show a change on the next request.
 */
export interface SellerDetails {
  id: number;
  code: string;
  nameAr: string;
  nameEn: string;
  logo: string | null;
  isActive: boolean;
}

async function read(ctx: Ctx, id: number, lock = false): Promise<SellerDetails> {
  const query = ctx.db.select().from(sellers).where(eq(sellers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('seller_not_found');
  const names = await ctx.db.select().from(sellerTranslations).where(eq(sellerTranslations.sellerId, id));
  const name = (locale: 'ar' | 'en') => names.find((n) => n.locale === locale)?.name ?? '';
  return {
    id,
    code: row.code,
    nameAr: name('ar'),
    nameEn: name('en'),
    logo: row.logo,
    isActive: row.isActive,
  };
}

/** The details form's seller and every change made to the seller (details and standing). */
export async function sellerDetailsForStaff(ctx: Ctx, id: number) {
  return { seller: await read(ctx, id), history: await historyOf(ctx, 'seller', id) };
}

const audit = (s: SellerDetails) => ({ name_ar: s.nameAr, name_en: s.nameEn, logo: s.logo });

/** Renames a seller in both languages and, when one is sent, replaces its logo. */
export async function updateSellerDetailsAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: unknown,
  logo: Buffer | null,
): Promise<SellerDetails> {
  const form = await checkedForm(sellerDetailsSchema, input, {
    bytes: logo,
    rules: BRAND_LOGO_RULES,
    requiredKey: null,
  });
  const stored = logo ? await storeContentImage('sellers', logo, BRAND_LOGO_RULES, []) : null;
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'seller.details', entity: 'seller', entityId: id }, async (tx) => {
      const before = await read(tx, id, true);
      if (stored) await tx.db.update(sellers).set({ logo: stored }).where(eq(sellers.id, id));
      for (const locale of ['ar', 'en'] as const) {
        const name = form[`name_${locale}`];
        await tx.db
          .insert(sellerTranslations)
          .values({ sellerId: id, locale, name })
          .onConflictDoUpdate({
            target: [sellerTranslations.sellerId, sellerTranslations.locale],
            set: { name },
          });
      }
      const after = await read(tx, id);
      return { result: after, before: audit(before), after: audit(after) };
    }),
  );
}
