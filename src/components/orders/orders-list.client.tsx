'use client';

import { Package } from 'lucide-react';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { IconEmptyPanel } from '@/components/ui/empty-state';
import { CARD } from '@/components/ui/styles';
import { OrderRow } from './order-row.client';
import { OrdersFilter } from './orders-filter.client';
import { OrdersPagination } from './orders-pagination.client';
import { useOrders } from './use-orders.client';

/** The customer's orders, newest first, 10 a page, optionally of one status. */
export function OrdersList({
  status,
  page,
  onStatus,
  onPage,
  detailsHref,
}: {
  status: string;
  page: number;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
  detailsHref: (id: number) => string;
}) {
  const { t } = useI18n();
  const { data, loading, failed, retry } = useOrders(status, page);

  if (failed) return <LoadError onRetry={retry} />;
  if (!data) return <LoadingState label={t('orders.loading')} />;

  // No order at all: nothing to filter, just the way to the shop.
  if (data.total_count === 0 && !status && page === 1) {
    return (
      <IconEmptyPanel
        testId="orders-empty"
        icon={Package}
        title={t('orders.empty_title')}
        text={t('orders.empty_text')}
        buttonLabel={t('orders.empty_button')}
      />
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.total_count / data.page_size));
  return (
    <section
      className={CARD}
      data-testid="account-orders"
      aria-labelledby="orders-heading"
      aria-busy={loading}
    >
      <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
        <h2 id="orders-heading" className="text-xl font-bold">
          {t('orders.list_heading')}
        </h2>
        <OrdersFilter value={status} onChange={onStatus} />
      </div>
      {data.items.length === 0 ? (
        <p data-testid="orders-empty" data-filtered className="py-10 text-center text-neutral-600">
          {t('orders.empty_filtered')}
        </p>
      ) : (
        <ul
          className={`divide-y divide-neutral-200 ${loading ? 'opacity-60' : ''}`}
          data-testid="orders-list"
        >
          {data.items.map((order) => (
            <OrderRow key={order.id} order={order} href={detailsHref(order.id)} />
          ))}
        </ul>
      )}
      <OrdersPagination page={data.page} pageCount={pageCount} onPage={onPage} />
    </section>
  );
}
