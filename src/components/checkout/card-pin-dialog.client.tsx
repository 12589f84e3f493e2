'use client';

import Link from '@/components/ui/link.client';
import { Modal } from '@/components/account/modal.client';
import { OtpScreen } from '@/components/auth/otp-screen.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { LINK_BUTTON } from '@/components/ui/styles';
import { egpAlike } from '@/components/cart/money';
import { PIN_LENGTH } from '@/domain/customers/schemas';
import { chosenPlans, repayOf, type PlanChoice, type WireCardOptions } from './card-plan-types';

/**
 * The OTP screen in 4-digit secret-code mode (§4): nothing is sent, the shopper types the card's
 * PIN and the order is placed with it. Its words repeat what the PIN agrees to (the total to repay,
 * the months and the monthly amount, or each seller's months), since the dialog covers the plans.
 * `onPin` answers `retry` with the server's words when the PIN was wrong (shown under the boxes,
 * which clear for another try, until the next PIN is typed); any other outcome closes the dialog.
 */
export function CardPinDialog({
  open,
  onOpenChange,
  onPin,
  options,
  choice,
}: {
  options: WireCardOptions;
  choice: PlanChoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPin: (pin: string) => Promise<{ retry: string } | 'done'>;
}) {
  const { t, locale } = useI18n();
  const chosen = chosenPlans(options, choice);
  const repay = repayOf(chosen);
  const money = egpAlike(
    [repay, ...chosen.flatMap(({ plan }) => [plan.monthly, plan.first_instalment])],
    locale,
  );
  const months = (count: number) => t('checkout.card.months', { count });
  const [only] = chosen;
  const terms =
    chosen.length === 1 && only
      ? t(only.plan.fee > 0 ? 'checkout.card.pin_term_fee' : 'checkout.card.pin_term', {
          months: months(only.plan.months),
          amount: money(only.plan.monthly),
          first: money(only.plan.first_instalment),
        })
      : chosen
          .map(({ dealer, plan }) =>
            t('checkout.card.pin_seller_term', { months: months(plan.months), seller: dealer.dealer_name }),
          )
          .join(t('checkout.names_separator'));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('checkout.card.confirm_title')}
      testId="card-pin-dialog"
      // The PIN boxes take the focus before the dialog notes who had it: closed without an order,
      // the focus goes back to "Place order", not to the top of the page.
      returnFocus={() => document.querySelector<HTMLElement>('[data-testid="checkout-place-order"]')}
    >
      <OtpScreen
        length={PIN_LENGTH}
        title={t('checkout.card.pin_title')}
        description={t('checkout.card.pin_confirm', { total: money(repay), terms })}
        onSubmit={async (pin) => {
          const outcome = await onPin(pin);
          if (outcome !== 'done') return outcome.retry;
        }}
        footer={
          <Link href="/account/credit-limit-request" className={`${LINK_BUTTON} self-center text-sm`}>
            {t('checkout.card.forgot_pin')}
          </Link>
        }
      />
    </Modal>
  );
}
