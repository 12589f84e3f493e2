'use client';

import type { ReactNode } from 'react';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { CARD, PRIMARY_BUTTON_FULL } from '../ui/styles';
import type { Cart } from './cart-types';
import { formatEgp } from './money';

/** Subtotal, discount, shipping (known only at checkout) and grand total, then the way on. */
export function CartTotals({
  cart,
  busy,
  onCheckout,
  children,
}: {
  cart: Cart;
  busy: boolean;
  onCheckout: () => void;
  /** The coupon form, shown between the heading and the totals. */
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const { subtotal, discount, shipping, grand_total } = cart.totals;
  return (
    <aside
      className={`${CARD} flex flex-col gap-4 lg:sticky lg:top-4`}
      aria-labelledby="cart-summary-heading"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold">
        {t('cart.summary')}
      </h2>
      {children}
      <dl className="flex flex-col gap-2 border-t border-neutral-200 pt-4 text-sm">
        <Row label={t('cart.subtotal')} value={formatEgp(subtotal, locale)} testId="cart-subtotal" />
        {discount > 0 && (
          <Row label={t('cart.discount')} value={formatEgp(-discount, locale)} testId="cart-discount" />
        )}
        <Row
          label={t('cart.shipping')}
          value={shipping > 0 ? formatEgp(shipping, locale) : t('cart.shipping_at_checkout')}
          testId="cart-shipping"
        />
        <div className="flex justify-between gap-2 border-t border-neutral-200 pt-2 text-base font-bold">
          <dt>{t('cart.grand_total')}</dt>
          <dd data-testid="cart-grand-total">{formatEgp(grand_total, locale)}</dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onCheckout}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="cart-checkout"
        className={PRIMARY_BUTTON_FULL}
      >
        {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {t('cart.checkout')}
        <ArrowRight aria-hidden className="flip-rtl size-4" />
      </button>
    </aside>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-neutral-600">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
