'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sellerRatesSchema } from '@/domain/credit/seller-rate-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

export interface RateRow {
  months: number;
  offered: boolean;
  /** Percent as typed. */
  rate: string;
  /** The store's rate in percent for this term, or null when the store does not offer it. */
  storeRate: number | null;
}

/**
 * A dealer's own instalment rates: each term ticked with its rate in percent. No term ticked puts
 * the dealer back on the store's terms. Saved whole; the plan engine reads them on the next quote.
 */
export function SellerRatesForm({ sellerId, initial }: { sellerId: number; initial: RateRow[] }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [rows, setRows] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, send, checkFields, refused } = useAdminForm();
  const set = (months: number, change: Partial<RateRow>) =>
    setRows((list) => list.map((r) => (r.months === months ? { ...r, ...change } : r)));

  async function submit() {
    const body = { rates: rows.filter((r) => r.offered).map((r) => ({ months: r.months, rate: r.rate })) };
    const errors: Record<string, string> = {};
    for (const r of rows.filter((row) => row.offered)) {
      const one = checkFields(sellerRatesSchema, { rates: [{ months: r.months, rate: r.rate }] });
      const first = Object.values(one)[0];
      if (first) errors[String(r.months)] = first;
    }
    setChecked(errors);
    if (refused(errors)) return;
    const answer = await send(`/rest/V1/admin/catalog/sellers/${sellerId}/rates`, 'PUT', body);
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_tree.rates.saved') });
    router.refresh();
  }

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-rates-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-neutral-700">{t('admin_tree.rates.hint')}</p>
      <ul className="space-y-3">
        {rows.map((r) => (
          <li key={r.months} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr]">
            <label className="flex items-center gap-2 pt-8 sm:pt-9">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={r.offered}
                onChange={(e) => set(r.months, { offered: e.target.checked })}
                data-testid={`admin-rate-offered-${r.months}`}
              />
              {t('admin_tree.rates.offered', { months: r.months })}
            </label>
            <Field
              label={t('admin_tree.rates.rate', { months: r.months })}
              value={r.rate}
              onValueChange={(rate) => set(r.months, { rate })}
              disabled={!r.offered}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              dir="ltr"
              hint={
                r.storeRate === null
                  ? t('admin_tree.rates.not_offered')
                  : t('admin_tree.rates.store_rate', { rate: r.storeRate })
              }
              error={checked[String(r.months)]}
              testId={`admin-rate-${r.months}`}
            />
          </li>
        ))}
      </ul>
      <FormMessage message={message} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid="admin-rates-submit">
        {t('admin_tree.rates.save')}
      </button>
    </form>
  );
}
