import { and, eq } from 'drizzle-orm';
import { cmsBlockTranslations, cmsBlocks } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { cmsBlockPage } from './cms-schemas';
import { sanitizeCmsHtml } from './sanitize';

export interface CmsBlock {
  identifier: string;
  title: string;
  content: string;
  updatedAt: Date;
}

/** A content block in the context's language, its HTML sanitised; 404 when unknown or inactive. */
export async function getCmsBlock(ctx: Ctx, identifier: string): Promise<CmsBlock> {
  const [row] = await ctx.db
    .select({
      identifier: cmsBlocks.identifier,
      updatedAt: cmsBlocks.updatedAt,
      title: cmsBlockTranslations.title,
      content: cmsBlockTranslations.content,
    })
    .from(cmsBlocks)
    .innerJoin(
      cmsBlockTranslations,
      and(eq(cmsBlockTranslations.blockId, cmsBlocks.id), eq(cmsBlockTranslations.locale, ctx.locale)),
    )
    .where(and(eq(cmsBlocks.identifier, identifier), eq(cmsBlocks.isActive, true)))
    .limit(1);
  if (!row) throw notFound('cms_block_not_found', { identifier });
  return { ...row, content: sanitizeCmsHtml(row.content) };
}

/** The store pages whose block is switched off: links to them (footer, sitemap) are left out. */
export async function switchedOffPages(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db
    .select({ identifier: cmsBlocks.identifier })
    .from(cmsBlocks)
    .where(eq(cmsBlocks.isActive, false));
  return rows.map((r) => cmsBlockPage(r.identifier)).filter((page): page is string => page !== null);
}
