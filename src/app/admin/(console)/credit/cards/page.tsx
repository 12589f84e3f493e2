import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { FILTER_CONTROL, ListFilter } from '@/components/admin/list-filter';
import { staffPage } from '@/components/admin/staff-page';
import { findCards } from '@/domain/credit/staff-review';
import { AppError } from '@/domain/shared/errors';
import { formatPrice } from '@/i18n/format';

/** Cards found by the customer's phone, national ID or the card's last four digits. */
export default async function CardsPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('credit');
  if (!allowed) return <Forbidden t={t} />;
  const q = (await searchParams).q?.trim() ?? '';
  let error: string | null = null;
  let rows: Awaited<ReturnType<typeof findCards>> = [];
  if (q) {
    try {
      rows = await findCards(ctx, { q });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      error = t(`errors.${err.messageKey}`, err.params);
    }
  }
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.credit.cards_title')}</h1>
      <ListFilter t={t} action="/admin/credit/cards" submitLabel={t('admin.credit.search_button')}>
        <label className="text-sm font-bold">
          {t('admin.credit.search')}
          <input
            name="q"
            defaultValue={q}
            dir="ltr"
            maxLength={20}
            className={FILTER_CONTROL}
            data-testid="admin-card-search"
          />
        </label>
      </ListFilter>
      {error && (
        <p role="alert" className="mb-4 font-bold text-error" data-testid="admin-card-search-error">
          {error}
        </p>
      )}
      {!q && <p className="text-neutral-700">{t('admin.credit.search_hint')}</p>}
      {q && !error && rows.length === 0 && (
        <p data-testid="admin-cards-empty">{t('admin.credit.no_cards')}</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-cards">
        {rows.map(({ card, customer }) => (
          <li key={card.id} className="rounded-lg bg-white p-4 shadow-sm">
            <Link
              href={`/admin/credit/cards/${card.id}`}
              className="font-bold text-amber-700 underline-offset-2 hover:underline"
              data-testid={`admin-card-${card.id}`}
            >
              {t('admin.credit.card_title', { last4: card.number.slice(-4) })}
            </Link>
            <p className="mt-1">
              <bdi>{`${customer.firstName} ${customer.lastName}`}</bdi> ·{' '}
              <span dir="ltr">{customer.phone}</span>
            </p>
            <p className="text-sm text-neutral-700">
              {t(`credit.card.status.${card.status}`)} · {t('admin.credit.limit_label')}{' '}
              {formatPrice(card.creditLimit, locale)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
