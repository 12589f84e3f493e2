'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import type { OrdersPage } from './order-types';

/**
 * One page of the customer's orders, of one status or of all (''). The page on screen stays while
 * the next one loads, so the list doesn't jump to a spinner on every filter or page change.
 */
export function useOrders(status: string, page: number) {
  const api = useAccountApi();
  const [result, setResult] = useState<{ key: string; data: OrdersPage } | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const key = `${status}|${page}`;

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    const query = new URLSearchParams({ status, page: String(page) });
    void api.rest<OrdersPage>(`orders/mine?${query}`).then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) {
        setResult({ key: `${status}|${page}`, data: answer.data });
        setFailed(false);
      } else {
        setFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [api, status, page, version]);

  const retry = useCallback(() => {
    setFailed(false);
    setResult(null);
    setVersion((v) => v + 1);
  }, []);

  return { data: result?.data ?? null, loading: result?.key !== key, failed, retry };
}
