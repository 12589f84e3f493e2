import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: string;
  testId: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  /** Shown after the label of a field that may stay empty. */
  optionalLabel?: string;
}

const CONTROL =
  'w-full rounded-md border bg-white px-3 py-2 text-neutral-900 outline-none focus:ring-2 focus:ring-secondary disabled:bg-neutral-100 disabled:text-neutral-500 read-only:bg-neutral-100';

function controlClass(error: string | undefined) {
  return `${CONTROL} ${error ? 'border-error' : 'border-neutral-300'}`;
}

function describedBy(id: string, error?: string, hint?: string) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  optionalLabel,
  children,
}: Omit<FieldProps, 'testId'> & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
        {optionalLabel && <span className="ms-1 font-normal text-neutral-500">{optionalLabel}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose error and hint are announced with it. */
export function TextField({
  id,
  label,
  testId,
  error,
  hint,
  optionalLabel,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <input
        id={id}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  testId,
  error,
  hint,
  optionalLabel,
  placeholder,
  options,
  ...select
}: FieldProps & {
  placeholder: string;
  options: { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <select
        id={id}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...select}
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

export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md bg-primary px-5 py-2.5 font-bold text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:opacity-50';
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 py-2 font-bold text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50';
export const CARD = 'rounded-lg bg-white p-4 shadow-sm md:p-6';
