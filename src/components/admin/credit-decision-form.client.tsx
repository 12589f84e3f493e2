'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, TextAreaField } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { DecisionChoices, focusFirstChoice } from './decision-choices.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { SecondPressActions, useSecondPress } from './second-press.client';
import { formatEgp } from '@/i18n/format';
import { plainAmount } from '@/domain/shared/digits';

export type CreditAction = 'review' | 'accept' | 'reject' | 'request_documents' | 'hold' | 'release';

const actionId = (a: CreditAction) => `admin-credit-action-${a}`;

/**
 * The decisions open in the application's state, none chosen at first (an approval is never one
 * click on a form just opened); the limit starts at the store's suggestion (a higher one asks why),
 * a refusal's reason is told to the customer, and the documents asked for are ticked.
 */
export function CreditDecisionForm({
  applicationId,
  actions,
  suggestedLimit,
  documentKinds,
}: {
  applicationId: number;
  actions: CreditAction[];
  /** Pounds. */
  suggestedLimit: number | null;
  documentKinds: readonly string[];
}) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [action, setAction] = useState<CreditAction | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const [limit, setLimit] = useState(suggestedLimit ? String(suggestedLimit) : '');
  const [reason, setReason] = useState('');
  const [documents, setDocuments] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const { busy, message, fieldErrors, send, clear } = useAdminForm();
  // A card issued or an application refused cannot be undone: asked once more, naming the limit.
  const press = useSecondPress();

  // Above the store's suggestion the officer says why (the server asks the same).
  const typed = Number(plainAmount(limit));
  const overSuggested = suggestedLimit !== null && Number.isFinite(typed) && typed > suggestedLimit;
  // What the server would refuse at once is sent at once (its message says why); the rest is asked.
  const question =
    action === 'accept' && typed > 0 && (!overSuggested || reason.trim())
      ? t('admin.credit.confirm_accept', { limit: formatEgp(typed, locale) })
      : action === 'reject' && reason.trim()
        ? t('admin.credit.confirm_reject')
        : null;
  const body = () => {
    if (action === 'accept') return overSuggested ? { action, limit, reason } : { action, limit };
    if (action === 'reject' || action === 'hold') return { action, reason };
    if (action === 'request_documents') return { action, documents, note };
    return { action };
  };
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-credit-decision"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!action) {
          setUnchosen(true);
          focusFirstChoice(actions, actionId);
          return;
        }
        // Asked to confirm, the last refusal's messages go: they no longer hold.
        if (question && press.ask(e)) return clear();
        const answer = await send<{ status: string }>(
          `/rest/V1/admin/credit/applications/${applicationId}/decision`,
          'POST',
          body(),
        );
        press.reset();
        if (!answer) return;
        alert({
          severity: 'success',
          message: t('admin.credit.decided', { status: t(`admin.credit.status.${answer.status}`) }),
        });
        router.refresh();
      }}
    >
      <DecisionChoices
        name="action"
        choices={actions}
        labelOf={(a) => t(`admin.credit.decide.${a}`)}
        idOf={actionId}
        unchosenId="admin-credit-unchosen"
        value={action}
        unchosen={unchosen}
        onChoose={(a) => {
          setAction(a);
          setUnchosen(false);
          press.reset();
        }}
      />
      {action === 'accept' && (
        <Field
          label={t('admin.credit.limit')}
          inputMode="numeric"
          dir="ltr"
          value={limit}
          onValueChange={(v) => {
            setLimit(v);
            press.reset();
          }}
          error={fieldErrors.limit}
          testId="admin-credit-limit"
        />
      )}
      {(action === 'reject' || action === 'hold' || (action === 'accept' && overSuggested)) && (
        <TextAreaField
          label={t('admin.credit.reason')}
          hint={
            action === 'accept'
              ? t('admin.credit.limit_reason_hint', { suggested: formatEgp(suggestedLimit ?? 0, locale) })
              : t(action === 'hold' ? 'admin.credit.hold_reason_hint' : 'admin.credit.reason_hint')
          }
          maxLength={500}
          rows={3}
          value={reason}
          onValueChange={(v) => {
            setReason(v);
            press.reset();
          }}
          error={fieldErrors.reason}
          testId="admin-credit-reason"
        />
      )}
      {action === 'request_documents' && (
        <fieldset>
          <legend className="mb-1 font-bold">{t('admin.credit.which_documents')}</legend>
          {documentKinds.map((kind, i) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={documents.includes(kind)}
                onChange={(e) =>
                  setDocuments(e.target.checked ? [...documents, kind] : documents.filter((d) => d !== kind))
                }
                data-testid={`admin-credit-ask-${kind}`}
                className="size-4 accent-primary"
                // None ticked: the first box takes the focus with the message, as a field at fault does.
                {...(i === 0 && fieldErrors.documents
                  ? { 'aria-invalid': true, 'aria-describedby': 'admin-credit-documents-error' }
                  : {})}
              />
              {t(`credit.documents.${kind}`)}
            </label>
          ))}
          {fieldErrors.documents && (
            <p
              id="admin-credit-documents-error"
              className="text-sm text-error"
              data-testid="admin-credit-documents-error"
            >
              {fieldErrors.documents}
            </p>
          )}
        </fieldset>
      )}
      {action === 'request_documents' && (
        <TextAreaField
          label={t('admin.credit.documents_note')}
          hint={t('admin.credit.documents_note_hint')}
          maxLength={500}
          rows={3}
          value={note}
          onValueChange={setNote}
          error={fieldErrors.note}
          testId="admin-credit-documents-note"
        />
      )}
      <FormMessage message={message} />
      <SecondPressActions
        press={press}
        question={question ?? ''}
        label={t('admin.credit.submit')}
        confirmLabel={t('admin.credit.confirm_yes')}
        backLabel={t('admin.credit.confirm_back')}
        buttonClass={PRIMARY_BUTTON}
        busy={busy}
        testIds={{
          button: 'admin-credit-submit',
          question: 'admin-credit-confirm-text',
          back: 'admin-credit-back',
        }}
      />
    </form>
  );
}
