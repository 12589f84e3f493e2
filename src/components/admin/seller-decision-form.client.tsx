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
import { SecondPressActions, useSecondPress } from './second-press.client';

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
  const { busy, message, fieldErrors, send, clear } = useAdminForm();
  // An approval (the seller's store is created) and a refusal cannot be undone: asked once more.
  // A refusal without its reason is sent at once, and the server's message says what is missing.
  const press = useSecondPress();
  const question =
    decision === 'approve'
      ? t('admin.application.confirm_approve')
      : decision === 'reject' && reason.trim().length >= 3
        ? t('admin.application.confirm_reject')
        : null;
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
        if (question && press.ask(e)) return clear();
        const answer = await send<{ status: string }>(
          `/rest/V1/admin/seller-applications/${applicationId}/decision`,
          'POST',
          { decision, reason },
        );
        press.reset();
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
          press.reset();
        }}
      />
      <TextAreaField
        label={t('admin.application.reason')}
        hint={t('admin.application.reason_hint')}
        maxLength={REASON_MAX}
        rows={3}
        value={reason}
        onValueChange={(v) => {
          setReason(v);
          press.reset();
        }}
        error={fieldErrors.reason}
        testId="admin-decision-reason"
      />
      <FormMessage message={message} />
      <SecondPressActions
        press={press}
        question={question ?? ''}
        label={t('admin.application.submit')}
        confirmLabel={t('admin.credit.confirm_yes')}
        backLabel={t('admin.credit.confirm_back')}
        buttonClass={PRIMARY_BUTTON}
        busy={busy}
        testIds={{
          button: 'admin-decision-submit',
          question: 'admin-decision-confirm-text',
          back: 'admin-decision-back',
        }}
      />
    </form>
  );
}
