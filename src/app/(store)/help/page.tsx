import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { HelpFaq } from '@/components/help/help-faq.client';
import { SUPPORT_PHONE } from '@/components/layout/links';
import { getCmsBlock } from '@/domain/content/cms';
import { parseFaq, type FaqGroup } from '@/domain/content/faq';
import { AppError } from '@/domain/shared/errors';
import { alternatesFor } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

/** The CMS block that holds the card's questions and answers. */
const HELP_BLOCK = 'help-aman-card';

async function helpBlock(locale: Locale) {
  try {
    return await getCmsBlock(pageCtx(locale), HELP_BLOCK);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: t('help.title'),
    description: t('help.meta_description'),
    alternates: alternatesFor('/help'),
  };
}

/** schema.org FAQPage: every question with its answer as text. */
const faqJsonLd = (groups: FaqGroup[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: groups.flatMap((g) =>
    g.items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answerText },
    })),
  ),
});

/** /help: questions and answers about the Aman card (CMS block help-aman-card), searchable. */
export default async function HelpPage() {
  const { t, locale } = await getServerT();
  const block = await helpBlock(locale);
  const groups = parseFaq(block.content);
  return (
    <div className="mx-auto max-w-3xl px-3 py-4 md:px-4 md:py-6" data-testid="help-page">
      <Breadcrumbs t={t} trail={[]} current={t('help.title')} />
      <h1 className="mb-2 text-2xl font-bold md:text-3xl">{block.title}</h1>
      <p className="mb-5 text-neutral-700">
        {t('help.intro', { phone: SUPPORT_PHONE })}{' '}
        <Link href="/account/credit-limit-request/" className="font-bold text-amber-700 hover:underline">
          {t('help.apply')}
        </Link>
      </p>
      <HelpFaq groups={groups} />
      <script
        type="application/ld+json"
        data-testid="faq-json-ld"
        // "<" escaped so text from the CMS can never close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd(groups)).replace(/</g, '\\u003c') }}
      />
    </div>
  );
}
