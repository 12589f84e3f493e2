'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { dropReapplyPrefill } from '@/components/credit/reapply-prefill';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { useCustomer } from './use-customer.client';

/** Browser storage the store keeps for a customer; none of it may outlive the session. */
const STORED_ITEMS = ['guest-cart-token', 'cart-id', 'user'];

/** Query parameters of checkout and order screens, which make no sense signed out. */
const PRIVATE_PARAMS = ['step', 'orderId'];

/**
 * Logout (§4): ends the session, leaves account and checkout screens for home, revokes the token
 * on the server and clears what the browser kept for the customer.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const showAlert = useAlert();
  const { t, locale } = useI18n();
  const { token } = useCustomer();

  return useCallback(async () => {
    // Kept before signing out: the session (and with it the token) is gone afterwards.
    const revoked = token;
    await signOut({ redirect: false });
    // Read at call time rather than through useSearchParams, which would need a Suspense boundary.
    const { pathname, search } = window.location;
    const query = new URLSearchParams(search);
    const deep = pathname.split('/').filter(Boolean).length > 1 || PRIVATE_PARAMS.some((p) => query.has(p));
    if (deep) router.push('/');
    else router.refresh();
    const answer = await apiFetch<boolean>('/rest/V1/customer/logout', {
      method: 'POST',
      token: revoked,
      locale,
    });
    showAlert(
      answer.status === 200
        ? { severity: 'success', message: t('messages.logout_successfuly') }
        : { severity: 'error', message: t('messages.network_error') },
    );
    for (const item of STORED_ITEMS) localStorage.removeItem(item);
    // A card reapplication's work answers (salary, employer) are the customer's: not the next one's
    // who signs in in this tab.
    dropReapplyPrefill();
  }, [token, router, showAlert, t, locale]);
}
