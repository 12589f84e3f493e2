'use client';

import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, MapPin } from 'lucide-react';
import { addressLines } from '@/components/account/address-labels';
import type { DirectoryGovernorate } from '@/components/account/account-types';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, LINK_BUTTON } from '@/components/ui/styles';
import type { CheckoutAddress, CheckoutMethod } from './checkout-types';
import { CheckoutSummary, WITH_SUMMARY } from './checkout-summary.client';
import { PaymentMethodOption } from './payment-method-option.client';
import { PaymentExtrasFields, walletPhoneError, type PaymentExtras } from './payment-extras.client';
import { PaymentNotices } from './payment-notices.client';
import { cardBlocker, toVariants } from './card-plan-types';
import { CardPinDialog } from './card-pin-dialog.client';
import { CardPlanPanel } from './card-plan-panel.client';
import { useCardOptions } from './use-card-options.client';
import type { PlaceOutcome } from './use-place-order.client';

const INSTALMENT_CARD = 'ocean_amancard';

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
  onPlace: (method: string, extras: PaymentExtras) => Promise<PlaceOutcome>;
}) {
  const { t } = useI18n();
  const [extras, setExtras] = useState<PaymentExtras>({ saveCard: false, walletPhone: '' });
  const [tried, setTried] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const isCard = method?.code === INSTALMENT_CARD;
  const card = useCardOptions(address.id, isCard);
  const cardReady = !!card.options && cardBlocker(card.options, card.choice) === null;
  const placeWith = (code: string) => {
    setTried(true);
    if (code === 'wallet' && walletPhoneError(extras.walletPhone)) return;
    if (code === INSTALMENT_CARD) {
      setPinOpen(true);
      return;
    }
    void onPlace(code, extras);
  };
  // Refused with the PIN dialog open (the PIN locked, the balance moved): once the dialog has gone
  // and the card's box shows why, the focus goes there (to its link when it has one), not to the
  // page behind a "Place order" that can no longer be pressed.
  const showBlocker = useRef(false);
  useEffect(() => {
    if (!showBlocker.current || pinOpen) return;
    const blocker = document.querySelector<HTMLElement>('[data-testid="card-blocker"]');
    if (!blocker) return;
    showBlocker.current = false;
    (blocker.querySelector<HTMLElement>('a') ?? blocker).focus();
  }, [pinOpen, card.options]);
  async function placeWithPin(pin: string): Promise<{ retry: string } | 'done'> {
    const outcome = await onPlace(INSTALMENT_CARD, { ...extras, pin, variants: toVariants(card.choice) });
    if (typeof outcome === 'object') return { retry: outcome.wrongPin };
    if (outcome !== 'placed') {
      showBlocker.current = true;
      setPinOpen(false);
      card.reload();
    }
    return 'done';
  }
  // The server's quote for this address; while the quotes of a newly chosen address load, none.
  const quote = method?.quote.address_id === address.id ? method.quote : null;
  const { title, lines } = addressLines(address, governorates, t);
  const methodTitle = method ? method.title || t(`checkout.methods.${method.code}`) : '';

  return (
    <div data-testid="checkout-step-payment" className={WITH_SUMMARY}>
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
          <h2 id="checkout-payment-heading" tabIndex={-1} className="text-xl font-bold outline-none">
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
          {/* Nothing in the cart can be paid with the card: the notice below says so, no plans. */}
          {isCard &&
            quote?.items.length !== 0 &&
            (card.options ? (
              <CardPlanPanel options={card.options} choice={card.choice} onChoose={card.choose} />
            ) : (
              <p className="text-sm text-neutral-600" role={card.failed ? 'alert' : undefined}>
                {t(card.failed ? 'checkout.card.load_failed' : 'checkout.loading')}
              </p>
            ))}
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
          canPlace={!!quote && quote.items.length > 0 && (!isCard || cardReady)}
          placing={placing}
          onPlace={() => placeWith(method.code)}
        />
      )}
      {isCard && card.options && (
        <CardPinDialog
          options={card.options}
          choice={card.choice}
          open={pinOpen}
          onOpenChange={setPinOpen}
          onPin={placeWithPin}
        />
      )}
    </div>
  );
}
