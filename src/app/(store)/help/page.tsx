import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import Link from '@/components/ui/link.client';
import { TEXT_LINK } from '@/components/ui/styles';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { loadCmsBlock } from '@/components/content/cms-page';
import { HelpFaq } from '@/components/help/help-faq.client';
import { JsonLd } from '@/components/ui/json-ld';
import { SUPPORT_PHONE } from '@/components/layout/links';
import { parseFaq, type FaqGroup } from '@/domain/content/faq';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';

/** The CMS block that holds the card's questions and answers. */
const HELP_BLOCK = 'help-aman-card';

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
  const block = await loadCmsBlock(HELP_BLOCK, locale);
  const groups = parseFaq(block.content);
  return (
    <ClientMessages area="help">
      <div className="mx-auto max-w-3xl px-3 py-4 md:px-4 md:py-6" data-testid="help-page">
        <Breadcrumbs t={t} trail={[]} current={t('help.title')} />
        <h1 className="mb-2 text-2xl font-bold md:text-3xl">{block.title}</h1>
        <p className="mb-5 text-neutral-700">
          {t('help.intro', { phone: SUPPORT_PHONE })}{' '}
          <Link href="/account/credit-limit-request/" className={TEXT_LINK}>
            {t('help.apply')}
          </Link>
        </p>
        <HelpFaq groups={groups} />
        <JsonLd data={faqJsonLd(groups)} testId="faq-json-ld" />
      </div>
    </ClientMessages>
  );
}
