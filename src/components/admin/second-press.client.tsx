'use client';

import { useRef, useState, type FormEvent } from 'react';
import { busyButton } from '../ui/busy-button';
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

/** The question while it is asked, then the form's button (its words change to the answer) and the way back. */
export function SecondPressActions({
  press,
  question,
  label,
  confirmLabel,
  backLabel,
  buttonClass,
  busy,
  disabled,
  testIds,
}: {
  press: ReturnType<typeof useSecondPress>;
  question: string;
  label: string;
  confirmLabel: string;
  backLabel: string;
  buttonClass: string;
  busy: boolean;
  disabled?: boolean;
  testIds: { button: string; question: string; back: string };
}) {
  return (
    <>
      {press.asking && (
        <p role="alert" className="font-bold text-error" data-testid={testIds.question}>
          {question}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          ref={press.submit}
          type="submit"
          disabled={disabled}
          {...busyButton(busy)}
          className={buttonClass}
          data-testid={testIds.button}
        >
          {press.asking ? confirmLabel : label}
        </button>
        {press.asking && (
          <button type="button" onClick={press.back} className={SECONDARY_BUTTON} data-testid={testIds.back}>
            {backLabel}
          </button>
        )}
      </div>
    </>
  );
}
