'use client';

import { STAFF_ROLES } from '@/domain/staff/roles';
import { useI18n } from '../layout/i18n-provider.client';
import { SelectField } from '../ui/field.client';

/** A staff account's role, and, for the role `seller`, the seller it acts for. */
export function StaffRoleFields({
  label,
  role,
  sellerId,
  onRole,
  onSeller,
  sellers,
  errorOf,
  testId,
  sellerTestId,
}: {
  label: string;
  role: string;
  sellerId: string;
  onRole: (value: string) => void;
  onSeller: (value: string) => void;
  sellers: { id: number; name: string }[];
  errorOf: (field: 'role' | 'sellerId') => string | undefined;
  testId: string;
  sellerTestId: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <SelectField
        label={label}
        placeholder={t('admin_staff.choose_role')}
        value={role}
        onValueChange={onRole}
        options={STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))}
        error={errorOf('role')}
        testId={testId}
      />
      {role === 'seller' && (
        <SelectField
          label={t('admin_staff.seller')}
          placeholder={t('admin_staff.choose_seller')}
          value={sellerId}
          onValueChange={onSeller}
          options={sellers.map((s) => ({ value: String(s.id), label: s.name }))}
          error={errorOf('sellerId')}
          testId={sellerTestId}
        />
      )}
    </>
  );
}
