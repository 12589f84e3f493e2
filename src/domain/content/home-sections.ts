import { and, asc, eq } from 'drizzle-orm';
import { cmsBlockTranslations, cmsBlocks } from '@/db/schema';
import { nowOf, type Ctx } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import {
  homeSectionsSchema,
  resolveHomeSections,
  type HomeSectionId,
  type HomeSectionSetting,
} from './home-section-schemas';

/**
 * Which of the home page's sections show, in which order and under which titles (the slides aside:
 * they have their own screen). Kept as the CMS block `home-sections` whose content is the setting
 * as JSON (the same in both languages' rows), like the promo strip, so the triggers already on the
 * cms tables bump the 'content' version when staff save it and the home page's caches follow. No
 * block (or a content that no longer parses) means the store's own order, every section shown.
 */
export const HOME_SECTIONS_BLOCK = 'home-sections';

/** A section the home page shows, with staff's title in the context's language or null (the store's). */
export interface HomeSection {
  id: HomeSectionId;
  title: string | null;
}

async function storedSetting(ctx: Ctx, lock = false): Promise<HomeSectionSetting[] | null> {
  const query = ctx.db
    .select({ content: cmsBlockTranslations.content })
    .from(cmsBlocks)
    .innerJoin(cmsBlockTranslations, eq(cmsBlockTranslations.blockId, cmsBlocks.id))
    .where(and(eq(cmsBlocks.identifier, HOME_SECTIONS_BLOCK), eq(cmsBlocks.isActive, true)))
    .orderBy(asc(cmsBlockTranslations.locale))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  try {
    const parsed = homeSectionsSchema.safeParse(JSON.parse(row.content));
    return parsed.success ? parsed.data.sections : null;
  } catch {
    return null;
  }
}

/** The sections the home page shows, in order, titled in the context's language. */
export async function getHomeSections(ctx: Ctx): Promise<HomeSection[]> {
  return resolveHomeSections(await storedSetting(ctx))
    .filter((s) => s.visible)
    .map((s) => ({ id: s.id, title: s[`title_${ctx.locale}`] || null }));
}

/** Every section in order, shown or not, with both titles (empty: the store's), and the history. */
export async function homeSectionsForStaff(ctx: Ctx) {
  return {
    sections: resolveHomeSections(await storedSetting(ctx)),
    history: await historyOf(ctx, 'home_sections'),
  };
}

/** Stores the sections' order, switches and titles (the block is made the first time). */
export function saveHomeSectionsAs(ctx: Ctx, actor: Actor, input: unknown): Promise<HomeSectionSetting[]> {
  const { sections } = parseInput(homeSectionsSchema, input);
  const after = resolveHomeSections(sections);
  const entry = {
    action: 'home_sections.update',
    entity: 'home_sections',
    entityId: HOME_SECTIONS_BLOCK,
  } as const;
  return audited(ctx, actor, entry, async (tx) => {
    const before = resolveHomeSections(await storedSetting(tx, true));
    // Made on the first save; an upsert, so two first saves at once do not both insert.
    const [block] = await tx.db
      .insert(cmsBlocks)
      .values({ identifier: HOME_SECTIONS_BLOCK, isActive: true })
      .onConflictDoUpdate({ target: cmsBlocks.identifier, set: { isActive: true, updatedAt: nowOf(tx) } })
      .returning({ id: cmsBlocks.id });
    const content = JSON.stringify({ sections: after });
    for (const locale of ['ar', 'en'] as const)
      await tx.db
        .insert(cmsBlockTranslations)
        .values({ blockId: block!.id, locale, title: '', content })
        .onConflictDoUpdate({
          target: [cmsBlockTranslations.blockId, cmsBlockTranslations.locale],
          set: { title: '', content },
        });
    return { result: after, before, after };
  });
}
