'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field } from '../ui/field.client';
import { LINK_BUTTON, PRIMARY_BUTTON_FULL } from '../ui/styles';
import { useI18n } from '../layout/i18n-provider.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** Staff sign-in, second step: the authenticator app's code, or a recovery code. */
export function SecondFactorForm() {
  const { t } = useI18n();
  const router = useRouter();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const path = recovery ? '/rest/V1/admin/session/recovery' : '/rest/V1/admin/session/totp';
        if (await send(path, 'POST', { code })) {
          router.replace('/admin');
          router.refresh();
        }
      }}
    >
      <p className="text-neutral-700">{t(recovery ? 'admin.verify.recovery_intro' : 'admin.verify.intro')}</p>
      <Field
        key={recovery ? 'recovery' : 'app'}
        label={t(recovery ? 'admin.verify.recovery_code' : 'admin.verify.code')}
        dir="ltr"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={recovery ? 11 : 6}
        autoFocus
        value={code}
        onValueChange={setCode}
        error={fieldErrors.code}
        testId="admin-code"
      />
      <FormMessage message={message} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON_FULL} data-testid="admin-verify">
        {t('admin.verify.submit')}
      </button>
      <button
        type="button"
        className={LINK_BUTTON}
        data-testid="admin-toggle-recovery"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
        }}
      >
        {t(recovery ? 'admin.verify.use_app' : 'admin.verify.use_recovery')}
      </button>
    </form>
  );
}
