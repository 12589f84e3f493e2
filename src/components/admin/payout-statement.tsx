import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ibanEnding } from '@/domain/sellers/payout-records';
import { cairoStart } from '@/domain/shared/cairo-day';
import type { StatementTotals } from '@/domain/sellers/payout-schemas';
import { nextPeriod, periodSchema, previousPeriod } from '@/domain/sellers/payout-schemas';
import { payoutStatement, type PayoutStatement } from '@/domain/sellers/payouts';
import type { Ctx } from '@/domain/shared/ctx';
import { formatDate, formatMonth, formatNumber, formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { PRIMARY_BUTTON, TEXT_LINK } from '../ui/styles';
import { PrintButton } from './print-button.client';
import { TextTable } from './text-table.client';

const TOTALS = [
  'sales',
  'refunds',
  'commission',
  'payout',
] as const satisfies readonly (keyof StatementTotals)[];

/** A closed month's payment: paid (when, how much, where, the bank's reference), owed, or nothing to pay. */
function PaymentState({
  statement,
  t,
  locale,
  recordForm,
}: {
  statement: PayoutStatement;
  t: TFunction;
  locale: Locale;
  recordForm?: ReactNode;
}) {
  const { paid } = statement;
  if (paid) {
    // The account only when the seller has an application's IBAN (not the store's own dealers).
    const rows = [
      ['date', t('admin_payouts.paid_on'), formatDate(cairoStart(paid.paidOn), locale)],
      ['amount', t('admin_payouts.paid_amount'), formatPrice(paid.amount, locale)],
      ['account', t('admin_payouts.paid_account'), ibanEnding(paid.iban)],
      ['reference', t('admin_payouts.reference'), paid.reference],
    ].filter((row): row is [string, string, string] => row[2] !== null);
    return (
      <section
        className="rounded-lg border-s-4 border-success bg-white p-4"
        data-testid="admin-statement-paid"
      >
        <h3 className="mb-2 font-bold">{t('admin_payouts.paid_title')}</h3>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
          {rows.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="text-neutral-700">{label}</dt>
              <dd className="font-bold" data-testid={`admin-paid-${key}`}>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  if (statement.totals.payout <= 0)
    return (
      <p className="text-neutral-700" data-testid="admin-statement-nothing">
        {t('admin_payouts.nothing_owed')}
      </p>
    );
  return (
    <section
      className="rounded-lg bg-white p-4 shadow-sm print:shadow-none"
      data-testid="admin-statement-unpaid"
    >
      <h3 className="mb-2 font-bold">{t('admin_payouts.unpaid')}</h3>
      {recordForm ?? <p className="text-neutral-700">{t('admin_payouts.unpaid_seller')}</p>}
    </section>
  );
}

/** The statement of the month in the page's ?period=, or of this month when it is not one. */
export async function statementOfPage(ctx: Ctx, sellerId: number, asked: string | undefined) {
  const valid = asked === undefined || periodSchema.safeParse({ period: asked }).success;
  return {
    statement: await payoutStatement(ctx, sellerId, { period: valid ? asked : undefined }),
    badPeriod: !valid,
  };
}

/**
 * A seller's payout statement of one month, for the seller (its portal) and for staff: the month's
 * figures, a month picker with the months before and after, and every line with its rate.
 */
export function PayoutStatementView({
  statement,
  basePath,
  t,
  locale,
  error,
  recordForm,
}: {
  statement: PayoutStatement;
  /** The page's path; the month goes in ?period=. */
  basePath: string;
  t: TFunction;
  locale: Locale;
  /** A month asked for that is not one (the page shows this month instead). */
  error?: string;
  /** Staff's way to record the month's transfer, shown while a closed month owes and is unpaid. */
  recordForm?: ReactNode;
}) {
  const month = formatMonth(statement.period, locale);
  const link = (period: string) => `${basePath}?period=${period}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold" data-testid="admin-statement-month">
          {t('admin_payouts.statement_of', { month })}
        </h2>
        <PrintButton label={t('admin_payouts.print')} />
      </div>
      {error && (
        <p role="alert" className="font-bold text-error">
          {error}
        </p>
      )}
      <form method="get" action={basePath} className="flex flex-wrap items-end gap-3 print:hidden">
        <label className="flex flex-col gap-1">
          <span className="font-bold">{t('admin_payouts.month')}</span>
          <input
            type="month"
            name="period"
            defaultValue={statement.period}
            required
            className="rounded-md border border-neutral-400 px-3 py-2"
            data-testid="admin-statement-period"
          />
        </label>
        <button type="submit" className={PRIMARY_BUTTON} data-testid="admin-statement-show">
          {t('admin_payouts.show')}
        </button>
        <Link href={link(previousPeriod(statement.period))} className={TEXT_LINK}>
          {t('admin_payouts.previous_month')}
        </Link>
        {!statement.open && (
          <Link href={link(nextPeriod(statement.period))} className={TEXT_LINK}>
            {t('admin_payouts.next_month')}
          </Link>
        )}
      </form>
      {statement.open && <p className="text-neutral-700">{t('admin_payouts.open_month')}</p>}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="admin-statement-totals">
        {TOTALS.map((key) => (
          <div key={key} className="rounded-lg bg-white p-4 shadow-sm">
            <dt className="font-bold text-neutral-700">{t(`admin_payouts.totals.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold" data-testid={`admin-statement-${key}`}>
              <bdi>{formatPrice(statement.totals[key], locale)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {!statement.open && (
        <PaymentState statement={statement} t={t} locale={locale} recordForm={recordForm} />
      )}
      <p className="text-sm text-neutral-700">{t('admin_payouts.how')}</p>
      <TextTable
        caption={t('admin_payouts.lines_caption', { month })}
        testId="admin-statement-lines"
        headers={[
          t('admin_payouts.columns.date'),
          t('admin_payouts.columns.kind'),
          t('admin_payouts.columns.order'),
          t('admin_payouts.columns.product'),
          t('admin_payouts.columns.qty'),
          t('admin_payouts.columns.amount'),
          t('admin_payouts.columns.rate'),
        ]}
        rows={statement.lines.map((l) => [
          formatDate(l.at, locale),
          t(`admin_payouts.kind.${l.kind}`),
          l.orderNumber,
          `${l.name} (${l.sku})`,
          formatNumber(l.qty, locale),
          formatPrice(l.amount, locale),
          `${formatNumber(l.rateBps / 100, locale)}%`,
        ])}
      />
    </div>
  );
}
