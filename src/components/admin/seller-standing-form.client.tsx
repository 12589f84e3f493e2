'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { REASON_MAX } from '@/domain/sellers/schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TextAreaField } from '../ui/field.client';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** Suspend a seller (their products stop selling) or reinstate them; a reason is required either way. */
export function SellerStandingForm({
  sellerId,
  name,
  suspended,
  notifies,
}: {
  sellerId: number;
  name: string;
  suspended: boolean;
  /** Whether the merchant is told: a seller that applied is; the store's own distributors are not. */
  notifies: boolean;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [reason, setReason] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="admin-seller-standing-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await send(`/rest/V1/admin/sellers/${sellerId}/standing`, 'POST', {
          suspend: !suspended,
          reason,
        });
        if (!answer) return;
        alert({
          severity: 'success',
          message: t(suspended ? 'admin.sellers.reinstated_done' : 'admin.sellers.suspended_done', { name }),
        });
        setReason('');
        router.refresh();
      }}
    >
      <p className="text-sm text-neutral-700" data-testid="admin-seller-standing-hint">
        {t(suspended ? 'admin.sellers.reinstate_hint' : 'admin.sellers.suspend_hint')}{' '}
        {t(notifies ? 'admin.sellers.merchant_told' : 'admin.sellers.merchant_not_told')}
      </p>
      <TextAreaField
        label={t('admin.sellers.reason')}
        maxLength={REASON_MAX}
        rows={3}
        value={reason}
        onValueChange={setReason}
        error={fieldErrors.reason}
        testId="admin-seller-standing-reason"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={suspended ? PRIMARY_BUTTON : DANGER_BUTTON}
        data-testid="admin-seller-standing-submit"
      >
        {t(suspended ? 'admin.sellers.reinstate' : 'admin.sellers.suspend')}
      </button>
    </form>
  );
}
