'use client';

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
// Not schemas.ts: that would bring zod to every page with a field.
import { PHONE_PASTE_MAX, typedPhone } from '@/domain/customers/typed-phone';
import { useI18n } from '../layout/i18n-provider.client';
import { usePasteCut } from './paste-cut';

/** What every field has: its label, the messages under it and the test id they derive from. */
interface FrameProps {
  label: string;
  /** Shown after the label of a field that may stay empty (already translated). */
  optionalLabel?: string;
  /** The translated error, shown under the field and announced with it. */
  error?: string | null;
  /** A quiet line under the field (e.g. "Checking…", the password rules). */
  hint?: string | null;
  /** On the control; its messages get `${testId}-hint` and `${testId}-error`. */
  testId: string;
  /** The control's id; generated when not given. */
  id?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'children'>;

export interface FieldProps extends FrameProps, InputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Shows a spinner at the input's end and marks it busy. */
  busy?: boolean;
  /** Content drawn inside the input at its end (the password toggle). */
  end?: ReactNode;
}

export interface SelectFieldProps extends FrameProps, SelectProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The empty first option. */
  placeholder: string;
  options: { value: string; label: string }[];
}

// The focus is a dark outline set off from the box (over 3:1 on white), which reads apart from an
// invalid field's red border; an orange border alone was 2.3:1 and looked like the error state.
const controlClass =
  'w-full rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-neutral-900 placeholder:text-neutral-400 focus:outline-2 focus:outline-offset-2 focus:outline-primary aria-invalid:border-error disabled:bg-neutral-100 disabled:text-neutral-500';

/** The control's id and the ARIA attributes that tie its messages to it. */
function useFrame({ id: idProp, error, hint }: Pick<FrameProps, 'id' | 'error' | 'hint'>) {
  const generated = useId();
  const id = idProp ?? generated;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** Label above the control, hint and error under it. */
function FieldFrame({
  id,
  label,
  optionalLabel,
  error,
  hint,
  testId,
  children,
}: FrameProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-bold text-neutral-800">
        {label}
        {optionalLabel && <span className="ms-1 font-normal text-neutral-500">{optionalLabel}</span>}
      </label>
      {children}
      {/* Always present, so that a message appearing in it is announced. */}
      <div aria-live="polite">
        {hint && (
          <p id={`${id}-hint`} data-testid={`${testId}-hint`} className="mt-1 text-sm text-neutral-500">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} data-testid={`${testId}-error`} className="mt-1 text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** A labelled input whose error and hint are announced with it. */
export function Field({
  id: idProp,
  label,
  optionalLabel,
  value,
  onValueChange,
  error,
  hint,
  busy,
  testId,
  end,
  ...input
}: FieldProps) {
  const cut = usePasteCut(input, value, hint);
  const { id, aria } = useFrame({ id: idProp, error, hint: cut.hint });
  return (
    <FieldFrame
      id={id}
      label={label}
      optionalLabel={optionalLabel}
      error={error}
      hint={cut.hint}
      testId={testId}
    >
      {/* The wrapper takes the input's direction so the icon sits where the input leaves room. */}
      <div className="relative" dir={input.dir}>
        <input
          {...input}
          {...aria}
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onPaste={cut.onPaste}
          aria-busy={busy || undefined}
          data-testid={testId}
          className={`${controlClass} read-only:bg-neutral-100 ${end || busy ? 'pe-11' : ''}`}
        />
        {busy && (
          <LoaderCircle
            aria-hidden
            className="absolute end-3 top-1/2 size-5 -translate-y-1/2 animate-spin text-neutral-400"
          />
        )}
        {!busy && end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
    </FieldFrame>
  );
}

/** A password field with a show/hide toggle (`${testId}-toggle`). */
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

/**
 * A mobile number field: up to 11 characters as typed, and a number pasted or filled in from
 * contacts in its international form (+20 101 234 5678) kept in its local form (typedPhone).
 */
export function PhoneField(props: Omit<FieldProps, 'type' | 'dir' | 'maxLength'>) {
  const { onValueChange } = props;
  return (
    <Field
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      type="tel"
      dir="ltr"
      maxLength={PHONE_PASTE_MAX}
      onValueChange={(value) => onValueChange(typedPhone(value))}
    />
  );
}

/** A labelled select with an empty placeholder option first. */
export function SelectField({
  id: idProp,
  label,
  optionalLabel,
  value,
  onValueChange,
  error,
  hint,
  testId,
  placeholder,
  options,
  ...select
}: SelectFieldProps) {
  const { id, aria } = useFrame({ id: idProp, error, hint });
  return (
    <FieldFrame id={id} label={label} optionalLabel={optionalLabel} error={error} hint={hint} testId={testId}>
      <select
        {...select}
        {...aria}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        data-testid={testId}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>;

/** A text of several lines, framed like the other fields. */
export function TextAreaField({
  id: idProp,
  label,
  optionalLabel,
  value,
  onValueChange,
  error,
  hint,
  testId,
  ...area
}: FrameProps & TextAreaProps & { value: string; onValueChange: (value: string) => void }) {
  const cut = usePasteCut(area, value, hint);
  const { id, aria } = useFrame({ id: idProp, error, hint: cut.hint });
  return (
    <FieldFrame
      id={id}
      label={label}
      optionalLabel={optionalLabel}
      error={error}
      hint={cut.hint}
      testId={testId}
    >
      <textarea
        {...area}
        {...aria}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onPaste={cut.onPaste}
        data-testid={testId}
        className={`${controlClass} min-h-28`}
      />
    </FieldFrame>
  );
}
