import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageCtx } from '@/lib/page-ctx';
import { getCmsBlock, type CmsBlock } from '@/domain/content/cms';
import { AppError } from '@/domain/shared/errors';
import { alternatesFor } from '@/i18n/alternates';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { getServerT } from '@/i18n/server';

/** A CMS block in the page's language; a block that does not exist is the not-found page. */
export async function loadCmsBlock(identifier: string, locale: Locale): Promise<CmsBlock> {
  try {
    return await getCmsBlock(pageCtx(locale), identifier);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  }
}

export async function cmsMetadata(identifier: string, path: string): Promise<Metadata> {
  const { locale } = await getServerT();
  const block = await loadCmsBlock(identifier, locale);
  return { title: block.title, alternates: alternatesFor(path) };
}

/** A content page (about, terms, refund policy, privacy) rendered from its sanitised CMS block. */
export async function CmsPage({ identifier }: { identifier: string }) {
  const { locale, t } = await getServerT();
  const block = await loadCmsBlock(identifier, locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" data-testid={`cms-${identifier}`}>
      <h1 className="mb-2 text-3xl font-bold">{block.title}</h1>
      <p className="mb-6 text-sm text-neutral-500">
        {t('content.last_updated', { date: formatDate(block.updatedAt, locale) })}
      </p>
      {/* Sanitised by getCmsBlock (sanitize-html allow-list). */}
      <div
        className="cms-content rounded-lg bg-white p-6 shadow-sm"
        dangerouslySetInnerHTML={{ __html: block.content }}
      />
    </article>
  );
}
