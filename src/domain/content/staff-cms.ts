import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { auditLog, cmsBlockTranslations, cmsBlocks } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import {
  ALWAYS_ON_BLOCKS,
  changedCmsFields,
  cmsBlockPage,
  cmsBlockSchema,
  cmsContentSchema,
  type CmsAuditField,
  type CmsBlockInput,
} from './cms-schemas';
import { HOME_SECTIONS_BLOCK } from './home-sections';
import { PROMO_STRIP_BLOCK } from './promo-strip';

/** Blocks with their own page (plain text or JSON), left out of the generic blocks editor. */
const OWN_PAGE_BLOCKS = [PROMO_STRIP_BLOCK, HOME_SECTIONS_BLOCK];
import { sanitizeCmsHtml } from './sanitize';

/**
 * The store's CMS blocks in the back office (content role): the list, one block with its history,
 * and the edit of both languages' title and HTML and the block's switch. Identifiers are fixed (the
 * store's pages name them). HTML is stored as written and sanitised where it is shown, by the same
 * function for the store and the editor's preview. Every write is audited; the triggers on both
 * tables bump the 'content' version in the same transaction, and the content pages read blocks
 * uncached, so the store shows a save on its next request.
 */

export interface StaffCmsBlock {
  id: number;
  identifier: string;
  isActive: boolean;
  updatedAt: Date;
  /**
   * `updated_at` to the microsecond, as PostgreSQL keeps it (a Date keeps milliseconds): the
   * version a form sends back, compared exactly.
   */
  version: string;
  titleAr: string;
  titleEn: string;
  contentAr: string;
  contentEn: string;
  /** The store page that shows it, or null. */
  page: string | null;
}

const VERSION = sql<string>`to_char(${cmsBlocks.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Every block (or one), by identifier, with both languages. */
export async function cmsBlocksForStaff(ctx: Ctx, identifier?: string): Promise<StaffCmsBlock[]> {
  const rows = await ctx.db
    .select({ block: cmsBlocks, version: VERSION, t: cmsBlockTranslations })
    .from(cmsBlocks)
    .leftJoin(cmsBlockTranslations, eq(cmsBlockTranslations.blockId, cmsBlocks.id))
    // The promo strip and the home sections are blocks too, with their own pages.
    .where(
      and(
        notInArray(cmsBlocks.identifier, OWN_PAGE_BLOCKS),
        identifier === undefined ? undefined : eq(cmsBlocks.identifier, identifier),
      ),
    )
    .orderBy(asc(cmsBlocks.identifier));
  const byId = new Map<number, StaffCmsBlock>();
  for (const { block, version, t } of rows) {
    const b = byId.get(block.id) ?? {
      id: block.id,
      identifier: block.identifier,
      isActive: block.isActive,
      updatedAt: block.updatedAt,
      version,
      titleAr: '',
      titleEn: '',
      contentAr: '',
      contentEn: '',
      page: cmsBlockPage(block.identifier),
    };
    if (t?.locale === 'ar') Object.assign(b, { titleAr: t.title, contentAr: t.content });
    if (t?.locale === 'en') Object.assign(b, { titleEn: t.title, contentEn: t.content });
    byId.set(block.id, b);
  }
  return [...byId.values()];
}

export interface CmsHistoryEntry {
  id: number;
  action: string;
  actor: string;
  at: Date;
  /** What the change touched. */
  changed: CmsAuditField[];
}

/** One block with its last 50 changes, newest first. */
export async function cmsBlockForStaff(ctx: Ctx, identifier: string) {
  const [block] = await cmsBlocksForStaff(ctx, identifier);
  if (!block) throw notFound('cms_block_not_found', { identifier });
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'cms_block'), eq(auditLog.entityId, identifier)))
    .orderBy(desc(auditLog.id))
    .limit(50);
  const history: CmsHistoryEntry[] = rows.map((h) => ({
    id: h.id,
    action: h.action,
    actor: h.actor,
    at: h.at,
    changed: changedCmsFields(h.before as Snapshot | null, h.after as Snapshot | null),
  }));
  return { block, history };
}

type Snapshot = ReturnType<typeof snapshot>;

/** What the audit log keeps of a block: the form's fields. */
const snapshot = (
  b: Pick<StaffCmsBlock, 'titleAr' | 'titleEn' | 'contentAr' | 'contentEn' | 'isActive'>,
) => ({
  title_ar: b.titleAr,
  title_en: b.titleEn,
  content_ar: b.contentAr,
  content_en: b.contentEn,
  is_active: b.isActive,
});

/** The block locked for the write; refused when someone saved it after the form was loaded. */
async function lockBlock(ctx: Ctx, identifier: string, loaded: string): Promise<StaffCmsBlock> {
  if (OWN_PAGE_BLOCKS.includes(identifier)) throw notFound('cms_block_not_found', { identifier });
  const [row] = await ctx.db
    .select({ same: sql<boolean>`${cmsBlocks.updatedAt} = ${loaded}::timestamptz` })
    .from(cmsBlocks)
    .where(eq(cmsBlocks.identifier, identifier))
    .for('update');
  if (!row) throw notFound('cms_block_not_found', { identifier });
  if (!row.same) throw new AppError('conflict', 'cms_block_stale');
  const [block] = await cmsBlocksForStaff(ctx, identifier);
  return block!;
}

/**
 * Saves a block's titles, HTML and switch in both languages, if the form was loaded from its
 * current version (409 otherwise: two editors never overwrite each other unseen).
 */
export function updateCmsBlockAs(ctx: Ctx, actor: Actor, identifier: string, input: unknown) {
  const form: CmsBlockInput = parseInput(cmsBlockSchema, input);
  if (!form.is_active && ALWAYS_ON_BLOCKS.includes(identifier))
    throw new AppError('invalid', 'cms_block_always_on', {}, { is_active: 'cms_block_always_on' });
  const entry = { action: 'cms_block.update', entity: 'cms_block', entityId: identifier } as const;
  return audited(ctx, actor, entry, async (tx) => {
    const before = await lockBlock(tx, identifier, form.updated_at);
    const after = snapshot({
      titleAr: form.title_ar,
      titleEn: form.title_en,
      contentAr: form.content_ar,
      contentEn: form.content_en,
      isActive: form.is_active,
    });
    await tx.db
      .update(cmsBlocks)
      .set({ isActive: form.is_active, updatedAt: sql`now()` })
      .where(eq(cmsBlocks.id, before.id));
    for (const locale of ['ar', 'en'] as const) {
      const texts = { title: form[`title_${locale}`], content: form[`content_${locale}`] };
      await tx.db
        .insert(cmsBlockTranslations)
        .values({ blockId: before.id, locale, ...texts })
        .onConflictDoUpdate({
          target: [cmsBlockTranslations.blockId, cmsBlockTranslations.locale],
          set: texts,
        });
    }
    const [saved] = await cmsBlocksForStaff(tx, identifier);
    return { result: saved!, before: snapshot(before), after };
  });
}

/** Both languages' HTML as the store will show it: the store's own sanitiser, nothing stored. */
export function previewCmsContent(input: unknown) {
  const { content_ar, content_en } = parseInput(cmsContentSchema, input);
  return { content_ar: sanitizeCmsHtml(content_ar), content_en: sanitizeCmsHtml(content_en) };
}
