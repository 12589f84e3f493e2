'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import { SelectField } from '@/components/ui/field.client';
import { ORDER_STATUSES } from '@/domain/orders/status';

/** All orders (the empty option) or those of one status. */
export function OrdersFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useI18n();
  return (
    <div className="w-full sm:w-64">
      <SelectField
        id="orders-filter"
        testId="orders-filter"
        label={t('orders.filter_label')}
        placeholder={t('orders.filter_all')}
        value={value}
        onValueChange={onChange}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
      />
    </div>
  );
}
