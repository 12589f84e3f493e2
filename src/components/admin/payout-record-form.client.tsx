'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PAYOUT_REFERENCE_MAX, payoutRecordSchema } from '@/domain/sellers/payout-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { SecondPressActions, useSecondPress } from './second-press.client';
import { useAdminForm } from './use-admin-form.client';

/**
 * Staff record a closed month's payout once the bank transfer is made: its day and the bank's
 * reference, checked here and on the server; asked once more with the amount, since the seller is told.
 */
export function PayoutRecordForm({
  sellerId,
  period,
  question,
  today,
}: {
  sellerId: number;
  period: string;
  /** "Record EGP 1,234 as paid to … for November 2026? …", in the page's language. */
  question: string;
  /** Cairo's day, the form's first value. */
  today: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const press = useSecondPress();
  const [values, setValues] = useState({ period, paid_on: today, reference: '' });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused, clear } = useAdminForm();
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const set = (name: 'paid_on' | 'reference') => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    press.reset();
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-payout-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const errors = checkFields(payoutRecordSchema, values);
        setChecked(errors);
        if (refused(errors)) return;
        if (press.ask(e)) return clear();
        press.reset();
        if (!(await send(`/rest/V1/admin/sellers/${sellerId}/statement/payout`, 'POST', values))) return;
        alert({ severity: 'success', message: t('admin_payouts.recorded') });
        router.refresh();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          type="date"
          label={t('admin_payouts.paid_on')}
          value={values.paid_on}
          onValueChange={set('paid_on')}
          error={errorOf('paid_on')}
          testId="admin-payout-paid_on"
        />
        <Field
          label={t('admin_payouts.reference')}
          hint={t('admin_payouts.reference_hint')}
          dir="ltr"
          maxLength={PAYOUT_REFERENCE_MAX}
          value={values.reference}
          onValueChange={set('reference')}
          error={errorOf('reference')}
          testId="admin-payout-reference"
        />
      </div>
      <FormMessage message={message} />
      <SecondPressActions
        press={press}
        question={question}
        label={t('admin_payouts.record')}
        confirmLabel={t('admin_payouts.record_yes')}
        backLabel={t('admin_payouts.record_back')}
        buttonClass={PRIMARY_BUTTON}
        busy={busy}
        testIds={{
          button: 'admin-payout-submit',
          question: 'admin-payout-confirm',
          back: 'admin-payout-back',
        }}
      />
    </form>
  );
}
