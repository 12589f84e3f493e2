'use client';

import { fieldErrors, newPasswordSchema } from '@/domain/customers/schemas';
import { useI18n } from '../layout/i18n-provider.client';
import { PasswordField } from '../ui/field.client';
import { useAuthForm } from './use-auth-form.client';

/** A new password and its confirmation, checked as they are typed. */
export function useNewPassword() {
  const form = useAuthForm({ password: '', confirmPassword: '' });
  const parsed = newPasswordSchema.safeParse(form.values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  return { form, errors, valid: parsed.success };
}

export function NewPasswordFields({
  state,
  testIdPrefix,
  autoFocus,
}: {
  state: ReturnType<typeof useNewPassword>;
  testIdPrefix: string;
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  const { form, errors } = state;
  return (
    <>
      <PasswordField
        label={t('auth.new_password')}
        {...form.bind('password', errors)}
        autoComplete="new-password"
        autoFocus={autoFocus}
        testId={`${testIdPrefix}-new-password`}
      />
      <PasswordField
        label={t('auth.confirm_new_password')}
        {...form.bind('confirmPassword', errors)}
        autoComplete="new-password"
        testId={`${testIdPrefix}-confirm-password`}
      />
    </>
  );
}
