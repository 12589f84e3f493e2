'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { preferredCardTerm } from '@/components/credit/card-term-preference';
import type { PlanChoice, WireCardOptions } from './card-plan-types';

/**
 * The card's plans for the order going to `addressId` (POST amancard/options), and the months
 * chosen per seller: the term picked on the product page or in the cart where the seller offers
 * it, else the shortest plan it offers, until the shopper picks another.
 * `reload` reads them again (the balance moved, an order was refused). Read only while `enabled`
 * (the card is the chosen method).
 */
export function useCardOptions(addressId: number, enabled: boolean) {
  const api = useAccountApi();
  const [options, setOptions] = useState<WireCardOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<PlanChoice>({});
  // The term picked on the product page or in the cart, where a seller offers it.
  const [preferred] = useState(preferredCardTerm);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!api.token || !enabled) return;
    let current = true;
    void api
      .rest<WireCardOptions>('amancard/options', { method: 'POST', body: { address_id: addressId } })
      .then((answer) => {
        if (!current) return;
        setFailed(!answer.ok || !answer.data);
        if (answer.ok && answer.data) setOptions(answer.data);
      });
    return () => {
      current = false;
    };
  }, [api, addressId, version, enabled]);

  // What was picked where it is still offered, else the term picked before checkout, else each
  // seller's first plan.
  const choice: PlanChoice = {};
  for (const d of options?.dealers ?? []) {
    const offered = (months: number | null | undefined) => d.options.find((o) => o.months === months)?.months;
    const months = offered(picked[d.dealer_id]) ?? offered(preferred) ?? d.options[0]?.months;
    if (months !== undefined) choice[d.dealer_id] = months;
  }
  const choose = useCallback((dealer: number, months: number) => {
    setPicked((current) => ({ ...current, [dealer]: months }));
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { options, failed, choice, choose, reload };
}
