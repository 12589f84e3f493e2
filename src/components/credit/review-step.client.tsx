'use client';

import Link from '@/components/ui/link.client';
import { useState, type FormEvent } from 'react';
import { plainAmount } from '@/domain/shared/digits';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Pencil } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { LINK_BUTTON } from '@/components/ui/styles';
import { errorText } from '@/components/account/error-text';
import { formatPrice } from '@/i18n/format';
import {
  NAME_PARTS,
  PERSONAL_FIELDS,
  WORK_FIELDS,
  type ApplicationStep,
} from '@/domain/credit/application-schema';
import { DOCUMENT_KINDS, type WireApplication } from './credit-types';
import { StepActions } from './step-actions.client';

export const CARD_TERMS_PATH = '/terms-and-conditions';

/** Step 4: everything as it will be sent, a way back to each part, the terms, and submit. */
export function ReviewStep({
  application,
  values,
  busy,
  termsError,
  onEdit,
  onSubmit,
}: {
  application: WireApplication;
  values: Record<string, string>;
  busy: boolean;
  termsError?: string;
  onEdit: (step: ApplicationStep) => void;
  onSubmit: (termsAccepted: boolean) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const [accepted, setAccepted] = useState(false);
  const [touched, setTouched] = useState(false);
  const error = errorText(t, termsError ?? (touched && !accepted ? 'terms_required' : undefined));

  const valueOf = (field: string) => {
    const value = values[field] ?? '';
    if (field === 'job_sector') return value ? t(`credit.sectors.${value}`) : '';
    // As typed ("12,000", "١٢٬٠٠٠"), read as the server reads it.
    if (field === 'salary') return value ? formatPrice(Number(plainAmount(value)) * 100, locale) : '';
    return value;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    setTouched(true);
    if (!accepted) return focusFirstInvalid(form);
    await onSubmit(accepted);
  }

  const section = (step: ApplicationStep, rows: { label: string; value: string; ltr?: boolean }[]) => (
    <section className="rounded-md border border-neutral-200 p-4" data-testid={`credit-review-${step}`}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="font-bold">{t(`credit.steps.${step}`)}</h3>
        <button
          type="button"
          className={`${LINK_BUTTON} inline-flex items-center gap-1 text-sm`}
          onClick={() => onEdit(step)}
          aria-label={t('credit.review.edit_named', { name: t(`credit.steps.${step}`) })}
          data-testid={`credit-edit-${step}`}
        >
          <Pencil aria-hidden className="size-3.5" />
          {t('credit.review.edit')}
        </button>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-neutral-600">{row.label}</dt>
            <dd className="font-bold break-words" dir={row.ltr ? 'ltr' : undefined}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );

  const fullName = NAME_PARTS.map(valueOf).join(' ');
  return (
    <form onSubmit={submit} noValidate data-testid="credit-step-review" className="flex flex-col gap-4">
      {section('personal', [
        { label: t('credit.form.full_name'), value: fullName },
        ...PERSONAL_FIELDS.filter((f) => !(NAME_PARTS as readonly string[]).includes(f)).map((f) => ({
          label: t(`credit.form.${f}`),
          value: valueOf(f),
          ltr: f === 'national_id' || f === 'other_mobile',
        })),
      ])}
      {section(
        'work',
        WORK_FIELDS.map((f) => ({ label: t(`credit.form.${f}`), value: valueOf(f) })),
      )}
      {section(
        'documents',
        DOCUMENT_KINDS.map((kind) => ({
          label: t(`credit.documents.${kind}`),
          value: t('credit.review.files', {
            count: application.documents.filter((d) => d.kind === kind).length,
          }),
        })),
      )}
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'credit-terms-error' : undefined}
            data-testid="credit-terms"
            className="mt-1 size-4 accent-secondary"
          />
          <span>
            {t('credit.review.accept_before')}{' '}
            <Link href={CARD_TERMS_PATH} target="_blank" className="font-bold underline underline-offset-2">
              {t('credit.review.terms_link')}
            </Link>
          </span>
        </label>
        {error && (
          <p
            id="credit-terms-error"
            role="alert"
            className="text-sm text-error"
            data-testid="credit-terms-error"
          >
            {error}
          </p>
        )}
      </div>
      <StepActions
        busy={busy}
        onBack={() => onEdit('documents')}
        nextLabel={t('credit.review.submit')}
        nextTestId="credit-submit"
      />
    </form>
  );
}
