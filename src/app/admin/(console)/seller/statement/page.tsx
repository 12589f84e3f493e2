import { Forbidden } from '@/components/admin/admin-shell';
import { PayoutStatementView, statementOfPage } from '@/components/admin/payout-statement';
import { staffPage } from '@/components/admin/staff-page';
import { sellerOf } from '@/domain/catalog/seller-products';

/** The signed-in seller's payout statement of a month (this month by default). */
export default async function SellerStatementPage({
  searchParams,
}: {
  searchParams: Promise<{ period?: string }>;
}) {
  const { staff, t, locale, ctx, allowed } = await staffPage('seller_portal');
  if (!allowed) return <Forbidden t={t} />;
  const { statement, badPeriod } = await statementOfPage(ctx, sellerOf(staff), (await searchParams).period);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin_payouts.statement_title')}</h1>
      <p className="mb-4 text-neutral-700">{t('admin_payouts.statement_intro')}</p>
      <PayoutStatementView
        statement={statement}
        basePath="/admin/seller/statement"
        t={t}
        locale={locale}
        error={badPeriod ? t('errors.period_error') : undefined}
      />
    </>
  );
}
