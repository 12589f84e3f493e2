import type { TFunction } from 'i18next';
import { Banknote, CalendarClock, CreditCard, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethodCode } from '@/db/schema';

const ICONS: Record<PaymentMethodCode, LucideIcon> = {
  cashondelivery: Banknote,
  card: CreditCard,
  wallet: Wallet,
  ocean_amancard: CalendarClock,
};

/** The payment methods this product can be paid with (checkout drops products that don't take the chosen one). */
export function PaymentMethods({ methods, t }: { methods: PaymentMethodCode[]; t: TFunction }) {
  if (methods.length === 0) return null;
  return (
    <section data-testid="payment-methods">
      <h2 className="mb-2 font-bold">{t('product.payment_methods')}</h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const Icon = ICONS[method];
          return (
            <li
              key={method}
              data-method={method}
              className="flex items-center gap-2 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-secondary-dark" />
              {t(`product.payment.${method}`)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
