'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { ApiAnswer } from '@/lib/api-client';
import { useAuthModal } from '../auth/auth-modal.client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { useCart } from './cart-provider.client';
import type { ChangedLine, ConfirmQtyAnswer } from './cart-types';

export const CHECKOUT_PATH = '/checkout';

/**
 * Proceed to checkout: stock is confirmed first (lines that fell short are reduced by the server
 * and listed). A guest then signs in; once the guest cart is merged the quantities are confirmed
 * again for the customer's cart, which may now hold more, before going on.
 */
export function useCheckout(confirmQty: () => Promise<ApiAnswer<ConfirmQtyAnswer> | null> | null) {
  const { t } = useI18n();
  const router = useRouter();
  const showAlert = useAlert();
  const { open } = useAuthModal();
  const { ready, owner } = useCart();
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState<ChangedLine[]>([]);
  const [awaitingLogin, setAwaitingLogin] = useState(false);

  const proceed = useCallback(async () => {
    if (!owner) return;
    setBusy(true);
    const answer = await confirmQty();
    setBusy(false);
    if (!answer?.ok || !answer.data) {
      showAlert({ severity: 'error', message: answer?.message ?? t('errors.network_error') });
      return;
    }
    setChanged(answer.data.changed);
    if (answer.data.changed.length > 0) return;
    if (owner.kind === 'guest') open('login', () => setAwaitingLogin(true));
    else router.push(CHECKOUT_PATH);
  }, [owner, confirmQty, showAlert, t, open, router]);

  useEffect(() => {
    if (!awaitingLogin || !ready || owner?.kind !== 'mine') return;
    setAwaitingLogin(false);
    void proceed();
  }, [awaitingLogin, ready, owner, proceed]);

  return { proceed, busy: busy || awaitingLogin, changed };
}
