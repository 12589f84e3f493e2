import { and, eq } from 'drizzle-orm';
import { cmsBlockTranslations, cmsBlocks } from '@/db/schema';
import { nowOf, type Ctx } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import { promoStripSchema } from './promo-schemas';

/**
 * The promo strip above the store's header: its text and call to action per language, and whether
 * it shows. Kept as the CMS block `promo-strip` (title: the call to action; content: the text, plain),
 * so the triggers already on the cms tables bump the 'content' version when staff change it and the
 * shell's cache follows. No block, or an empty text, means the store's own text (`promo.text`,
 * `promo.cta`), so the store is right before anyone sets anything.
 */
export const PROMO_STRIP_BLOCK = 'promo-strip';

export interface PromoStrip {
  /** False when staff switched the strip off. */
  visible: boolean;
  /** Null: the store's own text in the language. */
  text: string | null;
  cta: string | null;
}

export interface StaffPromoStrip {
  text_ar: string;
  text_en: string;
  cta_ar: string;
  cta_en: string;
  is_active: boolean;
}

/** The strip in the context's language, for the store's shell. */
export async function getPromoStrip(ctx: Ctx): Promise<PromoStrip> {
  const [row] = await ctx.db
    .select({
      isActive: cmsBlocks.isActive,
      title: cmsBlockTranslations.title,
      content: cmsBlockTranslations.content,
    })
    .from(cmsBlocks)
    .leftJoin(
      cmsBlockTranslations,
      and(eq(cmsBlockTranslations.blockId, cmsBlocks.id), eq(cmsBlockTranslations.locale, ctx.locale)),
    )
    .where(eq(cmsBlocks.identifier, PROMO_STRIP_BLOCK))
    .limit(1);
  if (!row) return { visible: true, text: null, cta: null };
  return { visible: row.isActive, text: row.content || null, cta: row.title || null };
}

async function readForStaff(ctx: Ctx, lock = false): Promise<StaffPromoStrip> {
  const blocks = ctx.db
    .select({ id: cmsBlocks.id, isActive: cmsBlocks.isActive })
    .from(cmsBlocks)
    .where(eq(cmsBlocks.identifier, PROMO_STRIP_BLOCK));
  const [block] = lock ? await blocks.for('update') : await blocks;
  const strip: StaffPromoStrip = {
    text_ar: '',
    text_en: '',
    cta_ar: '',
    cta_en: '',
    is_active: block?.isActive ?? true,
  };
  if (!block) return strip;
  const texts = await ctx.db
    .select()
    .from(cmsBlockTranslations)
    .where(eq(cmsBlockTranslations.blockId, block.id));
  for (const t of texts)
    Object.assign(strip, { [`text_${t.locale}`]: t.content, [`cta_${t.locale}`]: t.title });
  return strip;
}

/** The strip's stored texts (empty: the store's own) and its switch, with the history of changes. */
export async function promoStripForStaff(ctx: Ctx) {
  return { strip: await readForStaff(ctx), history: await historyOf(ctx, 'promo_strip') };
}

/** Stores the strip's texts and switch (the block is made the first time). */
export function savePromoStripAs(ctx: Ctx, actor: Actor, input: unknown): Promise<StaffPromoStrip> {
  const form = parseInput(promoStripSchema, input);
  const entry = { action: 'promo_strip.update', entity: 'promo_strip', entityId: PROMO_STRIP_BLOCK } as const;
  return audited(ctx, actor, entry, async (tx) => {
    const before = await readForStaff(tx, true);
    // Made on the first save; an upsert, so two first saves at once do not both insert.
    const [block] = await tx.db
      .insert(cmsBlocks)
      .values({ identifier: PROMO_STRIP_BLOCK, isActive: form.is_active })
      .onConflictDoUpdate({
        target: cmsBlocks.identifier,
        set: { isActive: form.is_active, updatedAt: nowOf(tx) },
      })
      .returning({ id: cmsBlocks.id });
    for (const locale of ['ar', 'en'] as const) {
      const texts = { title: form[`cta_${locale}`], content: form[`text_${locale}`] };
      await tx.db
        .insert(cmsBlockTranslations)
        .values({ blockId: block!.id, locale, ...texts })
        .onConflictDoUpdate({
          target: [cmsBlockTranslations.blockId, cmsBlockTranslations.locale],
          set: texts,
        });
    }
    const after = await readForStaff(tx);
    return { result: after, before, after };
  });
}
