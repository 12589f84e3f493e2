'use client';

import { Banknote, CreditCard, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { CheckoutMethod } from './checkout-types';

// Known codes get their own picture; a method the API adds later still shows, as a card.
const ICONS: Record<string, LucideIcon> = {
  cashondelivery: Banknote,
  card: CreditCard,
  wallet: Wallet,
  ocean_amancard: Landmark,
};

/** One payment method as a radio card, titled as the API names it in the page's language. */
export function PaymentMethodOption({
  method,
  checked,
  onSelect,
}: {
  method: CheckoutMethod;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useI18n();
  const Icon = ICONS[method.code] ?? CreditCard;
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-white p-4 has-focus-visible:ring-2 has-focus-visible:ring-secondary/40 ${
        checked ? 'border-secondary ring-1 ring-secondary' : 'border-neutral-200 hover:border-neutral-400'
      }`}
    >
      <input
        type="radio"
        name="checkout-method"
        value={method.code}
        checked={checked}
        onChange={onSelect}
        data-testid="checkout-method"
        data-method={method.code}
        className="size-5 shrink-0 accent-secondary"
      />
      <Icon aria-hidden className="size-6 shrink-0 text-secondary-dark" />
      <span className="font-bold">
        {method.title || t(`checkout.methods.${method.code}`, { defaultValue: method.code })}
      </span>
    </label>
  );
}
