'use client';

import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { egpAlike } from '@/components/cart/money';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, PRIMARY_BUTTON_FULL } from '@/components/ui/styles';
import { formatDate } from '@/i18n/format';
import { InstalmentStatus } from './instalment-status';
import { dayDate, toggleOldestFirst, type WireInstalment } from './instalment-types';
import type { useInstalmentAccess } from './use-instalment-access.client';

/**
 * The card's due and overdue instalments, oldest first, to tick and pay together at the gateway
 * (POST payment/nbe/session {type: "installment"}); the oldest one is ticked to begin with.
 */
export function InstalmentChooser({
  open,
  call,
}: {
  open: WireInstalment[];
  call: ReturnType<typeof useInstalmentAccess>['call'];
}) {
  const { t, locale } = useI18n();
  const showAlert = useAlert();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(open.slice(0, 1).map((i) => i.id)));
  const [busy, setBusy] = useState(false);
  const total = open.filter((i) => chosen.has(i.id)).reduce((s, i) => s + i.amount, 0);
  const money = egpAlike([...open.map((i) => i.amount), total], locale);

  async function pay() {
    setBusy(true);
    const answer = await call<{ redirect_url: string }>('payment/nbe/session', {
      method: 'POST',
      body: { type: 'installment', installment: open.filter((i) => chosen.has(i.id)).map((i) => i.id) },
    });
    if (answer.ok && answer.data) {
      window.location.assign(answer.data.redirect_url);
      return;
    }
    setBusy(false);
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  }

  if (open.length === 0) {
    return (
      <p className={`${CARD} text-neutral-700`} data-testid="instalments-none-due">
        {t('instalments.none_due')}
      </p>
    );
  }
  return (
    <section aria-labelledby="instalments-open-heading" className={`${CARD} flex flex-col gap-3`}>
      <h2 id="instalments-open-heading" className="text-lg font-bold">
        {t('instalments.open_heading')}
      </h2>
      <p className="text-sm text-neutral-600">{t('instalments.oldest_first')}</p>
      <ul className="flex flex-col gap-2">
        {open.map((i) => (
          <li key={i.id}>
            <label
              className={`flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-secondary ${chosen.has(i.id) ? 'border-secondary bg-secondary/10' : 'border-neutral-200'}`}
            >
              <input
                type="checkbox"
                checked={chosen.has(i.id)}
                onChange={() => setChosen((c) => toggleOldestFirst(open, c, i.id))}
                data-testid="instalment-choice"
                data-instalment-id={i.id}
                className="size-4 accent-secondary"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-bold">
                  {t('instalments.choice', {
                    seq: i.seq,
                    months: i.months,
                    order: i.increment_id,
                  })}
                </span>
                <span className="text-neutral-600">
                  {t('instalments.due_on', { date: formatDate(dayDate(i.due_date), locale) })} ·{' '}
                  {i.dealer_name}
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span className="font-bold">{money(i.amount)}</span>
                <InstalmentStatus state={i.status} t={t} />
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-base font-bold">
        <span>{t('instalments.to_pay')}</span>
        <span data-testid="instalments-total">{money(total)}</span>
      </p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={chosen.size === 0 || busy}
        className={PRIMARY_BUTTON_FULL}
        data-testid="instalments-pay"
      >
        {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {t('instalments.pay', { amount: money(total) })}
      </button>
    </section>
  );
}
