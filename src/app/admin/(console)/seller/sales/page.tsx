import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { SellerSalesTable } from '@/components/admin/seller-sales-table.client';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { sellerOf } from '@/domain/catalog/seller-products';
import { commissionRateAt } from '@/domain/sellers/commission';
import { salesFigures } from '@/domain/sellers/payouts';
import { formatMonth, formatNumber, formatPrice } from '@/i18n/format';

/** The signed-in seller's sales, month by month, with what the store pays out for each. */
export default async function SellerSalesPage() {
  const { staff, t, locale, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const [months, rate] = await Promise.all([salesFigures(ctx, sellerOf(staff)), commissionRateAt(ctx)]);
  const price = (piastres: number) => formatPrice(piastres, locale);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin_payouts.sales_title')}</h1>
      <p className="mb-1 text-neutral-700">{t('admin_payouts.sales_intro')}</p>
      <p className="mb-4 font-bold" data-testid="admin-sales-rate">
        {t('admin_payouts.rate_now', { rate: formatNumber(rate.rateBps / 100, locale) })}
      </p>
      <SellerSalesTable
        rows={months.map((m) => ({
          period: m.period,
          month: formatMonth(m.period, locale),
          orders: formatNumber(m.orders, locale),
          units: formatNumber(m.units, locale),
          sales: price(m.sales),
          refunds: price(m.refunds),
          commission: price(m.commission),
          payout: price(m.payout),
        }))}
      />
      <p className="mt-4">
        <Link href="/admin/seller/statement" className={TEXT_LINK}>
          {t('admin_payouts.this_statement')}
        </Link>
      </p>
    </>
  );
}
