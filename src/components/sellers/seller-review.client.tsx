'use client';

import { LoaderCircle } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import type { SellerFormStep } from '@/domain/sellers/schemas';
import type { WireSellerApplication } from '@/http/rest/seller-serializers';
import { FIELDS_OF } from './seller-fields';
import type { Options } from './seller-step.client';

/** Everything the applicant is about to send, step by step, each with a way back to change it. */
export function SellerReview({
  application,
  options,
  busy,
  onEdit,
  onBack,
  onSubmit,
}: {
  application: WireSellerApplication;
  options: Options;
  busy: boolean;
  onEdit: (step: SellerFormStep) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useI18n();
  const shown = (field: string) => {
    const value = application.answers[field] ?? '';
    const option =
      (field === 'trade_category' || field === 'bank_name') && options[field].find((o) => o.value === value);
    return option ? option.label : value;
  };
  return (
    <div className="flex flex-col gap-4" data-testid="seller-review">
      {(Object.keys(FIELDS_OF) as SellerFormStep[]).map((step) => (
        <section key={step} className="rounded-md border border-neutral-200 p-4">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 className="font-bold">{t(`sellers.steps.${step}`)}</h3>
            <button
              type="button"
              className={LINK_BUTTON}
              onClick={() => onEdit(step)}
              data-testid={`seller-edit-${step}`}
            >
              {t('sellers.review.edit')}
              <span className="sr-only"> {t(`sellers.steps.${step}`)}</span>
            </button>
          </div>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {FIELDS_OF[step].map((field) => (
              <div key={field} className="contents">
                <dt className="text-neutral-600">{t(`sellers.form.${field}`)}</dt>
                <dd className="break-words font-bold" data-testid={`seller-review-${field}`}>
                  <bdi>{shown(field)}</bdi>
                </dd>
              </div>
            ))}
            {step === 'company' &&
              application.documents.map((d) => (
                <div key={d.kind} className="contents">
                  <dt className="text-neutral-600">{t(`sellers.documents.${d.kind}`)}</dt>
                  <dd className="font-bold">{t('sellers.documents.uploaded')}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
      <p className="text-sm text-neutral-700">{t('sellers.review.consent')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-4">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('credit.form.back')}
        </button>
        <button
          type="button"
          onClick={onSubmit}
          disabled={busy}
          className={PRIMARY_BUTTON}
          data-testid="seller-submit"
        >
          {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {t('sellers.review.submit')}
        </button>
      </div>
    </div>
  );
}
