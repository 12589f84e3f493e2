'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { apiFetch, type ApiOptions } from '@/lib/api-client';

/** Where the token of someone paying without signing in is kept: this tab only, until it expires. */
const STORAGE_KEY = 'instalment-access';

function storedToken(): string | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const { token, expiresAt } = JSON.parse(raw) as { token: string; expiresAt: string };
    if (new Date(expiresAt).getTime() > Date.now()) return token;
  } catch {
    // storage unavailable or malformed: identify again
  }
  return null;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function store(value: { token: string; expiresAt: string } | null) {
  if (value) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  else window.sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

/**
 * Who is paying instalments: the signed-in customer (bearer token), or someone who proved the
 * card's phone with a code (the token the API gave, sent as x-instalment-token). `call` reaches
 * /rest/{locale}/V1/... as either; null `mode` means identify first.
 */
export function useInstalmentAccess() {
  const { status, isLogged, token } = useCustomer();
  const { locale } = useI18n();
  // undefined while rendering on the server (not known yet), then the stored token or null.
  const guest = useSyncExternalStore(subscribe, storedToken, () => undefined);
  const remember = useCallback((access: { token: string; expiresAt: string }) => store(access), []);
  const forget = useCallback(() => store(null), []);

  const mode: 'customer' | 'guest' | null = isLogged ? 'customer' : guest ? 'guest' : null;
  const call = useMemo(
    () =>
      <T>(path: string, options: Omit<ApiOptions, 'token' | 'headers' | 'locale'> = {}) =>
        apiFetch<T>(`/rest/${locale}/V1/${path}`, {
          ...options,
          locale,
          ...(mode === 'customer' ? { token } : { headers: guest ? { 'x-instalment-token': guest } : {} }),
        }),
    [locale, mode, token, guest],
  );

  return { loading: status === 'loading' || guest === undefined, mode, call, remember, forget };
}
