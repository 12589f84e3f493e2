import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { orNotFound, pageId } from '@/components/admin/detail-page';
import { PayoutStatementView, statementOfPage } from '@/components/admin/payout-statement';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { sellerForStaff } from '@/domain/sellers/staff-sellers';
import { PayoutRecordForm } from '@/components/admin/payout-record-form.client';
import { cairoDay } from '@/domain/shared/cairo-day';
import { formatMonth, formatPrice } from '@/i18n/format';

/** A seller's payout statement of a month, as its seller sees it, for staff who manage sellers. */
export default async function StaffSellerStatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ period?: string }>;
}) {
  const { t, locale, ctx, allowed } = await staffPage('sellers');
  if (!allowed) return <Forbidden t={t} />;
  const id = pageId((await params).id);
  const { seller } = await orNotFound(sellerForStaff(ctx, id));
  const { statement, badPeriod } = await statementOfPage(ctx, id, (await searchParams).period);
  return (
    <>
      <Link href={`/admin/sellers/${id}`} className={`${TEXT_LINK} print:hidden`}>
        {t('admin_payouts.back_to_seller')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">
        {t('admin_payouts.seller_statement_title', { name: seller.name })}
      </h1>
      <PayoutStatementView
        statement={statement}
        basePath={`/admin/sellers/${id}/statement`}
        t={t}
        locale={locale}
        error={badPeriod ? t('errors.period_error') : undefined}
        recordForm={
          <PayoutRecordForm
            sellerId={id}
            period={statement.period}
            today={cairoDay(new Date())}
            question={t('admin_payouts.record_question', {
              amount: formatPrice(statement.totals.payout, locale),
              name: seller.name,
              month: formatMonth(statement.period, locale),
            })}
          />
        }
      />
    </>
  );
}
