'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Address } from './account-types';
import { useAccountApi } from './use-account-api.client';

/** The address book; `refetch` keeps the current list on screen while it reloads. */
export function useAddresses() {
  const api = useAccountApi();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!api.token) return;
    let current = true;
    void api.rest<Address[]>('customers/me/addresses').then((answer) => {
      if (!current) return;
      if (answer.ok && Array.isArray(answer.data)) {
        setAddresses(answer.data);
        setFailed(false);
      } else {
        setFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [api, version]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const retry = useCallback(() => {
    setFailed(false);
    setAddresses(null);
    setVersion((v) => v + 1);
  }, []);

  return { addresses, failed, refetch, retry };
}
