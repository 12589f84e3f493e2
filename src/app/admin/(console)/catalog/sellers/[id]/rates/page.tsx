import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { SellerRatesForm } from '@/components/admin/seller-rates-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { percentOf } from '@/domain/credit/seller-rate-schemas';
import { DEFAULT_RATES, PLAN_TERMS } from '@/domain/credit/plans';
import { sellerRatesForStaff } from '@/domain/credit/staff-seller-rates';
import { formatDate } from '@/i18n/format';

/** One dealer's instalment rates: each term with its rate, and the history of changes. */
export default async function SellerRatesPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const { seller, history } = await orNotFound(sellerRatesForStaff(ctx, pageId((await params).id)));
  const name = (locale === 'ar' ? seller.nameAr : seller.nameEn) || seller.code;
  const rows = PLAN_TERMS.map((months) => {
    const own = seller.rates[months];
    const store = DEFAULT_RATES[months];
    return {
      months,
      offered: own !== undefined,
      rate: own === undefined ? '' : String(percentOf(own)),
      storeRate: store === undefined ? null : percentOf(store),
    };
  });
  return (
    <div className="space-y-4">
      <Link href="/admin/catalog/sellers" className={TEXT_LINK}>
        {t('admin_tree.rates.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('admin_tree.rates.edit', { name })}</h1>
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <AdminSection>
          <SellerRatesForm key={JSON.stringify(rows)} sellerId={seller.id} initial={rows} />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-rates-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t('admin_tree.rates.action.rates'),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_tree.rates.history')}>
            <p>{t('admin_tree.rates.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
