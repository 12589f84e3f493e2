'use client';

import { useState, type FormEvent } from 'react';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON_FULL } from '../ui/styles';
import { useAuthModal } from './auth-modal.client';
import { AuthHeader } from './auth-surface.client';
import { NewPasswordFields, useNewPassword } from './new-password-fields.client';

/** Reset by mail token (§4): a new password and its confirmation, then a way to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const { open } = useAuthModal();
  const passwords = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!passwords.valid || busy) return;
    setBusy(true);
    const { password, confirmPassword } = passwords.form.values;
    const answer = await apiFetch<{ status?: number; message?: string }>(
      `/rest/${locale}/V1/customers/resetpasswordbytoken`,
      {
        method: 'POST',
        locale,
        body: { rp_token: token, newPassword: password, confirm_password: confirmPassword },
      },
    );
    setBusy(false);
    if (answer.ok && answer.data?.status === 200) {
      showAlert({ severity: 'success', message: answer.data.message ?? t('auth.password_changed') });
      setDone(true);
      return;
    }
    showAlert({ severity: 'error', message: answer.message ?? t('messages.network_error') });
  }

  if (done) {
    return (
      <div data-testid="reset-done" className="flex flex-col items-center gap-4 text-center">
        <CircleCheck aria-hidden className="size-14 text-success" />
        <AuthHeader title={t('auth.reset_done_title')} intro={t('auth.reset_done_text')} />
        <button
          type="button"
          onClick={() => open('login')}
          data-testid="reset-login"
          className={PRIMARY_BUTTON_FULL}
        >
          {t('auth.sign_in_now')}
        </button>
      </div>
    );
  }

  return (
    <div data-testid="reset-password-view" className="flex flex-col gap-4">
      <AuthHeader title={t('auth.reset_title')} intro={t('auth.reset_intro')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <NewPasswordFields state={passwords} testIdPrefix="reset" autoFocus />
        <button
          type="submit"
          disabled={!passwords.valid || busy}
          data-testid="reset-submit"
          className={PRIMARY_BUTTON_FULL}
        >
          {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
          {t('auth.reset_submit')}
        </button>
      </form>
    </div>
  );
}
