'use client';

import { useEffect, useState } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatDate } from '@/i18n/format';
import type { WireReceipt } from './instalment-types';
import type { useInstalmentAccess } from './use-instalment-access.client';

/**
 * Back from the gateway (?payment=&result=): the receipt of the instalments paid, or why nothing
 * was paid (declined, or the page had closed).
 */
export function InstalmentReceipt({
  paymentId,
  result,
  call,
}: {
  paymentId: string;
  result: string;
  call: ReturnType<typeof useInstalmentAccess>['call'];
}) {
  const { t, locale } = useI18n();
  const [receipt, setReceipt] = useState<WireReceipt | null>(null);
  const paid = result === 'paid';

  useEffect(() => {
    if (!paid || !/^\d+$/.test(paymentId)) return;
    let current = true;
    void call<WireReceipt>(`amancard/instalments/payments/${paymentId}`).then((answer) => {
      if (current && answer.ok) setReceipt(answer.data);
    });
    return () => {
      current = false;
    };
  }, [call, paid, paymentId]);

  if (!paid) {
    return (
      <div
        role="alert"
        data-testid="instalment-payment-failed"
        className="flex gap-3 rounded-md border border-error/40 bg-error/5 p-4 text-sm"
      >
        <TriangleAlert aria-hidden className="size-5 shrink-0 text-error" />
        <p>{t(result === 'declined' ? 'instalments.declined' : 'instalments.closed')}</p>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="instalment-receipt-heading"
      data-testid="instalment-receipt"
      className="flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 p-4 text-sm"
    >
      <h2 id="instalment-receipt-heading" className="flex items-center gap-2 text-base font-bold">
        <CircleCheck aria-hidden className="size-5 text-green-700" />
        {t('instalments.paid_title')}
      </h2>
      {receipt && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-neutral-600">{t('instalments.receipt_amount')}</dt>
          <dd className="text-end font-bold" data-testid="instalment-receipt-amount">
            {formatEgp(receipt.amount, locale)}
          </dd>
          <dt className="text-neutral-600">{t('instalments.receipt_count')}</dt>
          <dd className="text-end">{receipt.instalments.length}</dd>
          {receipt.reference && (
            <>
              <dt className="text-neutral-600">{t('instalments.receipt_reference')}</dt>
              <dd className="text-end" dir="ltr">
                {receipt.reference}
              </dd>
            </>
          )}
          {receipt.settled_at && (
            <>
              <dt className="text-neutral-600">{t('instalments.receipt_date')}</dt>
              <dd className="text-end">{formatDate(receipt.settled_at, locale)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
