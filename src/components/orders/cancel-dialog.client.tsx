'use client';

import { ConfirmDialog } from '@/components/account/confirm-dialog.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { cancelMoneyKey } from './cancel-money';
import type { OrderDetails, OrderLine } from './order-types';

/** What is about to be canceled: the whole order, or one of its products. */
export type CancelTarget = { kind: 'order' } | { kind: 'line'; line: OrderLine };

/** Asks before cancelling, saying what happens to the money; stays open (its buttons busy) while the call runs. */
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
  const line = target?.kind === 'line' ? target.line : null;
  const orderNumber = order.increment_id;
  const money = cancelMoneyKey(order, line ? 'line' : 'order');
  return (
    <ConfirmDialog
      open={!!target}
      title={t(line ? 'orders.confirm_line_title' : 'orders.confirm_order_title')}
      text={[
        line
          ? t('orders.confirm_line_text', { name: line.name, number: orderNumber })
          : t('orders.confirm_order_text', { number: orderNumber }),
        money && t(money),
      ]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={t('orders.confirm')}
      cancelLabel={t('orders.keep')}
      testId="order-cancel"
      // The canceled line's (or order's) button is gone: the order's heading, or its products'.
      returnFocus={() => document.getElementById(line ? 'order-items-heading' : 'order-heading')}
      onCancel={onClose}
      onConfirm={async () => {
        if (target) await onConfirm(target);
      }}
    />
  );
}
