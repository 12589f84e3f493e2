'use client';

import Link from '@/components/ui/link.client';
import { Modal } from '@/components/account/modal.client';
import { OtpScreen } from '@/components/auth/otp-screen.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { LINK_BUTTON } from '@/components/ui/styles';
import { PIN_LENGTH } from '@/domain/customers/schemas';

/**
 * The OTP screen in 4-digit secret-code mode (§4): nothing is sent, the shopper types the card's
 * PIN and the order is placed with it. `onPin` answers `retry` with the server's words when the PIN
 * was wrong (shown under the boxes, which clear for another try, until the next PIN is typed); any
 * other outcome closes the dialog.
 */
export function CardPinDialog({
  open,
  onOpenChange,
  onPin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPin: (pin: string) => Promise<{ retry: string } | 'done'>;
}) {
  const { t } = useI18n();
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
        description={t('checkout.card.pin_intro')}
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
