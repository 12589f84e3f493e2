import type { Metadata } from 'next';
import { DocumentTitle } from '@/components/ui/document-title.client';
import { EmptyState } from '@/components/ui/empty-state';
import { getServerT } from '@/i18n/server';

/** The tab says what the page says, not the home page's title. */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: { absolute: titleOf(t) } };
}

const titleOf = (t: (key: string) => string) => `${t('not_found.title')} | ${t('store_name')}`;

export default async function NotFound() {
  const { t } = await getServerT();
  return (
    <div data-testid="not-found">
      <DocumentTitle title={titleOf(t)} />
      <EmptyState
        title={t('not_found.title')}
        text={t('not_found.text')}
        buttonLabel={t('not_found.button')}
      />
    </div>
  );
}
