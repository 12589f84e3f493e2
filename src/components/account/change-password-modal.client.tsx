'use client';

import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSWORD_MAX, changePasswordSchema, fieldErrors } from '@/domain/customers/schemas';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { PasswordField } from '@/components/ui/field.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { answerMessage, errorText, formFieldErrors } from './error-text';
import { Modal } from './modal.client';
import { useAccountApi } from './use-account-api.client';

type FieldName = 'currentPassword' | 'password' | 'confirmPassword';
const EMPTY: Record<FieldName, string> = { currentPassword: '', password: '', confirmPassword: '' };

const SERVER_FIELDS: Record<string, FieldName> = {
  currentPassword: 'currentPassword',
  current_password: 'currentPassword',
  newPassword: 'password',
  password: 'password',
  confirm_password: 'confirmPassword',
  confirmPassword: 'confirmPassword',
};

/** Current, new and repeated password; checked as the customer types, sendable only once valid. */
export function ChangePasswordModal() {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [modalOpen, setModalOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const parsed = changePasswordSchema.safeParse(values);
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const errorOf = (field: FieldName) =>
    errorText(t, serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined));
  const valid = parsed.success && Object.values(serverErrors).every((e) => !e);

  function openChange(open: boolean) {
    setModalOpen(open);
    if (!open) {
      setValues(EMPTY);
      setTouched({});
      setServerErrors({});
    }
  }

  function change(field: FieldName, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => ({ ...s, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!parsed.success || busy) return;
    setBusy(true);
    const answer = await api.rest<boolean>('customers/me/password', {
      method: 'PUT',
      body: {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.password,
        confirm_password: parsed.data.confirmPassword,
      },
    });
    setBusy(false);
    if (answer.ok) {
      showAlert({ severity: 'success', message: t('account.password.success') });
      openChange(false);
      return;
    }
    const fields = formFieldErrors(answer.fieldErrors, SERVER_FIELDS);
    setServerErrors(fields);
    if (Object.keys(fields).length === 0) showAlert({ severity: 'error', message: answerMessage(t, answer) });
  }

  const field = (name: FieldName, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`password-${name}`}
      testId={`password-${name === 'currentPassword' ? 'current' : name === 'password' ? 'new' : 'confirm'}`}
      label={label}
      hint={hint}
      value={values[name]}
      onValueChange={(v) => change(name, v)}
      maxLength={PASSWORD_MAX}
      autoComplete={autoComplete}
      required
      error={errorOf(name)}
    />
  );

  return (
    <Modal
      open={modalOpen}
      onOpenChange={openChange}
      title={t('account.password.title')}
      testId="change-password-modal"
      trigger={
        <button type="button" data-testid="change-password-open" className={SECONDARY_BUTTON}>
          <KeyRound aria-hidden className="size-4" />
          {t('account.password.open')}
        </button>
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="change-password-form" className="flex flex-col gap-4">
        {field('currentPassword', t('account.password.current'), 'current-password')}
        {field('password', t('account.password.new'), 'new-password', t('account.password.rules'))}
        {field('confirmPassword', t('account.password.confirm'), 'new-password')}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={!valid || busy}
            data-testid="password-save"
            className={PRIMARY_BUTTON}
          >
            {busy ? t('account.saving') : t('account.password.submit')}
          </button>
          <button type="button" onClick={() => openChange(false)} className={SECONDARY_BUTTON}>
            {t('account.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
