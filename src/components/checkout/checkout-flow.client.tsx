'use client';

import { useCallback, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { ShoppingCart } from 'lucide-react';
import type { Address } from '@/components/account/account-types';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { useDirectory } from '@/components/account/use-directory.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { IconEmptyPanel } from '@/components/ui/empty-state';
import { checkoutStepHref, type CheckoutStep } from './checkout-types';
import { CheckoutSteps } from './checkout-steps';
import { PaymentStep } from './payment-step.client';
import { ShippingStep } from './shipping-step.client';
import { useCheckoutData } from './use-checkout-data.client';
import { usePlaceOrder } from './use-place-order.client';

/**
 * /checkout: shipping, then payment, with the step in the URL (?step=). Steps change through the
 * History API rather than a navigation, so the chosen address and the idempotency key survive the
 * step change and the browser's back button still walks the steps.
 */
export function CheckoutFlow() {
  const { t, locale } = useI18n();
  const params = useSearchParams();
  const directory = useDirectory();
  const [addressId, setAddressId] = useState<number | null>(null);
  const { data, failed, reload, retry } = useCheckoutData(addressId);
  const { place, placing } = usePlaceOrder(reload);
  const [methodCode, setMethodCode] = useState<string | null>(null);

  const goTo = useCallback((step: CheckoutStep) => {
    window.history.pushState(null, '', checkoutStepHref(step));
    window.scrollTo({ top: 0 });
  }, []);

  if (!data && failed) return <LoadError onRetry={retry} />;
  if (!data) return <LoadingState label={t('checkout.loading')} />;

  if (data.cart.items.length === 0) {
    return (
      <IconEmptyPanel
        testId="checkout-empty"
        icon={ShoppingCart}
        title={t('checkout.empty_title')}
        text={t('checkout.empty_text')}
        buttonLabel={t('checkout.empty_button')}
      />
    );
  }

  const { addresses, payment_methods: methods } = data.options;
  // Until the customer picks, the default address (else the first) and the first method are chosen.
  const address =
    addresses.find((a) => a.id === addressId) ??
    addresses.find((a) => a.default_address) ??
    addresses[0] ??
    null;
  const method = methods.find((m) => m.code === methodCode) ?? methods[0] ?? null;
  // Payment needs an address: a reload of ?step=payment with none falls back to shipping.
  const step: CheckoutStep = params.get('step') === 'payment' && address ? 'payment' : 'shipping';

  function added(saved: Address) {
    setAddressId(saved.id);
    reload();
  }

  return (
    <div>
      <CheckoutSteps current={step} locale={locale} t={t} />
      {step === 'shipping' || !address ? (
        <ShippingStep
          addresses={addresses}
          selected={address}
          directory={directory}
          onSelect={setAddressId}
          onAdded={added}
          onContinue={() => goTo('payment')}
        />
      ) : (
        <PaymentStep
          methods={methods}
          method={method}
          address={address}
          governorates={directory.governorates}
          placing={placing}
          onMethod={setMethodCode}
          onBack={() => goTo('shipping')}
          onPlace={(code, extras) => place(address.id, code, extras)}
        />
      )}
    </div>
  );
}
