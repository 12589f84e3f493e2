'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { ShoppingCart } from 'lucide-react';
import type { Address } from '@/components/account/account-types';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useDirectory } from '@/components/account/use-directory.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { IconEmptyPanel } from '@/components/ui/empty-state';
import { focusWhenDrawn } from '@/components/ui/focus-when-drawn';
import { checkoutStepHref, type CheckoutStep } from './checkout-types';
import { CheckoutSteps } from './checkout-steps';
import { PendingOrderNotice } from './pending-order-notice.client';
import { CartSummary, WITH_SUMMARY } from './checkout-summary.client';
import { ShippingStep } from './shipping-step.client';
import { useCheckoutData } from './use-checkout-data.client';
import { usePlaceOrder } from './use-place-order.client';

// The payment step (its methods, the card's plans and PIN, the wallet's phone check) loads when the
// shopper continues to it, not with the shipping step: /checkout opens on shipping.
const loadPaymentStep = () => import('./payment-step.client').then((m) => m.PaymentStep);
const PaymentStep = dynamic(loadPaymentStep, { ssr: false, loading: PaymentStepLoading });

function PaymentStepLoading() {
  const { t } = useI18n();
  return <LoadingState label={t('checkout.loading')} />;
}

/**
 * /checkout: shipping, then payment, with the step in the URL (?step=). Steps change through the
 * History API rather than a navigation, so the chosen address and the idempotency key survive the
 * step change and the browser's back button still walks the steps. Continuing to payment keeps the
 * address on the cart (carts/mine/shipping-information), as Magento keeps it on the quote, so a
 * reload of the payment step, or a client sending saveorder without an address, finds it.
 */
export function CheckoutFlow() {
  const { t, locale } = useI18n();
  const params = useSearchParams();
  const directory = useDirectory();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [saving, setSaving] = useState(false);
  const [addressId, setAddressId] = useState<number | null>(null);
  const { data, failed, reload, retry } = useCheckoutData(addressId);
  const { place, placing } = usePlaceOrder(reload);
  const [methodCode, setMethodCode] = useState<string | null>(null);

  const goTo = useCallback((step: CheckoutStep) => {
    window.history.pushState(null, '', checkoutStepHref(step));
    window.scrollTo({ top: 0 });
  }, []);
  // A step changed (Continue, Back, the browser's buttons): the focus goes to the new step's
  // heading, which a screen reader then reads, instead of falling to the page with the old step.
  const asked: CheckoutStep = params.get('step') === 'payment' ? 'payment' : 'shipping';
  const shownStep = useRef(asked);
  useEffect(() => {
    if (shownStep.current === asked) return;
    shownStep.current = asked;
    focusWhenDrawn(`#checkout-${asked}-heading`);
  }, [asked]);

  if (!data && failed) return <LoadError onRetry={retry} />;
  if (!data) return <LoadingState label={t('checkout.loading')} />;

  if (data.cart.items.length === 0) {
    return (
      <>
        <PendingOrderNotice />
        <IconEmptyPanel
          testId="checkout-empty"
          icon={ShoppingCart}
          title={t('checkout.empty_title')}
          text={t('checkout.empty_text')}
          buttonLabel={t('checkout.empty_button')}
        />
      </>
    );
  }

  const { addresses, payment_methods: methods } = data.options;
  // Until the customer picks, the server's choice (the address kept on the cart, else the default
  // one, else the first) and the first method that orders the cart as it is: never one that would
  // quietly leave products behind or cut quantities to one (cash on delivery, §5).
  const address =
    addresses.find((a) => a.id === (addressId ?? methods[0]?.quote.address_id)) ??
    addresses.find((a) => a.default_address) ??
    addresses[0] ??
    null;
  const method =
    methods.find((m) => m.code === methodCode) ??
    methods.find((m) => m.unsupported_products.length === 0 && m.quote.reduced_products.length === 0) ??
    methods[0] ??
    null;
  // Payment needs an address: a reload of ?step=payment with none falls back to shipping.
  const step: CheckoutStep = params.get('step') === 'payment' && address ? 'payment' : 'shipping';

  async function continueWith(chosen: Address) {
    setSaving(true);
    // Fetched while the address is kept on the cart, so the step shows as soon as that answers.
    void loadPaymentStep();
    const answer = await api.rest('carts/mine/shipping-information', {
      method: 'POST',
      body: { address_id: chosen.id },
    });
    setSaving(false);
    if (answer.ok) goTo('payment');
    else showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  }

  function added(saved: Address) {
    setAddressId(saved.id);
    reload();
  }

  return (
    <div>
      <CheckoutSteps current={step} locale={locale} t={t} />
      {step === 'shipping' || !address ? (
        <div className={WITH_SUMMARY}>
          <ShippingStep
            addresses={addresses}
            selected={address}
            directory={directory}
            onSelect={setAddressId}
            onAdded={added}
            saving={saving}
            onContinue={() => address && void continueWith(address)}
          />
          <CartSummary cart={data.cart} address={address} />
        </div>
      ) : (
        <PaymentStep
          methods={methods}
          method={method}
          address={address}
          governorates={directory.governorates}
          placing={placing}
          onMethod={setMethodCode}
          onBack={() => goTo('shipping')}
          onPlace={(code, extras) =>
            place(address.id, code, {
              ...extras,
              expectedTotal: methods.find((m) => m.code === code)?.quote.grand_total,
            })
          }
        />
      )}
    </div>
  );
}
