'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { EMAIL_MAX, NAME_MAX, fieldErrors, profileSchema } from '@/domain/customers/schemas';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field } from '@/components/ui/field.client';
import { PRIMARY_BUTTON } from '@/components/ui/styles';
import type { AccountCustomer } from './account-types';
import { EmailConfirmation } from './email-confirmation.client';
import { answerMessage, errorText, formFieldErrors } from './error-text';
import { useAccountApi } from './use-account-api.client';
import { busyButton } from '@/components/ui/busy-button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';

type FieldName = 'firstName' | 'lastName' | 'email';

const SERVER_FIELDS: Record<string, FieldName> = {
  firstname: 'firstName',
  firstName: 'firstName',
  lastname: 'lastName',
  lastName: 'lastName',
  email: 'email',
};

/** Account details: names and e-mail are editable; the phone changes only through its own modal. */
export function ProfileForm({
  customer,
  onSaved,
}: {
  customer: AccountCustomer;
  onSaved: (customer: AccountCustomer) => void;
}) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const router = useRouter();
  const { refresh } = useCustomer();
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: customer.firstname,
    lastName: customer.lastname,
    email: customer.email ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const parsed = profileSchema.safeParse(values);
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const errorOf = (field: FieldName) =>
    errorText(t, serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined));

  function change(field: FieldName, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => ({ ...s, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (!parsed.success) {
      setTouched({ firstName: true, lastName: true, email: true });
      // The messages may be above the button, off a phone's screen: the first one is brought to view.
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const answer = await api.rest<AccountCustomer>('customers/me', {
      method: 'PUT',
      body: {
        firstname: parsed.data.firstName,
        lastname: parsed.data.lastName,
        email: parsed.data.email ?? '',
      },
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      onSaved(answer.data);
      // As the server keeps them (trimmed, the e-mail in lower case), not as typed.
      setValues({
        firstName: answer.data.firstname,
        lastName: answer.data.lastname,
        email: answer.data.email ?? '',
      });
      showAlert({ severity: 'success', message: t('account.profile.saved') });
      // The header greets the customer by name: the session and the server render must see the change.
      await refresh();
      router.refresh();
      return;
    }
    const fields = formFieldErrors(answer.fieldErrors, SERVER_FIELDS);
    setServerErrors(fields);
    if (Object.keys(fields).length === 0) showAlert({ severity: 'error', message: answerMessage(t, answer) });
    else focusFirstInvalid(form);
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form" className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id="profile-first-name"
          testId="profile-first-name"
          label={t('account.profile.first_name')}
          value={values.firstName}
          onValueChange={(v) => change('firstName', v)}
          maxLength={NAME_MAX}
          autoComplete="given-name"
          // A name reads in its own script's direction whatever the page's (محمد in English).
          dir="auto"
          required
          error={errorOf('firstName')}
        />
        <Field
          id="profile-last-name"
          testId="profile-last-name"
          label={t('account.profile.last_name')}
          value={values.lastName}
          onValueChange={(v) => change('lastName', v)}
          maxLength={NAME_MAX}
          autoComplete="family-name"
          // A name reads in its own script's direction whatever the page's (محمد in English).
          dir="auto"
          required
          error={errorOf('lastName')}
        />
        <div className="flex flex-col gap-1">
          <Field
            id="profile-email"
            testId="profile-email"
            type="email"
            dir="ltr"
            label={t('account.profile.email')}
            optionalLabel={t('account.optional')}
            value={values.email}
            onValueChange={(v) => change('email', v)}
            maxLength={EMAIL_MAX}
            autoComplete="email"
            error={errorOf('email')}
          />
          <EmailConfirmation customer={customer} typed={values.email} />
        </div>
        <Field
          id="profile-phone"
          testId="profile-phone"
          type="tel"
          dir="ltr"
          label={t('account.profile.phone')}
          hint={t('account.profile.phone_hint')}
          value={customer.phone_number ?? ''}
          onValueChange={() => {}}
          readOnly
        />
      </div>
      <div>
        <button type="submit" {...busyButton(busy)} data-testid="profile-save" className={PRIMARY_BUTTON}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </form>
  );
}
