'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  COUPON_KINDS,
  couponCreateSchema,
  couponFieldsSchema,
  type CouponKind,
} from '@/domain/content/coupon-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** The form's fields as typed: numbers in pounds or per cent, days as YYYY-MM-DD (Cairo). */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  max_discount: string;
  min_subtotal: string;
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  usage_limit_per_customer: string;
}

type TextField = Exclude<keyof CouponFormValues, 'kind'>;

/**
 * Creates a coupon, or edits one (its code stays). The shared schema checks the fields here first,
 * so a mistake shows at once under its field; the server checks them again and answers the rest
 * (a code already taken).
 */
export function CouponForm({ initial, editing }: { initial: CouponFormValues; editing: boolean }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send } = useAdminForm();
  const set = (name: keyof CouponFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  const errorOf = (name: keyof CouponFormValues) => checked[name] ?? fieldErrors[name];
  const optional = t('admin_coupons.form.optional');

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      // The value's label depends on the kind and is always given.
      label={extra.label ?? t(`admin_coupons.form.${name}`)}
      value={values[name]}
      onValueChange={set(name)}
      error={errorOf(name)}
      dir="ltr"
      testId={`admin-coupon-${name.replaceAll('_', '-')}`}
      {...extra}
    />
  );

  async function submit() {
    const { code, ...rest } = values;
    const body = editing ? rest : values;
    const result = (editing ? couponFieldsSchema : couponCreateSchema).safeParse(body);
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[String(issue.path[0])] ??= t(`errors.${issue.message}`);
      setChecked(errors);
      return;
    }
    setChecked({});
    const path = editing ? `/rest/V1/admin/coupons/${encodeURIComponent(code)}` : '/rest/V1/admin/coupons';
    const answer = await send<{ code: string }>(path, editing ? 'PUT' : 'POST', body);
    if (!answer) return;
    alert({
      severity: 'success',
      message: t(editing ? 'admin_coupons.saved' : 'admin_coupons.created', { code: answer.code }),
    });
    if (editing) router.refresh();
    else router.push(`/admin/coupons/${answer.code}`);
  }

  const percent = values.kind === 'percent';
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-coupon-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {!editing &&
        field('code', {
          maxLength: 32,
          autoCapitalize: 'characters',
          hint: t('admin_coupons.form.code_hint'),
          onValueChange: (v) => set('code')(v.toUpperCase()),
        })}
      <fieldset>
        <legend className="mb-1 text-sm font-bold text-neutral-800">{t('admin_coupons.form.kind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {COUPON_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues((v) => ({ ...v, kind }))}
                className="size-4 accent-primary"
                data-testid={`admin-coupon-kind-${kind}`}
              />
              {t(`admin_coupons.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('value', {
          label: t(percent ? 'admin_coupons.form.value_percent' : 'admin_coupons.form.value_fixed'),
          inputMode: 'decimal',
        })}
        {percent && field('max_discount', { inputMode: 'decimal', optionalLabel: optional, maxLength: 12 })}
        {field('min_subtotal', { inputMode: 'decimal', optionalLabel: optional, maxLength: 12 })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('starts_on', { type: 'date' })}
        {field('ends_on', { type: 'date', hint: t('admin_coupons.form.dates_hint') })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('usage_limit', {
          inputMode: 'numeric',
          optionalLabel: optional,
          hint: t('admin_coupons.form.limit_hint'),
          maxLength: 7,
        })}
        {field('usage_limit_per_customer', {
          inputMode: 'numeric',
          optionalLabel: optional,
          hint: t('admin_coupons.form.limit_hint'),
          maxLength: 7,
        })}
      </div>
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={PRIMARY_BUTTON}
        data-testid="admin-coupon-submit"
      >
        {t(editing ? 'admin_coupons.form.save' : 'admin_coupons.form.create')}
      </button>
    </form>
  );
}
