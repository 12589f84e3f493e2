'use client';

import { MapPin, Truck } from 'lucide-react';
import { addressLines } from '@/components/account/address-labels';
import { AddressSummary } from '@/components/account/address-summary';
import type { DirectoryGovernorate } from '@/components/account/account-types';
import { formatEgp } from '@/components/cart/money';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { CheckoutAddress } from './checkout-types';
import { DeliveryText } from './delivery-text.client';

/** One delivery address as a radio card, with what delivering there costs and takes. */
export function AddressOption({
  address,
  governorates,
  checked,
  onSelect,
}: {
  address: CheckoutAddress;
  governorates: DirectoryGovernorate[];
  checked: boolean;
  onSelect: () => void;
}) {
  const { t, locale } = useI18n();
  const { title, lines, mobile } = addressLines(address, governorates, t);
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border bg-white p-4 has-focus-visible:ring-2 has-focus-visible:ring-secondary/40 ${
        checked ? 'border-secondary ring-1 ring-secondary' : 'border-neutral-200 hover:border-neutral-400'
      }`}
    >
      <input
        type="radio"
        name="checkout-address"
        value={address.id}
        checked={checked}
        onChange={onSelect}
        data-testid="checkout-address"
        data-address-id={address.id}
        className="mt-1 size-5 shrink-0 accent-secondary"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex flex-wrap items-center gap-2 font-bold">
          <MapPin aria-hidden className="size-4 shrink-0 text-secondary-dark" />
          {title}
          {address.default_address && (
            <span className="rounded-full bg-secondary/15 px-3 py-0.5 text-xs text-secondary-dark">
              {t('account.address.default_badge')}
            </span>
          )}
        </span>
        <AddressSummary
          as="span"
          lines={lines}
          mobile={mobile}
          t={t}
          className="flex flex-col text-sm text-neutral-700"
        />
        <span className="flex gap-2 border-t border-neutral-100 pt-2 text-sm">
          <Truck aria-hidden className="size-4 shrink-0 text-neutral-500 rtl:-scale-x-100" />
          <span className="flex flex-col gap-1">
            <span data-testid="checkout-shipping-fee" className="font-bold">
              {address.shipping_fee > 0
                ? t('checkout.shipping_fee', { fee: formatEgp(address.shipping_fee, locale) })
                : t('checkout.shipping_free')}
            </span>
            <DeliveryText days={address.delivery_days} />
          </span>
        </span>
      </span>
    </label>
  );
}
