import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { CardActions } from '@/components/admin/card-actions.client';
import { AdminSection, orNotFound, pageId } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TextTable } from '@/components/admin/text-table.client';
import { cardSchedule } from '@/domain/credit/card-schedule';
import { cardForStaff } from '@/domain/credit/staff-review';
import { formatDate, formatNumber, formatPrice } from '@/i18n/format';

/** A card for a credit officer: limit, balance, hold and limit change, the instalments and the payments. */
export default async function CardPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('credit');
  if (!allowed) return <Forbidden t={t} />;
  const id = pageId((await params).id);
  const found = await orNotFound(cardForStaff(ctx, id));
  const { card, customer } = found;
  const schedule = await cardSchedule(ctx, id);
  const money = (p: number) => formatPrice(p, locale);
  const used = card.creditLimit - card.available;
  const instalments = schedule.purchases.flatMap((p) => p.instalments);
  return (
    <div className="space-y-4">
      <Link
        href="/admin/credit/cards"
        className="font-bold text-amber-700 underline-offset-2 hover:underline"
      >
        {t('admin.credit.cards_title')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">
          {t('admin.credit.card_title', { last4: card.number.slice(-4) })}
        </h1>
        <span
          className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-bold"
          data-testid="admin-card-status"
        >
          {t(`credit.card.status.${card.status}`)}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminSection>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
            <dt className="text-neutral-600">{t('admin.credit.customer')}</dt>
            <dd className="font-bold">
              <bdi>{`${customer.firstName} ${customer.lastName}`}</bdi> ·{' '}
              <span dir="ltr">{customer.phone}</span>
            </dd>
            <dt className="text-neutral-600">{t('admin.credit.national_id')}</dt>
            <dd className="font-bold">
              <span dir="ltr">{found.application.nationalId}</span>
            </dd>
            <dt className="text-neutral-600">{t('admin.credit.limit_label')}</dt>
            <dd className="font-bold" data-testid="admin-card-credit-limit">
              {money(card.creditLimit)}
            </dd>
            <dt className="text-neutral-600">{t('admin.credit.available')}</dt>
            <dd className="font-bold">{money(card.available)}</dd>
            <dt className="text-neutral-600">{t('admin.credit.in_use')}</dt>
            <dd className="font-bold">{money(used)}</dd>
            <dt className="text-neutral-600">{t('admin.credit.valid_until')}</dt>
            <dd className="font-bold">{formatDate(card.validUntil, locale)}</dd>
          </dl>
          <Link
            href={`/admin/credit/applications/${card.applicationId}`}
            className="mt-3 inline-block font-bold text-amber-700 underline-offset-2 hover:underline"
          >
            {t('admin.credit.open', { id: card.applicationId })}
          </Link>
        </AdminSection>
        <AdminSection>
          <CardActions
            key={`${card.status}-${card.creditLimit}`}
            cardId={card.id}
            onHold={card.status === 'on_hold'}
            usedLabel={money(used)}
          />
        </AdminSection>
      </div>
      <section>
        <h2 className="mb-2 text-lg font-bold">{t('admin.credit.schedule')}</h2>
        <TextTable
          caption={t('admin.credit.schedule')}
          testId="admin-card-schedule"
          headers={[
            t('admin.credit.due_date'),
            t('admin.credit.order'),
            t('admin.credit.amount'),
            t('admin.credit.state'),
            t('admin.credit.paid_at'),
          ]}
          rows={instalments.map((i) => [
            formatDate(i.dueDate, locale),
            `${i.incrementId} · ${i.seller}`,
            money(i.amount),
            t(`instalments.status.${i.state}`),
            i.paidAt ? formatDate(i.paidAt, locale) : '',
          ])}
        />
      </section>
      <section>
        <h2 className="mb-2 text-lg font-bold">{t('admin.credit.payments')}</h2>
        <TextTable
          caption={t('admin.credit.payments')}
          testId="admin-card-payments"
          headers={[
            t('admin.credit.date'),
            t('admin.credit.amount'),
            t('admin.credit.state'),
            t('admin.credit.instalments_count'),
          ]}
          rows={schedule.payments.map((p) => [
            formatDate(p.createdAt, locale),
            money(p.amount),
            t(`orders.payments.status.${p.status}`),
            formatNumber(p.instalments, locale),
          ])}
        />
      </section>
    </div>
  );
}
