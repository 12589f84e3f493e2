import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { loadCmsBlock } from '@/components/content/cms-page';
import { SellerApplication } from '@/components/sellers/seller-application.client';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import { getCategoryTree } from '@/domain/content/menu';
import { EGYPTIAN_BANKS } from '@/domain/sellers/schemas';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';
import { commissionRateAt } from '@/domain/sellers/commission';
import { formatNumber } from '@/i18n/format';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: t('sellers.title'),
    description: t('sellers.meta_description'),
    alternates: alternatesFor('/sellonaman'),
  };
}

/**
 * /sellonaman (§2): why sell here, fees and payouts (the CMS block sell-on-aman), then the
 * 3-step seller application and, once sent, where it stands.
 */
export default async function SellOnAmanPage() {
  const { t, locale } = await getServerT();
  const [landing, tree, commission] = await Promise.all([
    loadCmsBlock('sell-on-aman', locale),
    getCategoryTree(pageCtx(locale)),
    commissionRateAt(pageCtx(locale)),
  ]);
  const options = {
    trade_category: tree.map((c) => ({ value: c.urlKey, label: c.name })),
    bank_name: EGYPTIAN_BANKS.map((code) => ({ value: code, label: t(`sellers.banks.${code}`) })),
  };
  return (
    <ClientMessages area="sellers">
      <div className="mx-auto max-w-6xl px-3 py-4 md:px-4 md:py-6" data-testid="sellonaman-page">
        <Breadcrumbs t={t} trail={[]} current={t('sellers.title')} />
        <h1 className="mb-2 text-2xl font-bold md:text-3xl">{t('sellers.title')}</h1>
        <p className="mb-4 max-w-3xl text-neutral-700">{t('sellers.intro')}</p>
        {/* Below 1024 px the landing comes first: a way straight to the form. */}
        <a href="#apply" className={`${PRIMARY_BUTTON} mb-5 lg:hidden`} data-testid="sellonaman-apply-now">
          {t('sellers.apply_now')}
        </a>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="order-2 lg:order-1">
            <h2 className="mb-3 scroll-mt-24 text-xl font-bold" id="apply">
              {t('sellers.apply_title')}
            </h2>
            <SellerApplication options={options} />
          </div>
          {/* Sanitised by getCmsBlock (sanitize-html allow-list). */}
          <aside
            aria-label={landing.title}
            className="cms-content order-1 self-start rounded-lg bg-white p-4 text-sm shadow-sm lg:order-2"
            data-testid="sellonaman-landing"
          >
            <h2 className="mb-2 text-lg font-bold">{landing.title}</h2>
            <div dangerouslySetInnerHTML={{ __html: landing.content }} />
            {/* The rate in force, read live: what the landing's fees promise, before anyone applies. */}
            <p className="mt-3 font-bold" data-testid="sellonaman-commission">
              {t('sellers.commission_now', { rate: formatNumber(commission.rateBps / 100, locale) })}
            </p>
          </aside>
        </div>
      </div>
    </ClientMessages>
  );
}
