import { Forbidden } from '@/components/admin/admin-shell';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { percentOf } from '@/domain/credit/seller-rate-schemas';
import { PLAN_TERMS } from '@/domain/credit/plans';
import { sellersForRates } from '@/domain/credit/staff-seller-rates';
import Link from '@/components/ui/link.client';

/** Every dealer with its own instalment rates, or the store's terms. */
export default async function SellerRatesListPage() {
  const { t, locale, ctx, allowed } = await staffPage('catalog');
  if (!allowed) return <Forbidden t={t} />;
  const sellers = await sellersForRates(ctx);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin_tree.rates.title')}</h1>
      <p className="mb-4 text-neutral-700">{t('admin_tree.rates.intro')}</p>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full text-sm" data-testid="admin-rates-sellers">
          <thead className="bg-neutral-50 text-neutral-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-bold">
                {t('admin_tree.rates.dealer')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-bold">
                {t('admin_tree.rates.terms')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sellers.map((s) => {
              const terms = PLAN_TERMS.filter((m) => s.rates[m] !== undefined);
              return (
                <tr
                  key={s.id}
                  className="border-t border-neutral-200"
                  data-testid={`admin-rates-seller-${s.id}`}
                >
                  <td className="px-3 py-2">
                    <Link
                      href={`/admin/catalog/sellers/${s.id}`}
                      className={TEXT_LINK}
                      data-testid={`admin-catalog-seller-${s.id}`}
                    >
                      {(locale === 'ar' ? s.nameAr : s.nameEn) || s.code}
                    </Link>
                    <Link
                      href={`/admin/catalog/sellers/${s.id}/rates`}
                      className={`${TEXT_LINK} ms-3 text-sm`}
                    >
                      {t('admin_tree.seller_details.rates_link')}
                    </Link>
                    {!s.isActive && (
                      <span className="ms-2 rounded bg-neutral-200 px-2 py-0.5 text-xs font-bold">
                        {t('admin_tree.rates.suspended')}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {terms.length === 0
                      ? t('admin_tree.rates.store_terms')
                      : terms
                          .map((m) => t('admin_tree.rates.term', { months: m, rate: percentOf(s.rates[m]!) }))
                          .join(' · ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
