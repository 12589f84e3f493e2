'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { STAFF_PASSWORD_MAX } from '@/domain/staff/schemas';
import { PasswordField } from '../ui/field.client';
import { PRIMARY_BUTTON_FULL } from '../ui/styles';
import { useI18n } from '../layout/i18n-provider.client';
import { busyButton } from '../ui/busy-button';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';

/**
 * A staff password chosen through a set-password link (an approved seller's first one, or one an
 * admin sent); the server checks the link, the length and the confirmation. Then the sign-in page.
 */
export function PasswordLinkForm({ token, email }: { token: string; email: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await send('/rest/V1/admin/password-link', 'POST', { token, password, confirmation });
        if (answer) router.push('/admin/login?password=set');
      }}
    >
      {/* The account's name for password managers, which save the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('admin.password_link.password')}
        hint={t('admin_staff.password_hint')}
        autoComplete="new-password"
        required
        maxLength={STAFF_PASSWORD_MAX}
        value={password}
        onValueChange={setPassword}
        error={fieldErrors.password}
        testId="admin-link-password"
      />
      <PasswordField
        label={t('admin.password_link.confirmation')}
        autoComplete="new-password"
        required
        maxLength={STAFF_PASSWORD_MAX}
        value={confirmation}
        onValueChange={setConfirmation}
        error={fieldErrors.confirmation}
        testId="admin-link-confirmation"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={PRIMARY_BUTTON_FULL}
        data-testid="admin-link-submit"
      >
        {t('admin.password_link.submit')}
      </button>
    </form>
  );
}
