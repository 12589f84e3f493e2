'use client';

import { useState, type ClipboardEvent, type ClipboardEventHandler } from 'react';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * A paste longer than the room left under the field's maxLength is cut by the browser without a
 * word: the field then says so in its hint (announced), until its text is shortened. Answers the
 * hint to show and the control's paste handler (the caller's own one called too).
 */
export function usePasteCut<E extends HTMLInputElement | HTMLTextAreaElement>(
  control: { maxLength?: number; onPaste?: ClipboardEventHandler<E> },
  value: string,
  hint: string | null | undefined,
) {
  const { t } = useI18n();
  const [cut, setCut] = useState(false);
  const { maxLength } = control;
  const onPaste = (e: ClipboardEvent<E>) => {
    if (maxLength !== undefined) {
      const el = e.currentTarget;
      const selected = (el.selectionEnd ?? 0) - (el.selectionStart ?? 0);
      setCut(e.clipboardData.getData('text').length > maxLength - (el.value.length - selected));
    }
    control.onPaste?.(e);
  };
  const shown =
    cut && maxLength !== undefined && value.length >= maxLength
      ? t('errors.field_cut', { max: maxLength })
      : hint;
  return { onPaste, hint: shown };
}
