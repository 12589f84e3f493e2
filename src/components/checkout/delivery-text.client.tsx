'use client';

import { addBusinessDays, cairoDate } from '@/domain/catalog/delivery';
import { formatDate, formatNumber } from '@/i18n/format';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { CheckoutAddress } from './checkout-types';

/**
 * The delivery window of an address (§9: 1 to 3 business days in Cairo and Giza, 5 to 7
 * elsewhere) and the dates it means from today. Rendered only after the checkout data arrived in
 * the browser, so reading the clock here cannot differ from a server render.
 */
export function DeliveryText({ days }: { days: CheckoutAddress['delivery_days'] }) {
  const { t, locale } = useI18n();
  if (!days) return null;
  const today = cairoDate(new Date());
  return (
    <span className="flex flex-col">
      <span>
        {t('checkout.delivery_days', {
          min: formatNumber(days.min, locale),
          max: formatNumber(days.max, locale),
        })}
      </span>
      <span className="text-neutral-500">
        {t('checkout.delivery_dates', {
          from: formatDate(addBusinessDays(today, days.min), locale),
          to: formatDate(addBusinessDays(today, days.max), locale),
        })}
      </span>
    </span>
  );
}
