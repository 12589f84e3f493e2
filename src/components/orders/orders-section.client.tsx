'use client';

import { Suspense } from 'react';
import { LoadingState } from '@/components/account/status-blocks.client';
import { OrderDetailsView } from './order-details.client';
import { OrdersList } from './orders-list.client';
import { useOrdersUrl } from './orders-url.client';

/** /account/orders: the list, or one order's details when ?orderId= is in the URL. */
export function OrdersSection() {
  // The URL is read with useSearchParams, which needs a Suspense boundary above it.
  return (
    <Suspense fallback={<LoadingState />}>
      <OrdersView />
    </Suspense>
  );
}

function OrdersView() {
  const url = useOrdersUrl();
  if (url.orderId !== null) {
    return <OrderDetailsView key={url.orderId} id={url.orderId} backHref={url.listHref} />;
  }
  return (
    <OrdersList
      status={url.status}
      page={url.page}
      onStatus={url.setStatus}
      onPage={url.setPage}
      detailsHref={url.detailsHref}
    />
  );
}
