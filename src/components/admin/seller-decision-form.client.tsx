'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { REASON_MAX, SELLER_DECISIONS, type SellerDecision } from '@/domain/sellers/schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TextAreaField } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { DecisionChoices, focusFirstChoice } from './decision-choices.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

const decisionId = (d: SellerDecision) => `admin-decision-${d}`;

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
          focusFirstChoice(SELLER_DECISIONS, decisionId);
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
      <DecisionChoices
        name="decision"
        choices={SELLER_DECISIONS}
        labelOf={(d) => t(`admin.application.${d}`)}
        idOf={decisionId}
        unchosenId="admin-decision-unchosen"
        value={decision}
        unchosen={unchosen}
        onChoose={(d) => {
          setDecision(d);
          setUnchosen(false);
        }}
      />
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
