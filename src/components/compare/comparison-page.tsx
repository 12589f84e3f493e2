import type { Metadata } from 'next';
import { MAX_COMPARE_ITEMS } from '@/domain/catalog/compare';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { ComparisonTable } from './comparison-table.client';
import { ScreenReserve } from '../ui/screen-reserve';
import { formatNumber } from '@/i18n/format';

export async function comparisonMetadata(): Promise<Metadata> {
  const { locale, t } = await getServerT();
  return {
    title: t('compare.title'),
    description: t('seo.comparison_description', { max: formatNumber(MAX_COMPARE_ITEMS, locale) }),
    alternates: alternatesFor('/comparison'),
    // Each visitor's own list: nothing for a search engine to index.
    robots: { index: false, follow: true },
  };
}

/** /comparison: the guest's list lives in the browser, so the whole table is a client island. */
export function ComparisonPage() {
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-4" data-testid="comparison-page">
      <ScreenReserve>
        <ComparisonTable />
      </ScreenReserve>
    </div>
  );
}
