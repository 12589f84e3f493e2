'use client';

import { useCallback, useEffect, useState } from 'react';
import type { AccountCustomer } from './account-types';
import { useAccountApi } from './use-account-api.client';

type LoadStatus = 'loading' | 'ready' | 'error';

/** The signed-in customer from GET customer/me, loaded once the session's token is known. */
export function useAccountCustomer() {
  const api = useAccountApi();
  const [customer, setCustomer] = useState<AccountCustomer | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void api.rest<AccountCustomer>('customer/me').then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) {
        setCustomer(answer.data);
        setStatus('ready');
      } else {
        setStatus('error');
      }
    });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { customer, status, reload, setCustomer };
}
