'use client';

import { useMemo } from 'react';
import { apiFetch, type ApiOptions } from '@/lib/api-client';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useI18n } from '@/components/layout/i18n-provider.client';

type CallOptions = Omit<ApiOptions, 'token' | 'locale'>;

/** The account API as the signed-in customer, in the page's language. */
export function useAccountApi() {
  const { locale } = useI18n();
  const { token } = useCustomer();
  return useMemo(
    () => ({
      token,
      /** /rest/{locale}/V1/{path} */
      rest: <T>(path: string, options: CallOptions = {}) =>
        apiFetch<T>(`/rest/${locale}/V1/${path}`, { ...options, token, locale }),
      /** /api/amanauth/{path} */
      auth: <T>(path: string, options: CallOptions = {}) =>
        apiFetch<T>(`/api/amanauth/${path}`, { ...options, token, locale }),
    }),
    [locale, token],
  );
}
