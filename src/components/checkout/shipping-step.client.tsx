'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { ArrowRight, MapPinPlus } from 'lucide-react';
import type { Address } from '@/components/account/account-types';
import type { Directory } from '@/components/account/use-directory.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { AddressOption } from './address-option.client';
import type { CheckoutAddress } from './checkout-types';

// The address form, its validation and the dialog load when the shopper first asks for them.
const AddAddressModal = dynamic(() => import('./add-address-modal.client').then((m) => m.AddAddressModal), {
  ssr: false,
});

/** Step 1: where the order goes; a new address is added in place and then chosen. */
export function ShippingStep({
  addresses,
  selected,
  directory,
  onSelect,
  onAdded,
  onContinue,
  saving = false,
}: {
  addresses: CheckoutAddress[];
  selected: CheckoutAddress | null;
  directory: Directory;
  onSelect: (id: number) => void;
  onAdded: (address: Address) => void;
  onContinue: () => void;
  /** The choice is being kept on the cart: the button waits. */
  saving?: boolean;
}) {
  const { t } = useI18n();
  const showAlert = useAlert();
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on, so that closing it plays out and returns focus as a dialog does.
  const [opened, setOpened] = useState(false);

  function saved(address: Address) {
    setAdding(false);
    showAlert({ severity: 'success', message: t('checkout.address_added') });
    onAdded(address);
  }

  return (
    <section
      data-testid="checkout-step-shipping"
      aria-labelledby="checkout-shipping-heading"
      className={CARD}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="checkout-shipping-heading" tabIndex={-1} className="text-xl font-bold outline-none">
          {t('checkout.shipping_heading')}
        </h2>
        <button
          type="button"
          onClick={() => {
            setOpened(true);
            setAdding(true);
          }}
          data-testid="checkout-add-address"
          className={SECONDARY_BUTTON}
        >
          <MapPinPlus aria-hidden className="size-4" />
          {t('checkout.add_address')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p data-testid="checkout-no-addresses" className="py-6 text-neutral-600">
          {t('checkout.no_addresses')}
        </p>
      ) : (
        <fieldset className="grid gap-3 md:grid-cols-2">
          <legend className="sr-only">{t('checkout.addresses_label')}</legend>
          {addresses.map((address) => (
            <AddressOption
              key={address.id}
              address={address}
              governorates={directory.governorates}
              checked={address.id === selected?.id}
              onSelect={() => onSelect(address.id)}
            />
          ))}
        </fieldset>
      )}
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onContinue}
          disabled={!selected || saving}
          aria-busy={saving}
          data-testid="checkout-continue"
          className={PRIMARY_BUTTON}
        >
          {t('checkout.continue')}
          <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
        </button>
      </div>
      {opened && (
        <AddAddressModal
          open={adding}
          onOpenChange={setAdding}
          directory={directory}
          firstAddress={addresses.length === 0}
          onSaved={saved}
        />
      )}
    </section>
  );
}
