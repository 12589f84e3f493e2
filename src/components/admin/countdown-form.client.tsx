'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { countdownSchema } from '@/domain/content/promo-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { ActiveSwitch } from './active-switch.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

export interface CountdownFormValues {
  starts_on: string;
  ends_on: string;
  is_active: boolean;
}

/** The header countdown's first and last Cairo days and its switch; checked here, then on the server. */
export function CountdownForm({ initial }: { initial: CountdownFormValues }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];

  async function submit() {
    const errors = checkFields(countdownSchema, values);
    setChecked(errors);
    if (refused(errors)) return;
    if (!(await send('/rest/V1/admin/content/countdown', 'PUT', values))) return;
    alert({ severity: 'success', message: t('admin_promos.countdown.saved') });
    router.refresh();
  }

  const day = (name: 'starts_on' | 'ends_on', hint?: string) => (
    <Field
      type="date"
      label={t(`admin_promos.form.${name}`)}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errorOf(name)}
      hint={hint}
      testId={`admin-countdown-${name.replace('_', '-')}`}
    />
  );

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-countdown-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {day('starts_on')}
        {day('ends_on', t('admin_promos.countdown.dates_hint'))}
      </div>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_promos.countdown.is_active')}
        testId="admin-countdown-active"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={PRIMARY_BUTTON}
        data-testid="admin-countdown-submit"
      >
        {t('admin_promos.form.save')}
      </button>
    </form>
  );
}
