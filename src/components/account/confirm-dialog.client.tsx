'use client';

import { useState } from 'react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { busyButton } from '@/components/ui/busy-button';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { Modal } from './modal.client';

/**
 * Asks before something is removed for good (an address, a saved card, an order); stays open, its buttons
 * busy, while the call runs. Test ids: `${testId}-dialog`, `${testId}-confirm`, `${testId}-cancel`.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  testId,
  returnFocus,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The way out, "Cancel" unless the action is itself a cancellation ("Keep the order"). */
  cancelLabel?: string;
  testId: string;
  /** Where the focus goes when what opened the dialog went with what it removed. */
  returnFocus?: () => HTMLElement | null;
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
      title={title}
      description={text}
      testId={`${testId}-dialog`}
      returnFocus={returnFocus}
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          {...busyButton(busy)}
          data-testid={`${testId}-confirm`}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
          }}
          className={DANGER_BUTTON}
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          {...busyButton(busy)}
          data-testid={`${testId}-cancel`}
          onClick={onCancel}
          className={SECONDARY_BUTTON}
        >
          {cancelLabel ?? t('account.cancel')}
        </button>
      </div>
    </Modal>
  );
}
