'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiFetch, apiUpload, type ApiAnswer } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';
import { firstInvalid } from '../ui/focus-first-invalid';
import { fieldErrors as keysOf } from '@/domain/shared/validate';

/**
 * After a save goes through, the page is read again (router.refresh). A form keyed by what it shows
 * is drawn anew, and one whose step is done (an order shipped, an application decided) goes away:
 * either way the control that had the focus leaves the page and the focus falls to the page itself,
 * where a keyboard or screen-reader user has lost their place. This watches for that fall for a
 * few seconds and gives the focus to the same control drawn anew (by its test id), or else to the
 * page's heading, which the new state is read under.
 */
const REFOCUS_MS = 5_000;
/** How long a control that left may take to be drawn again before the heading is chosen. */
const REDRAW_MS = 400;

function keepFocusAfterSave(from: HTMLElement | null) {
  const testId = from?.dataset.testid;
  const until = Date.now() + REFOCUS_MS;
  let fellAt: number | null = null;
  const tick = () => {
    const active = document.activeElement;
    if (active && active !== document.body) {
      // Still on the control that was used: keep watching; anywhere else: the user moved on.
      if (active === from && Date.now() < until) requestAnimationFrame(tick);
      return;
    }
    fellAt ??= Date.now();
    const again = testId
      ? document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`)
      : null;
    if (again) return again.focus();
    if (Date.now() - fellAt < REDRAW_MS) return void requestAnimationFrame(tick);
    const heading = document.querySelector<HTMLElement>('#admin-main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  };
  requestAnimationFrame(tick);
}

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

  async function send<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T | null> {
    const form = activeForm();
    const focused = document.activeElement as HTMLElement | null;
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
      keepFocusAfterSave(focused);
      return answer.data;
    }
    // A field's text with a figure in it ("below what is in use (EGP 7,414.91)") is the server's
    // message, which has the figure; the key alone would show its placeholder.
    const fields = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([k, v]) => {
        const text = t(`errors.${v}`);
        return [k, text.includes('{{') && answer.message ? answer.message : text];
      }),
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

  /** The last refusal's messages taken away: what they said is no longer so (the form asks to confirm). */
  function clear() {
    setMessage(null);
    setFieldErrors({});
  }

  return { busy, message, fieldErrors, send, checkFields, refused, clear };
}
