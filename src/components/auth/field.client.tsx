'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The translated error, shown under the field and announced with it. */
  error?: string | null;
  /** A quiet line under the field when there is no error (e.g. "Checking…"). */
  hint?: string | null;
  busy?: boolean;
  testId: string;
  /** Content drawn inside the input at its end (the password toggle). */
  end?: ReactNode;
}

const inputClass =
  'w-full rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-neutral-900 outline-none placeholder:text-neutral-400 focus:border-secondary focus:ring-2 focus:ring-secondary/40 aria-invalid:border-error disabled:bg-neutral-100';

/** A labelled input with its error; the error is tied to the input for screen readers. */
export function Field({ label, value, onValueChange, error, hint, busy, testId, end, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold text-neutral-800">
        {label}
      </label>
      {/* The wrapper takes the input's direction so the icon sits where the input leaves room. */}
      <div className="relative" dir={input.dir}>
        <input
          {...input}
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          aria-busy={busy || undefined}
          data-testid={testId}
          className={`${inputClass} ${end || busy ? 'pe-11' : ''}`}
        />
        {busy && (
          <LoaderCircle
            aria-hidden
            className="absolute end-3 top-1/2 size-5 -translate-y-1/2 animate-spin text-neutral-400"
          />
        )}
        {!busy && end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      {message && (
        <p
          id={messageId}
          data-testid={`${testId}-${error ? 'error' : 'hint'}`}
          className={`text-sm ${error ? 'text-error' : 'text-neutral-500'}`}
          aria-live="polite"
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'end'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      dir="ltr"
      maxLength={props.maxLength ?? 40}
      end={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'auth.hide_password' : 'auth.show_password')}
          aria-pressed={visible}
          data-testid={`${props.testId}-toggle`}
          className="rounded p-2 text-neutral-500 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-secondary"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}
