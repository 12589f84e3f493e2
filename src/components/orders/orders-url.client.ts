'use client';

import { useCallback } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { ORDER_STATUSES } from '@/domain/orders/status';

/**
 * The orders screen's state lives in the URL (?status=, ?page=, ?orderId=), so a reload or a shared
 * link shows the same thing. Filter and page change through the History API: the list reloads
 * its own data without the account page rendering again on the server.
 */
export function useOrdersUrl() {
  const params = useSearchParams();
  const pathname = usePathname();
  const rawStatus = params.get('status') ?? '';
  const status = (ORDER_STATUSES as readonly string[]).includes(rawStatus) ? rawStatus : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawId = Number(params.get('orderId'));
  const orderId = Number.isSafeInteger(rawId) && rawId > 0 ? rawId : null;

  const href = useCallback(
    (patch: Record<string, string | number | null>) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );

  const push = useCallback(
    (patch: Record<string, string | number | null>) => window.history.pushState(null, '', href(patch)),
    [href],
  );

  return {
    status,
    page,
    orderId,
    setStatus: (value: string) => push({ status: value, page: null }),
    setPage: (value: number) => push({ page: value > 1 ? value : null }),
    detailsHref: (id: number) => href({ orderId: id }),
    listHref: href({ orderId: null }),
  };
}
