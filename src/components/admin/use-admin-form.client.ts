'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiFetch, apiUpload, type ApiAnswer } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';
import { firstInvalid } from '../ui/focus-first-invalid';
import { fieldErrors as keysOf } from '@/domain/shared/validate';

/**
 * The control that had the focus when a save went through. The page is then read again
 * (router.refresh), and a form keyed by what it shows is drawn anew, dropping the focus to the page:
 * the new form gives it back to the same control (by its test id) if it mounts within a moment.
 */
let refocus: { testId: string; until: number } | null = null;
const REFOCUS_MS = 5_000;

/** The form being submitted: the one that holds the focus (its button, or the field Enter was pressed in). */
const activeForm = () => (document.activeElement as HTMLElement | null)?.closest('form') ?? null;

/**
 * A back-office form's call: busy while it runs, the server's message (already in the user's
 * language) and its field errors translated, the answer's data on success. A refusal, by the
 * form's own check or by the server, is summed up beside the button and puts the focus on the
 * first field to fix (far up a long form, it would otherwise seem that the button did nothing).
 */
export function useAdminForm() {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A refused form whose first field to fix takes the focus once its messages are drawn (an
  // effect: after a call, React draws them in a later task, which a frame may come before).
  const [refusedForm, setRefusedForm] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => {
    if (refusedForm) firstInvalid(refusedForm.form)?.focus();
  }, [refusedForm]);
  useEffect(() => {
    const target = refocus;
    refocus = null;
    if (!target || Date.now() > target.until) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(target.testId)}"]`)?.focus();
  }, []);

  async function send<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T | null> {
    const form = activeForm();
    const focused = (document.activeElement as HTMLElement | null)?.dataset.testid;
    setBusy(true);
    setMessage(null);
    setFieldErrors({});
    // A form with a file goes as multipart (POST or PUT), anything else as JSON.
    const answer: ApiAnswer<T> =
      body instanceof FormData && method !== 'DELETE'
        ? await apiUpload<T>(path, body, { method, locale })
        : await apiFetch<T>(path, { method, body, locale });
    setBusy(false);
    if (answer.ok) {
      if (focused) refocus = { testId: focused, until: Date.now() + REFOCUS_MS };
      return answer.data;
    }
    const fields = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([k, v]) => [k, t(`errors.${v}`)]),
    );
    setFieldErrors(fields);
    // The server's message is its first field's: said once, under the field, and summed up here.
    const text = answer.message ?? t('errors.internal');
    setMessage(Object.values(fields).includes(text) ? t('admin.fix_marked') : text);
    if (form && Object.keys(fields).length > 0) setRefusedForm({ form });
    return null;
  }

  /** The form's values checked with the schema the server uses: each field's first fault, translated. */
  function checkFields(schema: z.ZodType, values: unknown): Record<string, string> {
    const errors: Record<string, string> = {};
    const result = schema.safeParse(values);
    // Each top-level field's first message key (a message that is not one reads "invalid input").
    if (!result.success)
      for (const [path, key] of Object.entries(keysOf(result.error)))
        errors[path.split('.')[0]!] ??= t(`errors.${key}`);
    return errors;
  }

  /**
   * After the form's own check: with errors, says so beside the button and puts the focus on the
   * first field to fix, and answers true (the form is not sent); without, clears the summary.
   */
  function refused(errors: Record<string, string>): boolean {
    const any = Object.keys(errors).length > 0;
    setMessage(any ? t('admin.fix_marked') : null);
    const form = activeForm();
    if (any && form) setRefusedForm({ form });
    return any;
  }

  return { busy, message, fieldErrors, send, checkFields, refused };
}
