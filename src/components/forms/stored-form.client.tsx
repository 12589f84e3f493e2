'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field, TextAreaField } from '@/components/ui/field.client';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { checkSubmission, type FormDefinition, type FormField } from '@/domain/forms/definition';
import { nextDay } from '@/domain/shared/cairo-day';
import { apiFetch } from '@/lib/api-client';

/** A field with its label in the page's language (the page reads forms.{formId}.{name}). */
export interface LabelledField extends FormField {
  label: string;
}

type Values = Record<string, string>;
type Errors = Record<string, string>;

/** Whole numbers are text with a numeric keyboard: a number field drops digits typed on an Arabic keyboard (٢). */
const INPUT_TYPE: Partial<Record<FormField['type'], string>> = {
  date: 'date',
  phone: 'tel',
  email: 'email',
};
const AUTOCOMPLETE: Record<string, string> = { name: 'name', phone: 'tel', email: 'email' };
/** Long texts and e-mail take the whole row; dates, numbers and short texts go in pairs. */
const wide = (f: FormField) => f.type === 'email' || (f.type === 'text' && (f.max ?? 200) >= 100);

/**
 * A stored form (§7 forms/{formId}) drawn from its definition: the same rules as the server
 * (checkSubmission), checked before sending; the server's field errors shown the same way; on
 * success, the reference the server gave.
 */
export function StoredForm({
  formId,
  fields,
  today,
  initial = {},
}: {
  formId: string;
  fields: LabelledField[];
  /** The server's date (Cairo), for the date pickers' first day and the rules. */
  today: string;
  initial?: Values;
}) {
  const { t, locale } = useI18n();
  const { token } = useCustomer();
  const empty = Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? '']));
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; phone: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  // The answer replaces a longer form: bring it into view and give it focus, so that a phone
  // does not stay scrolled to the footer and a screen reader reads the reference.
  useEffect(() => {
    if (!sent) return;
    sentRef.current?.scrollIntoView({ block: 'center' });
    sentRef.current?.focus();
  }, [sent]);
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  const definition: FormDefinition = { fields, reference_prefix: 'F' };

  /** The message of a field's error key, with the field's own label and bounds. */
  function message(field: LabelledField, key: string): string {
    return t(`errors.${key}`, {
      parameter: field.label,
      max: String(field.max ?? ''),
      min: String(field.min ?? 0),
      after: labelOf(field.after ?? ''),
    });
  }

  function show(keys: Record<string, string>) {
    const shown: Errors = {};
    for (const f of fields) if (keys[f.name]) shown[f.name] = message(f, keys[f.name]!);
    setErrors(shown);
    const first = fields.find((f) => shown[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // Noon in Cairo on the server's day: the same "after today" as the server's rule.
    const checked = checkSubmission(definition, values, new Date(`${today}T10:00:00Z`));
    const keys = Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, e.key]));
    if (Object.keys(keys).length) return show(keys);
    setSending(true);
    const answer = await apiFetch<{ reference: string }>(`/rest/${locale}/V1/forms/${formId}`, {
      method: 'POST',
      token,
      locale,
      body: { parameters: values },
    });
    setSending(false);
    if (answer.ok && answer.data) {
      setSent({ reference: answer.data.reference, phone: String(checked.data.phone ?? '') });
      return;
    }
    if (Object.keys(answer.fieldErrors).length) show(answer.fieldErrors);
    setFailure(answer.message ?? t('errors.network_error'));
  }

  if (sent) {
    return (
      <section className={`${CARD} text-center`} data-testid="form-sent" aria-live="polite">
        <CircleCheck aria-hidden className="mx-auto mb-3 size-12 text-success" />
        <h2 ref={sentRef} tabIndex={-1} className="mb-2 text-xl font-bold outline-none">
          {t('forms.sent_title')}
        </h2>
        <p className="mb-4 text-neutral-700">{t('forms.sent_text', { phone: sent.phone })}</p>
        <p className="mb-6">
          <span className="text-sm text-neutral-600">{t('forms.reference')}</span>
          <span
            dir="ltr"
            className="mt-1 block text-2xl font-bold tracking-wide"
            data-testid="form-reference"
          >
            {sent.reference}
          </span>
        </p>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            setSent(null);
            setValues(empty);
          }}
        >
          {t('forms.another')}
        </button>
      </section>
    );
  }

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const optional = (f: FormField) => (f.required ? undefined : t('forms.optional'));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={CARD} data-testid={`form-${formId}`}>
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((f) => {
          const common = {
            label: f.label,
            optionalLabel: optional(f),
            error: errors[f.name],
            testId: `form-${f.name}`,
            name: f.name,
            value: values[f.name] ?? '',
            onValueChange: set(f.name),
          };
          if (f.type === 'textarea') {
            return (
              <div key={f.name} className="md:col-span-2">
                <TextAreaField {...common} maxLength={f.max} />
              </div>
            );
          }
          if (f.type === 'boolean') return <YesNo key={f.name} field={f} {...common} />;
          return (
            <div key={f.name} className={wide(f) ? 'md:col-span-2' : undefined}>
              <Field
                {...common}
                type={INPUT_TYPE[f.type] ?? 'text'}
                inputMode={f.type === 'integer' || f.type === 'phone' ? 'numeric' : undefined}
                dir={f.type === 'phone' || f.type === 'email' || f.type === 'integer' ? 'ltr' : undefined}
                autoComplete={AUTOCOMPLETE[f.name]}
                maxLength={f.type === 'text' ? f.max : f.type === 'phone' ? 13 : undefined}
                // A date that must be after today starts its calendar tomorrow.
                min={f.type === 'date' ? (f.future ? nextDay(today) : today) : undefined}
              />
            </div>
          );
        })}
      </div>
      {failure && (
        <p role="alert" data-testid="form-failure" className="mt-4 text-sm text-error">
          {failure}
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <button
          type="submit"
          disabled={sending}
          aria-busy={sending}
          data-testid="form-send"
          className={PRIMARY_BUTTON}
        >
          {sending ? t('forms.sending') : t('forms.send')}
        </button>
      </div>
    </form>
  );
}

/** A yes/no question as two radio buttons in a fieldset, its error announced under it. */
function YesNo({
  field,
  label,
  error,
  value,
  onValueChange,
  testId,
}: {
  field: FormField;
  label: string;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="md:col-span-2" aria-invalid={error ? true : undefined} data-testid={testId}>
      <legend className="mb-2 text-sm font-bold text-neutral-800">{label}</legend>
      <div className="flex gap-6">
        {(['true', 'false'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              name={field.name}
              value={choice}
              checked={value === choice}
              onChange={() => onValueChange(choice)}
              data-testid={`${testId}-${choice === 'true' ? 'yes' : 'no'}`}
              className="size-5 accent-secondary"
            />
            {choice === 'true' ? t('forms.yes') : t('forms.no')}
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {error && (
          <p data-testid={`${testId}-error`} className="mt-1 text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
