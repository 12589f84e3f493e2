'use client';

import { useEffect, useId, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useCustomer } from '@/components/auth/use-customer.client';
import { formatEgp } from '@/components/cart/money';
import type { WireCardOptions } from '@/components/checkout/card-plan-types';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { SUPPORT_PHONE } from '@/components/layout/links';
import { formatList } from '@/i18n/format';
import { preferredCardTerm, rememberCardTerm } from './card-term-preference';

type CardState = { available: number; onHold: boolean };

/** A signed-in cardholder's card balance (EGP) and whether it is on hold, read once; null for anyone else. */
function useCardState(): CardState | null {
  const { isLogged, user } = useCustomer();
  const api = useAccountApi();
  const [card, setCard] = useState<CardState | null>(null);
  const holder = isLogged && !!user?.aman_card;
  useEffect(() => {
    if (!holder || !api.token) return;
    let current = true;
    void api.rest<{ available: number; status: string }>('amancard/mine').then((answer) => {
      if (current && answer.ok && answer.data)
        setCard({ available: answer.data.available, onHold: answer.data.status === 'on_hold' });
    });
    return () => {
      current = false;
    };
  }, [api, holder]);
  return holder ? card : null;
}

/** A card on hold buys nothing: it says so (§8's text), where a balance would be promised. */
function HoldNotice({ testId }: { testId: string }) {
  const { t } = useI18n();
  return (
    <p
      className="flex items-center gap-2 rounded-md border border-secondary/50 bg-secondary/10 p-3 text-sm font-bold"
      data-testid={testId}
      data-covers="false"
      data-hold="true"
    >
      <CreditCard aria-hidden className="size-4 shrink-0" />
      {t('errors.credit_hold', { phone: SUPPORT_PHONE })}
    </p>
  );
}

/** Whether the balance covers an amount, and the monthly amount of the plan chosen. */
function Hint({
  available,
  amount,
  plans,
  testId,
  leftOut = [],
}: {
  available: number;
  amount: number;
  plans: { months: number; monthly: number }[];
  testId: string;
  /** Products of the cart the card cannot pay (under 500 EGP, or not offered in instalments). */
  leftOut?: string[];
}) {
  const { t, locale } = useI18n();
  // The term picked on another page (the product's, the cart) where it is offered here too.
  const [months, setMonths] = useState(() => {
    const preferred = preferredCardTerm();
    return plans.find((p) => p.months === preferred)?.months ?? plans[0]?.months ?? 0;
  });
  const selectId = useId();
  const money = (egp: number) => formatEgp(egp, locale);
  const covers = available >= amount;
  const plan = plans.find((p) => p.months === months) ?? plans[0];
  return (
    <div
      className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${covers ? 'border-green-300 bg-green-50' : 'border-secondary/50 bg-secondary/10'}`}
      data-testid={testId}
      data-covers={covers}
    >
      <p className="flex items-center gap-2 font-bold">
        <CreditCard aria-hidden className="size-4 shrink-0" />
        {t(covers ? 'credit.hint.covers' : 'credit.hint.short', { balance: money(available) })}
      </p>
      {leftOut.length > 0 && (
        <p data-testid={`${testId}-left-out`}>
          {t('credit.hint.left_out', { names: formatList(leftOut, locale) })}
        </p>
      )}
      {/* A plan the balance cannot pay is not offered: checkout would refuse it (§5). */}
      {covers && plan && (
        <p className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId}>{t('credit.hint.plan')}</label>
          <select
            id={selectId}
            value={plan.months}
            onChange={(e) => {
              setMonths(Number(e.target.value));
              rememberCardTerm(Number(e.target.value));
            }}
            className="rounded border border-neutral-300 bg-white px-2 py-1"
            data-testid={`${testId}-months`}
          >
            {plans.map((p) => (
              <option key={p.months} value={p.months}>
                {t('checkout.card.months', { count: p.months })}
              </option>
            ))}
          </select>
          <span className="font-bold" data-testid={`${testId}-monthly`}>
            {t('checkout.card.monthly', { amount: money(plan.monthly) })}
          </span>
        </p>
      )}
    </div>
  );
}

/** Product page: for a signed-in cardholder, whether the card covers the item and a plan's monthly amount. */
export function ProductCardHint({
  price,
  plans,
}: {
  price: number;
  plans: { months: number; monthly: number }[];
}) {
  const card = useCardState();
  if (card === null || plans.length === 0) return null;
  if (card.onHold) return <HoldNotice testId="product-card-hint" />;
  return <Hint available={card.available} amount={price} plans={plans} testId="product-card-hint" />;
}

/**
 * Cart: for a signed-in cardholder, whether the card covers what it would pay of the cart, and
 * the monthly amount of a term every seller offers (the sellers' instalments added up).
 * `cartKey` changes with the cart, so the figures follow it.
 */
export function CartCardHint({ cartKey }: { cartKey: string }) {
  const { isLogged, user } = useCustomer();
  const api = useAccountApi();
  const [options, setOptions] = useState<WireCardOptions | null>(null);
  const holder = isLogged && !!user?.aman_card;
  useEffect(() => {
    if (!holder || !api.token) return;
    let current = true;
    void api.rest<WireCardOptions>('amancard/options', { method: 'POST', body: {} }).then((answer) => {
      if (current && answer.ok) setOptions(answer.data);
    });
    return () => {
      current = false;
    };
  }, [api, holder, cartKey]);
  if (!holder || !options) return null;
  if (options.card_status === 'on_hold') return <HoldNotice testId="cart-card-hint" />;
  if (options.available_balance === null || options.dealers.length === 0) return null;
  const terms = options.dealers[0]!.options.map((o) => o.months);
  const plans = terms
    .filter((months) => options.dealers.every((d) => d.options.some((o) => o.months === months)))
    .map((months) => ({
      months,
      monthly: options.dealers.reduce((s, d) => s + d.options.find((o) => o.months === months)!.monthly, 0),
    }));
  return (
    <Hint
      available={options.available_balance}
      amount={options.grand_total}
      plans={plans}
      testId="cart-card-hint"
      leftOut={options.removed_products}
    />
  );
}
