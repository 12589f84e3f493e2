'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { asciiDigits } from '@/domain/shared/digits';

/** Digits of a code typed into boxes; an empty box is a space so the positions stay put. */
const EMPTY = ' ';

function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : EMPTY));
}

const fromSlots = (slots: string[]) => slots.join('').trimEnd();

/** True when every box holds a digit. */
export const isCodeComplete = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

/**
 * One box per digit (a one-time code, or a 4-digit PIN). The boxes run left to right even in
 * Arabic, because codes are read that way; typing moves on, Backspace on an empty box goes back,
 * and a pasted or autofilled code is spread over the boxes.
 */
export function OtpInput({
  length = 6,
  value,
  onChange,
  label,
  digitLabel,
  disabled,
  invalid,
  autoFocus,
  describedBy,
  secret = false,
  onFull,
  testId = 'otp-input',
}: {
  length?: number;
  /** The digits typed so far; a space marks an empty box. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the group. */
  label: string;
  /** Accessible name of one box, from its 1-based position. */
  digitLabel: (index: number, total: number) => string;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  /** A secret code (a PIN): the digits are masked and never autofilled. */
  secret?: boolean;
  /**
   * Where the focus goes once the last box is typed, instead of staying there (the next group of
   * boxes: a new PIN's confirmation), so that digits typed on are not lost.
   */
  onFull?: () => void;
  /** On the group; each box gets `${testId}-digit-{i}` (the one-time code's boxes keep otp-digit-{i}). */
  testId?: string;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = toSlots(value, length);

  const focus = (index: number) => {
    const input = refs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  /** Writes digits from a box onwards and moves to the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...slots];
    let at = start;
    for (const d of digits) {
      if (at >= length) break;
      next[at++] = d;
    }
    onChange(fromSlots(next));
    if (at >= length && onFull) onFull();
    else focus(at);
  };

  const onInput = (index: number, raw: string) => {
    const digits = asciiDigits(raw).replace(/\D/g, '');
    if (!digits) {
      if (raw === '') {
        const next = [...slots];
        next[index] = EMPTY;
        onChange(fromSlots(next));
      }
      return;
    }
    // The box may still show its old digit next to the new one; keep the one just typed.
    const typed =
      digits.length === 2 && slots[index] !== EMPTY
        ? digits.replace(slots[index]!, '') || digits[0]!
        : digits;
    // A whole code (autofill from an SMS) fills every box from the first.
    fill(typed.length >= length ? 0 : index, typed.slice(0, length));
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && slots[index] === EMPTY && index > 0) {
      e.preventDefault();
      const next = [...slots];
      next[index - 1] = EMPTY;
      onChange(fromSlots(next));
      focus(index - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(index + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(length - 1);
    }
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = asciiDigits(e.clipboardData.getData('text')).replace(/\D/g, '').slice(0, length);
    if (digits) fill(digits.length === length ? 0 : index, digits);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      dir="ltr"
      data-testid={testId}
      className="flex justify-center gap-2"
    >
      {slots.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type={secret ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 && !secret ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && i === 0}
          aria-label={digitLabel(i + 1, length)}
          aria-invalid={invalid || undefined}
          data-testid={testId === 'otp-input' ? `otp-digit-${i}` : `${testId}-digit-${i}`}
          disabled={disabled}
          value={digit === EMPTY ? '' : digit}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          className="size-11 rounded-md border border-neutral-300 bg-white text-center text-xl font-bold text-neutral-900 focus:outline-2 focus:outline-offset-2 focus:outline-primary disabled:opacity-60 aria-invalid:border-error sm:size-12"
        />
      ))}
    </div>
  );
}
