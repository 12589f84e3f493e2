'use client';

import { InstalmentTable } from '@/components/instalments/instalment-table.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { OrderDetails } from './order-types';

/** An order paid with the instalment card: each seller's plan and its instalments. */
export function OrderInstalments({ order }: { order: OrderDetails }) {
  const { t } = useI18n();
  if (order.instalment_plans.length === 0) return null;
  return (
    <section
      aria-labelledby="order-instalments-heading"
      data-testid="order-instalments"
      className="flex flex-col gap-3"
    >
      <h3 id="order-instalments-heading" className="text-lg font-bold">
        {t('orders.instalments_heading')}
      </h3>
      {order.instalment_plans.map((plan) => (
        <InstalmentTable key={plan.id} purchase={plan} />
      ))}
    </section>
  );
}
