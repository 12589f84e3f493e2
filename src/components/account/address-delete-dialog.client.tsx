'use client';

import { useState } from 'react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { Modal } from './modal.client';

/** Asks before an address is deleted; stays open (and disabled) while the call runs. */
export function AddressDeleteDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      role="alertdialog"
      title={t('account.address.delete_title')}
      description={t('account.address.delete_text')}
      testId="address-delete-dialog"
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          data-testid="address-delete-confirm"
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
          }}
          className={DANGER_BUTTON}
        >
          {t('account.address.delete_confirm')}
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="address-delete-cancel"
          onClick={onCancel}
          className={SECONDARY_BUTTON}
        >
          {t('account.cancel')}
        </button>
      </div>
    </Modal>
  );
}
