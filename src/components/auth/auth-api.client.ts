'use client';

import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { apiFetch, type ApiAnswer } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';

/** Answer of the existence checks (§3 phone-check response). */
interface ExistenceAnswer {
  message?: string;
  status?: number;
}

/** A §5 message key as text; an unknown key falls back to the generic error. */
export function errorText(t: TFunction, key: string): string {
  return t(`errors.${key}`, { defaultValue: t('messages.404_text') });
}

/** The server's message for a failed call, else "please refresh the page and try again". */
export function failureText(t: TFunction, answer: ApiAnswer<unknown>): string {
  return answer.message ?? t('messages.network_error');
}

export type Existence = 'exists' | 'free' | 'error';

/** A check's verdict; when it failed, the server's reason if it gave one (too many look-ups: the wait). */
export interface ExistenceCheck {
  status: Existence;
  message: string | null;
}

export async function checkPhone(phone: string, signal?: AbortSignal): Promise<ExistenceCheck> {
  const answer = await apiFetch<ExistenceAnswer>('/api/amanauth/phone_validation', {
    method: 'POST',
    body: { phone_number: phone },
    signal,
  });
  if (answer.ok && answer.data?.message === 'phone_exists') return { status: 'exists', message: null };
  if (answer.ok && answer.data?.message === 'phone_does_not_exist') return { status: 'free', message: null };
  return { status: 'error', message: answer.message };
}

export async function checkEmail(email: string, signal?: AbortSignal): Promise<ExistenceCheck> {
  const answer = await apiFetch<ExistenceAnswer>('/api/amanauth/wb/email_validation', {
    method: 'POST',
    body: { Email: email },
    signal,
  });
  if (!answer.ok) return { status: 'error', message: answer.message };
  if (answer.data?.status === 3) return { status: 'exists', message: null };
  return { status: answer.data?.message === 'email_does_not_exists' ? 'free' : 'error', message: null };
}

export type ExistenceStatus = 'idle' | 'checking' | Existence;

const CHECK_DEBOUNCE_MS = 400;

/**
 * Whether a valid phone or e-mail already has an account, asked while the user types (debounced;
 * an older answer never overwrites a newer value). null = nothing valid to check. An unexpected
 * answer shows the network_error banner (§8), a refusal the server's reason (too many look-ups),
 * and leaves the status 'error', which blocks the form.
 */
export function useExistence(kind: 'phone' | 'email', value: string | null, retry = 0): ExistenceStatus {
  const { t } = useI18n();
  const showAlert = useAlert();
  const [result, setResult] = useState<{ value: string; status: Existence } | null>(null);

  useEffect(() => {
    if (!value) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const check = kind === 'phone' ? checkPhone : checkEmail;
      check(value, controller.signal)
        .then(({ status, message }) => {
          setResult({ value, status });
          if (status === 'error')
            showAlert({ severity: 'error', message: message ?? t('messages.network_error') });
        })
        .catch(() => {}); // aborted: a newer value is being checked
    }, CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, value, retry, showAlert, t]);

  if (!value) return 'idle';
  return result?.value === value ? result.status : 'checking';
}

/** Asks for a one-time code; a refusal is shown in the banner. Returns the answer for special cases. */
export async function requestOtp(
  path: string,
  body: Record<string, unknown>,
  options: { locale: string; token?: string; t: TFunction; showAlert: ReturnType<typeof useAlert> },
): Promise<ApiAnswer<{ status?: number; message?: string }>> {
  const answer = await apiFetch<{ status?: number; message?: string }>(path, {
    method: 'POST',
    body,
    token: options.token,
    locale: options.locale,
  });
  if (!answer.ok) options.showAlert({ severity: 'error', message: failureText(options.t, answer) });
  return answer;
}
