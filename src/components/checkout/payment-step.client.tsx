'use client';

import { useState } from 'react';
import { ArrowLeft, MapPin } from 'lucide-react';
import { addressLines } from '@/components/account/address-labels';
import type { DirectoryGovernorate } from '@/components/account/account-types';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, LINK_BUTTON } from '@/components/ui/styles';
import type { CheckoutAddress, CheckoutMethod } from './checkout-types';
import { CheckoutSummary } from './checkout-summary.client';
import { PaymentMethodOption } from './payment-method-option.client';
import { PaymentExtrasFields, walletPhoneError, type PaymentExtras } from './payment-extras.client';
import { PaymentNotices } from './payment-notices.client';

/** Step 2: how to pay, what that does to the order, the summary and "Place order". */
export function PaymentStep({
  methods,
  method,
  address,
  governorates,
  placing,
  onMethod,
  onBack,
  onPlace,
}: {
  methods: CheckoutMethod[];
  method: CheckoutMethod | null;
  address: CheckoutAddress;
  governorates: DirectoryGovernorate[];
  placing: boolean;
  onMethod: (code: string) => void;
  onBack: () => void;
  onPlace: (method: string, extras: PaymentExtras) => void;
}) {
  const { t } = useI18n();
  const [extras, setExtras] = useState<PaymentExtras>({ saveCard: false, walletPhone: '' });
  const [tried, setTried] = useState(false);
  const placeWith = (code: string) => {
    setTried(true);
    if (code === 'wallet' && walletPhoneError(extras.walletPhone)) return;
    onPlace(code, extras);
  };
  // The server's quote for this address; while the quotes of a newly chosen address load, none.
  const quote = method?.quote.address_id === address.id ? method.quote : null;
  const { title, lines } = addressLines(address, governorates, t);
  const methodTitle = method ? method.title || t(`checkout.methods.${method.code}`) : '';

  return (
    <div
      data-testid="checkout-step-payment"
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <section aria-labelledby="checkout-deliver-heading" className={CARD}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="checkout-deliver-heading" className="font-bold">
              {t('checkout.deliver_to')}
            </h2>
            <button
              type="button"
              onClick={onBack}
              data-testid="checkout-change-address"
              className={LINK_BUTTON}
            >
              {t('checkout.change_address')}
            </button>
          </div>
          <p className="flex items-center gap-2 font-bold">
            <MapPin aria-hidden className="size-4 shrink-0 text-secondary-dark" />
            {title}
          </p>
          <p className="text-sm text-neutral-700">{lines.join(t('checkout.names_separator'))}</p>
        </section>
        <section aria-labelledby="checkout-payment-heading" className={`${CARD} flex flex-col gap-4`}>
          <h2 id="checkout-payment-heading" className="text-xl font-bold">
            {t('checkout.payment_heading')}
          </h2>
          {methods.length === 0 ? (
            <p className="text-neutral-600">{t('checkout.no_methods')}</p>
          ) : (
            <fieldset className="flex flex-col gap-3">
              <legend className="sr-only">{t('checkout.payment_heading')}</legend>
              {methods.map((m) => (
                <PaymentMethodOption
                  key={m.code}
                  method={m}
                  checked={m.code === method?.code}
                  onSelect={() => onMethod(m.code)}
                />
              ))}
            </fieldset>
          )}
          {method && (
            <PaymentExtrasFields
              method={method.code}
              extras={extras}
              showErrors={tried}
              onChange={setExtras}
            />
          )}
          {method && quote && (
            <PaymentNotices
              method={method}
              methodTitle={methodTitle}
              reduced={quote.reduced_products}
              nothingToOrder={quote.items.length === 0}
            />
          )}
          <button
            type="button"
            onClick={onBack}
            className={`${LINK_BUTTON} inline-flex items-center gap-1 self-start`}
          >
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('checkout.back_to_shipping')}
          </button>
        </section>
      </div>
      {method && (
        <CheckoutSummary
          quote={quote}
          canPlace={!!quote && quote.items.length > 0}
          placing={placing}
          onPlace={() => placeWith(method.code)}
        />
      )}
    </div>
  );
}
