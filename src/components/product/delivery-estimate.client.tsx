'use client';

import { useId, useState } from 'react';
import { Truck } from 'lucide-react';
import {
  DEFAULT_GOVERNORATE,
  estimateDelivery,
  GOVERNORATES,
  isGovernorate,
  type Governorate,
} from '@/domain/catalog/delivery';
import { formatDate, formatNumber } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * Expected delivery dates for the chosen governorate. `now` comes from the server render, so the
 * first client render shows the same dates the server did.
 */
export function DeliveryEstimate({ now }: { now: string }) {
  const { locale, t } = useI18n();
  const id = useId();
  const [governorate, setGovernorate] = useState<Governorate>(DEFAULT_GOVERNORATE);
  const estimate = estimateDelivery(governorate, new Date(now));

  return (
    <section className="rounded-lg border border-neutral-200 bg-white p-4" data-testid="delivery-estimate">
      <h2 className="mb-3 flex items-center gap-2 font-bold">
        <Truck aria-hidden className="flip-rtl size-5" />
        {t('delivery.title')}
      </h2>
      <label htmlFor={id} className="mb-1 block text-sm text-neutral-600">
        {t('delivery.governorate')}
      </label>
      <select
        id={id}
        value={governorate}
        onChange={(e) => isGovernorate(e.target.value) && setGovernorate(e.target.value)}
        data-testid="governorate-select"
        className="mb-3 w-full rounded-md border border-neutral-300 bg-white px-3 py-2"
      >
        {GOVERNORATES.map((g) => (
          <option key={g} value={g}>
            {t(`delivery.governorates.${g}`)}
          </option>
        ))}
      </select>
      <p className="font-bold" data-testid="delivery-dates" aria-live="polite">
        {t('delivery.expected', {
          from: formatDate(estimate.from, locale),
          to: formatDate(estimate.to, locale),
        })}
      </p>
      <p className="text-sm text-neutral-600" data-testid="delivery-window">
        {t('delivery.window', {
          min: formatNumber(estimate.minDays, locale),
          max: formatNumber(estimate.maxDays, locale),
        })}
      </p>
      <p className="mt-1 text-xs text-neutral-500">{t('delivery.weekend_note')}</p>
    </section>
  );
}
