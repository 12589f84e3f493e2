'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import type { CreditOverview } from './credit-types';

/** The customer's application, card and the card's terms, with a way to reload or replace them. */
export function useCredit() {
  const api = useAccountApi();
  const [overview, setOverview] = useState<CreditOverview | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const answer = await api.rest<CreditOverview>('creditlimit/mine');
    if (answer.ok && answer.data) setOverview(answer.data);
    else setFailed(true);
  }, [api]);
  useEffect(() => void load(), [load]);

  return { overview, failed, load, setOverview };
}
