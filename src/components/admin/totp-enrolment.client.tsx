'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON_FULL } from '../ui/styles';
import { useI18n } from '../layout/i18n-provider.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

interface Enrolment {
  secret: string;
  qr_svg: string;
}

/** First sign-in: the app reads a new secret from a QR code, proves it with a code, and the recovery codes are shown once. */
export function TotpEnrolment() {
  const { t } = useI18n();
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();

  const started = useRef(false);
  useEffect(() => {
    // Once, on arrival: each call makes a new secret, replacing the one shown.
    if (started.current) return;
    started.current = true;
    void send<Enrolment>('/rest/V1/admin/session/enrolment', 'POST').then(setEnrolment);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (codes)
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-bold">{t('admin.enrol.codes_title')}</h2>
        <p className="text-neutral-700">{t('admin.enrol.codes_intro')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono" dir="ltr" data-testid="admin-recovery-codes">
          {codes.map((c) => (
            <li key={c} className="rounded bg-neutral-100 px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={PRIMARY_BUTTON_FULL}
          data-testid="admin-enrol-continue"
          onClick={() => {
            router.replace('/admin');
            router.refresh();
          }}
        >
          {t('admin.enrol.continue')}
        </button>
      </div>
    );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await send<{ recovery_codes: string[] }>(
          '/rest/V1/admin/session/enrolment/confirm',
          'POST',
          { code },
        );
        if (answer) setCodes(answer.recovery_codes);
      }}
    >
      <p className="text-neutral-700">{t('admin.enrol.intro')}</p>
      <div className="flex min-h-48 justify-center">
        {enrolment && (
          // eslint-disable-next-line @next/next/no-img-element -- an inline SVG made by the server, not a file
          <img
            src={`data:image/svg+xml;base64,${btoa(enrolment.qr_svg)}`}
            alt={t('admin.enrol.qr_alt')}
            width={192}
            height={192}
            className="size-48"
          />
        )}
      </div>
      {enrolment && (
        <p className="text-sm text-neutral-700">
          {t('admin.enrol.manual')}{' '}
          <code dir="ltr" className="break-all font-mono font-bold" data-testid="admin-totp-secret">
            {enrolment.secret}
          </code>
        </p>
      )}
      <Field
        label={t('admin.enrol.code')}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={setCode}
        error={fieldErrors.code}
        testId="admin-code"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        disabled={!enrolment}
        {...busyButton(busy)}
        className={PRIMARY_BUTTON_FULL}
        data-testid="admin-enrol-confirm"
      >
        {t('admin.enrol.submit')}
      </button>
    </form>
  );
}
