'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  PROMO_CTA_MAX,
  PROMO_TEXT_FIELDS,
  PROMO_TEXT_MAX,
  promoStripSchema,
} from '@/domain/content/promo-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { ActiveSwitch } from './active-switch.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

type TextField = (typeof PROMO_TEXT_FIELDS)[number];
export type PromoStripFormValues = Record<TextField, string> & { is_active: boolean };

/**
 * The promo strip's text and call to action in both languages (side by side, Arabic right to left)
 * and its switch. An empty field keeps the store's own text, shown as the field's placeholder.
 */
export function PromoStripForm({
  initial,
  defaults,
}: {
  initial: PromoStripFormValues;
  /** The store's own texts, per field, in the field's language. */
  defaults: Record<TextField, string>;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];

  async function submit() {
    const errors = checkFields(promoStripSchema, values);
    setChecked(errors);
    if (refused(errors)) return;
    if (!(await send('/rest/V1/admin/content/promo-strip', 'PUT', values))) return;
    alert({ severity: 'success', message: t('admin_promos.strip.saved') });
    router.refresh();
  }

  const field = (name: TextField) => (
    <Field
      label={t(`admin_promos.form.${name}`)}
      optionalLabel={t('admin_promos.form.optional')}
      value={values[name]}
      placeholder={defaults[name]}
      maxLength={name.startsWith('cta') ? PROMO_CTA_MAX : PROMO_TEXT_MAX}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errorOf(name)}
      testId={`admin-promo-${name.replace('_', '-')}`}
    />
  );

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-promo-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-4" lang="ar" dir="rtl">
          <legend className="mb-1 font-bold">{t('admin_promos.form.arabic')}</legend>
          {field('text_ar')}
          {field('cta_ar')}
        </fieldset>
        <fieldset className="space-y-4" lang="en" dir="ltr">
          <legend className="mb-1 font-bold">{t('admin_promos.form.english')}</legend>
          {field('text_en')}
          {field('cta_en')}
        </fieldset>
      </div>
      <p className="text-sm text-neutral-700">{t('admin_promos.strip.empty_hint')}</p>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_promos.strip.is_active')}
        testId="admin-promo-active"
      />
      <FormMessage message={message} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid="admin-promo-submit">
        {t('admin_promos.form.save')}
      </button>
    </form>
  );
}
