'use client';

import { useRef, useState, type FormEvent } from 'react';
import { SECONDARY_BUTTON } from '../ui/styles';

/**
 * What cannot be undone (a cancel, a delivery the customer is told of, money paid back) is asked
 * once more: the form's first press asks, its second does it, and "back" leaves it as it was with
 * the focus on the button that asked.
 */
export function useSecondPress() {
  const [asking, setAsking] = useState(false);
  const submit = useRef<HTMLButtonElement>(null);
  return {
    asking,
    submit,
    /** On submit: true when this press only asked (the form is not sent). */
    ask(e: FormEvent): boolean {
      if (asking) return false;
      e.preventDefault();
      setAsking(true);
      return true;
    },
    /** Back to the first press: after the form was sent, or when what it asks about changed. */
    reset: () => setAsking(false),
    back() {
      setAsking(false);
      submit.current?.focus();
    },
  };
}

/** The question's way back, shown while it is asked. */
export function BackButton({
  press,
  label,
  testId,
}: {
  press: ReturnType<typeof useSecondPress>;
  label: string;
  testId: string;
}) {
  if (!press.asking) return null;
  return (
    <button type="button" onClick={press.back} className={SECONDARY_BUTTON} data-testid={testId}>
      {label}
    </button>
  );
}

/** The question itself, read out as it appears. */
export function SecondPressQuestion({
  press,
  text,
  testId,
}: {
  press: ReturnType<typeof useSecondPress>;
  text: string;
  testId: string;
}) {
  if (!press.asking) return null;
  return (
    <p role="alert" className="font-bold text-error" data-testid={testId}>
      {text}
    </p>
  );
}
