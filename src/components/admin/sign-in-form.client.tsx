'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { STAFF_PASSWORD_MAX } from '@/domain/staff/schemas';
import { Field, PasswordField } from '../ui/field.client';
import { PRIMARY_BUTTON_FULL } from '../ui/styles';
import { useI18n } from '../layout/i18n-provider.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** Staff sign-in, first step: e-mail and password; then the second factor's page. */
export function StaffSignInForm() {
  const { t } = useI18n();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await send<{ stage: 'totp' | 'enrol' }>('/rest/V1/admin/session', 'POST', {
          email,
          password,
        });
        if (answer) router.push(answer.stage === 'totp' ? '/admin/login/verify' : '/admin/login/enrol');
      }}
    >
      <Field
        label={t('admin.login.email')}
        type="email"
        dir="ltr"
        autoComplete="username"
        required
        value={email}
        onValueChange={setEmail}
        error={fieldErrors.email}
        testId="admin-email"
      />
      <PasswordField
        maxLength={STAFF_PASSWORD_MAX}
        label={t('admin.login.password')}
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={fieldErrors.password}
        testId="admin-password"
      />
      <FormMessage message={message} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON_FULL} data-testid="admin-sign-in">
        {t('admin.login.submit')}
      </button>
    </form>
  );
}
