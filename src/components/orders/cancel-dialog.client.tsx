'use client';

import { useState } from 'react';
import { Modal } from '@/components/account/modal.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { busyButton } from '@/components/ui/busy-button';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { cancelMoneyKey } from './cancel-money';
import type { OrderDetails, OrderLine } from './order-types';

/** What is about to be canceled: the whole order, or one of its products. */
export type CancelTarget = { kind: 'order' } | { kind: 'line'; line: OrderLine };

/** Asks before cancelling; stays open (its buttons busy) while the call runs. */
export function CancelDialog({
  target,
  order,
  onClose,
  onConfirm,
}: {
  target: CancelTarget | null;
  order: OrderDetails;
  onClose: () => void;
  onConfirm: (target: CancelTarget) => Promise<void>;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const line = target?.kind === 'line' ? target.line : null;
  const orderNumber = order.increment_id;
  const money = cancelMoneyKey(order, line ? 'line' : 'order');
  return (
    <Modal
      open={!!target}
      onOpenChange={(next) => !next && !busy && onClose()}
      role="alertdialog"
      title={t(line ? 'orders.confirm_line_title' : 'orders.confirm_order_title')}
      description={[
        line
          ? t('orders.confirm_line_text', { name: line.name, number: orderNumber })
          : t('orders.confirm_order_text', { number: orderNumber }),
        money && t(money),
      ]
        .filter(Boolean)
        .join(' ')}
      testId="order-cancel-dialog"
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          {...busyButton(busy)}
          data-testid="order-confirm-cancel"
          onClick={async () => {
            if (!target) return;
            setBusy(true);
            await onConfirm(target);
            setBusy(false);
          }}
          className={DANGER_BUTTON}
        >
          {t('orders.confirm')}
        </button>
        <button
          type="button"
          {...busyButton(busy)}
          onClick={onClose}
          className={SECONDARY_BUTTON}
          data-testid="order-keep"
        >
          {t('orders.keep')}
        </button>
      </div>
    </Modal>
  );
}
