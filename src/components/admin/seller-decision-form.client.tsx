'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { REASON_MAX, SELLER_DECISIONS, type SellerDecision } from '@/domain/sellers/schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TextAreaField } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/**
 * Approve, reject or ask for more: a reason is required for the last two and is sent to the
 * applicant. Nothing is chosen at first: an approval is never one click on a form just opened.
 */
export function SellerDecisionForm({ applicationId }: { applicationId: number }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [decision, setDecision] = useState<SellerDecision | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-decision-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!decision) {
          setUnchosen(true);
          document.getElementById(`admin-decision-${SELLER_DECISIONS[0]}`)?.focus();
          return;
        }
        const answer = await send<{ status: string }>(
          `/rest/V1/admin/seller-applications/${applicationId}/decision`,
          'POST',
          { decision, reason },
        );
        if (!answer) return;
        alert({
          severity: 'success',
          message: t('admin.application.decided', { status: t(`admin.application_status.${answer.status}`) }),
        });
        router.refresh();
      }}
    >
      <fieldset>
        <legend className="sr-only">{t('admin.application.decision')}</legend>
        <div className="flex flex-wrap gap-4">
          {SELLER_DECISIONS.map((d) => (
            <label key={d} className="flex items-center gap-2">
              <input
                type="radio"
                name="decision"
                value={d}
                checked={decision === d}
                onChange={() => {
                  setDecision(d);
                  setUnchosen(false);
                }}
                id={`admin-decision-${d}`}
                aria-invalid={unchosen || undefined}
                aria-describedby={unchosen ? 'admin-decision-unchosen' : undefined}
                data-testid={`admin-decision-${d}`}
                className="size-4 accent-primary"
              />
              {t(`admin.application.${d}`)}
            </label>
          ))}
        </div>
        {unchosen && (
          <p
            id="admin-decision-unchosen"
            className="mt-1 text-sm text-error"
            data-testid="admin-decision-unchosen"
          >
            {t('admin.application.choose_decision')}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('admin.application.reason')}
        hint={t('admin.application.reason_hint')}
        maxLength={REASON_MAX}
        rows={3}
        value={reason}
        onValueChange={setReason}
        error={fieldErrors.reason}
        testId="admin-decision-reason"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={PRIMARY_BUTTON}
        data-testid="admin-decision-submit"
      >
        {t('admin.application.submit')}
      </button>
    </form>
  );
}
