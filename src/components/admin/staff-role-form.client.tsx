'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { staffRoleSchema } from '@/domain/staff/schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { SelectField } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { StaffRoleFields } from './staff-role-fields.client';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

const EMPTY = { account: '', role: '', sellerId: '' };

/**
 * Another role for a staff account (never the signed-in admin's own): a seller's account names its
 * seller. Checked here with the server's schema, then on the server; it applies from the account's
 * next request.
 */
export function StaffRoleForm({
  accounts,
  sellers,
}: {
  /** The accounts whose role may change here, each as "e-mail (role)". */
  accounts: { id: number; label: string; email: string }[];
  sellers: { id: number; name: string }[];
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const isSeller = values.role === 'seller';
  const errorOf = (key: string) => checked[key] ?? fieldErrors[key];

  async function submit() {
    const input = {
      role: values.role,
      sellerId: isSeller && values.sellerId ? Number(values.sellerId) : undefined,
    };
    const errors = {
      ...checkFields(staffRoleSchema, input),
      ...(values.account ? {} : { account: t('errors.staff_account_required') }),
    };
    setChecked(errors);
    if (refused(errors)) return;
    const path = `/rest/V1/admin/staff/${values.account}/role`;
    if (!(await send(path, 'PUT', { role: input.role, seller_id: input.sellerId }))) return;
    const email = accounts.find((a) => String(a.id) === values.account)?.email ?? '';
    alert({
      severity: 'success',
      message: t('admin_staff.role_done', { email, role: t(`admin.roles.${input.role}`) }),
    });
    setValues(EMPTY);
    router.refresh();
  }

  return (
    <form
      noValidate
      className="grid max-w-2xl gap-4 sm:grid-cols-2"
      data-testid="admin-staff-role-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="sm:col-span-2">
        <SelectField
          label={t('admin_staff.account')}
          placeholder={t('admin_staff.choose_account')}
          value={values.account}
          onValueChange={set('account')}
          options={accounts.map((a) => ({ value: String(a.id), label: a.label }))}
          error={errorOf('account')}
          testId="admin-staff-role-account"
        />
      </div>
      <StaffRoleFields
        label={t('admin_staff.new_role')}
        role={values.role}
        sellerId={values.sellerId}
        onRole={set('role')}
        onSeller={set('sellerId')}
        sellers={sellers}
        errorOf={errorOf}
        sellerTestId="admin-staff-role-seller"
        testId="admin-staff-role-role"
      />
      <div className="sm:col-span-2">
        <FormMessage message={message} />
        <button
          type="submit"
          {...busyButton(busy)}
          className={PRIMARY_BUTTON}
          data-testid="admin-staff-role-submit"
        >
          {t('admin_staff.role_save')}
        </button>
      </div>
    </form>
  );
}
