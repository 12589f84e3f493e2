'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { newStaffSchema } from '@/domain/staff/schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { STAFF_PASSWORD_MAX } from '@/domain/staff/schemas';
import { Field, PasswordField } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { StaffRoleFields } from './staff-role-fields.client';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

const EMPTY = { email: '', name: '', role: '', password: '', sellerId: '' };

/**
 * A new staff account, or an approved seller's portal account (the role `seller` names its seller):
 * checked here with the server's schema, then on the server. `sellerId` comes chosen from a seller's
 * page ("open a portal account").
 */
export function StaffAccountForm({
  sellers,
  sellerId,
}: {
  sellers: { id: number; name: string }[];
  sellerId?: number;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState({
    ...EMPTY,
    ...(sellerId ? { role: 'seller', sellerId: String(sellerId) } : {}),
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const isSeller = values.role === 'seller';
  const errorOf = (key: string) => checked[key] ?? fieldErrors[key];

  async function submit() {
    const input = {
      email: values.email,
      name: values.name,
      role: values.role,
      password: values.password,
      sellerId: isSeller && values.sellerId ? Number(values.sellerId) : undefined,
    };
    const errors = checkFields(newStaffSchema, input);
    setChecked(errors);
    if (refused(errors)) return;
    const { sellerId: seller, ...rest } = input;
    if (!(await send('/rest/V1/admin/staff', 'POST', { ...rest, seller_id: seller }))) return;
    alert({ severity: 'success', message: t('admin_staff.created', { email: input.email }) });
    setValues(EMPTY);
    router.refresh();
  }

  return (
    <form
      noValidate
      className="grid max-w-2xl gap-4 sm:grid-cols-2"
      data-testid="admin-staff-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        type="email"
        dir="ltr"
        autoComplete="off"
        label={t('admin_staff.email')}
        value={values.email}
        onValueChange={set('email')}
        error={errorOf('email')}
        testId="admin-staff-email"
      />
      <Field
        label={t('admin_staff.name')}
        value={values.name}
        onValueChange={set('name')}
        error={errorOf('name')}
        testId="admin-staff-name"
      />
      <StaffRoleFields
        label={t('admin_staff.role')}
        role={values.role}
        sellerId={values.sellerId}
        onRole={set('role')}
        onSeller={set('sellerId')}
        sellers={sellers}
        errorOf={errorOf}
        sellerTestId="admin-staff-seller"
        testId="admin-staff-role"
      />
      <PasswordField
        maxLength={STAFF_PASSWORD_MAX}
        autoComplete="new-password"
        label={t('admin_staff.password')}
        hint={t('admin_staff.password_hint')}
        value={values.password}
        onValueChange={set('password')}
        error={errorOf('password')}
        testId="admin-staff-password"
      />
      <div className="sm:col-span-2">
        <FormMessage message={message} />
        <button
          type="submit"
          {...busyButton(busy)}
          className={PRIMARY_BUTTON}
          data-testid="admin-staff-submit"
        >
          {t('admin_staff.create')}
        </button>
      </div>
    </form>
  );
}
