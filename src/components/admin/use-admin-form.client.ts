'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { apiFetch, apiUpload, type ApiAnswer } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * A back-office form's call: busy while it runs, the server's message (already in the user's
 * language) and its field errors translated, the answer's data on success.
 */
export function useAdminForm() {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function send<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T | null> {
    setBusy(true);
    setMessage(null);
    setFieldErrors({});
    // A form with a file goes as multipart (POST or PUT), anything else as JSON.
    const answer: ApiAnswer<T> =
      body instanceof FormData && method !== 'DELETE'
        ? await apiUpload<T>(path, body, { method, locale })
        : await apiFetch<T>(path, { method, body, locale });
    setBusy(false);
    if (answer.ok) return answer.data;
    const fields = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([k, v]) => [k, t(`errors.${v}`)]),
    );
    setFieldErrors(fields);
    // The server's message is its first field's: said once, under the field, and summed up here.
    const text = answer.message ?? t('errors.internal');
    setMessage(Object.values(fields).includes(text) ? t('admin.fix_marked') : text);
    return null;
  }

  /** The form's values checked with the schema the server uses: each field's first fault, translated. */
  function checkFields(schema: z.ZodType, values: unknown): Record<string, string> {
    const errors: Record<string, string> = {};
    const result = schema.safeParse(values);
    if (!result.success)
      for (const issue of result.error.issues) errors[String(issue.path[0])] ??= t(`errors.${issue.message}`);
    return errors;
  }

  return { busy, message, fieldErrors, send, checkFields };
}
