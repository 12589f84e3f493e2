'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import { PhoneField } from '@/components/ui/field.client';
import { phoneSchema } from '@/domain/customers/schemas';

/**
 * What a method needs besides the order: whether to keep the card, the wallet's number, or for
 * the instalment card its PIN and the months chosen per seller.
 */
export interface PaymentExtras {
  saveCard: boolean;
  walletPhone: string;
  pin?: string;
  variants?: { dealer: number; months: number }[];
  /** The total (EGP) the step shows: the order is refused if the cart changed meanwhile. */
  expectedTotal?: number;
}

export const walletPhoneError = (phone: string): string | null => {
  const parsed = phoneSchema.safeParse(phone);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'phone_valid');
};

/** The card's "save for next time" choice, or the wallet's phone number, under the chosen method. */
export function PaymentExtrasFields({
  method,
  extras,
  showErrors,
  onChange,
}: {
  method: string;
  extras: PaymentExtras;
  showErrors: boolean;
  onChange: (extras: PaymentExtras) => void;
}) {
  const { t } = useI18n();
  if (method === 'card') {
    return (
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          data-testid="checkout-save-card"
          checked={extras.saveCard}
          onChange={(e) => onChange({ ...extras, saveCard: e.target.checked })}
          className="size-4 accent-secondary"
        />
        {t('checkout.save_card')}
      </label>
    );
  }
  if (method === 'wallet') {
    const error = showErrors ? walletPhoneError(extras.walletPhone) : null;
    return (
      <PhoneField
        label={t('checkout.wallet_phone')}
        hint={t('checkout.wallet_phone_hint')}
        testId="checkout-wallet-phone"
        value={extras.walletPhone}
        onValueChange={(walletPhone) => onChange({ ...extras, walletPhone })}
        error={error ? t(`errors.${error}`) : null}
      />
    );
  }
  return null;
}
