'use client';

import { useCallback, useMemo, useState } from 'react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { apiFetch, apiUpload, type ApiOptions } from '@/lib/api-client';

/** Where a guest's draft token is kept once the phone was proven (the draft itself is on the server). */
export const DRAFT_TOKEN_KEY = 'seller-draft-token';
const DRAFT_HEADER = 'x-seller-draft';

const readDraftToken = () =>
  typeof window === 'undefined' ? null : window.localStorage.getItem(DRAFT_TOKEN_KEY);

/**
 * The seller application API as the applicant: the signed-in customer's bearer token, else the
 * guest's draft token.
 */
export function useSellerApi() {
  const { locale } = useI18n();
  const { token, status } = useCustomer();
  const [draftToken, setDraftTokenState] = useState<string | null>(readDraftToken);

  const setDraftToken = useCallback((value: string | null) => {
    if (value) window.localStorage.setItem(DRAFT_TOKEN_KEY, value);
    else window.localStorage.removeItem(DRAFT_TOKEN_KEY);
    setDraftTokenState(value);
  }, []);

  return useMemo(() => {
    const headers: Record<string, string> = !token && draftToken ? { [DRAFT_HEADER]: draftToken } : {};
    return {
      sessionStatus: status,
      isLogged: !!token,
      /** A guest who has proven a phone (or a signed-in customer): the draft can be read. */
      canRead: !!token || !!draftToken,
      setDraftToken,
      call: <T>(path: string, options: Omit<ApiOptions, 'token' | 'locale' | 'headers'> = {}) =>
        apiFetch<T>(`/rest/${locale}/V1/sellers/${path}`, { ...options, token, locale, headers }),
      upload: <T>(path: string, form: FormData) =>
        apiUpload<T>(`/rest/${locale}/V1/sellers/${path}`, form, { token, locale, headers }),
    };
  }, [draftToken, locale, setDraftToken, status, token]);
}
