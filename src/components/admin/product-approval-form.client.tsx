'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TextAreaField } from '../ui/field.client';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** The catalog team's decision on a seller's new product: on sale now, or back with a reason. */
export function ProductApprovalForm({ productId }: { productId: number }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [reason, setReason] = useState('');
  const { busy, message, fieldErrors, send } = useAdminForm();
  const decide = async (decision: 'approve' | 'reject') => {
    const answer = await send(`/rest/V1/admin/catalog/products/${productId}/decision`, 'POST', {
      decision,
      ...(decision === 'reject' ? { reason } : {}),
    });
    if (!answer) return;
    alert({ severity: 'success', message: t(`admin_catalog.approval_done.${decision}`) });
    router.refresh();
  };
  return (
    <div className="space-y-4" data-testid="admin-product-approval">
      <p>{t('admin_catalog.approval_hint')}</p>
      <TextAreaField
        label={t('admin_catalog.approval_reason')}
        hint={t('admin_catalog.approval_reason_hint')}
        maxLength={500}
        rows={3}
        value={reason}
        onValueChange={setReason}
        error={fieldErrors.reason}
        testId="admin-product-approval-reason"
      />
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          {...busyButton(busy)}
          className={PRIMARY_BUTTON}
          onClick={() => void decide('approve')}
          data-testid="admin-product-approve"
        >
          {t('admin_catalog.approve')}
        </button>
        <button
          type="button"
          {...busyButton(busy)}
          className={DANGER_BUTTON}
          onClick={() => void decide('reject')}
          data-testid="admin-product-reject"
        >
          {t('admin_catalog.reject')}
        </button>
      </div>
    </div>
  );
}
