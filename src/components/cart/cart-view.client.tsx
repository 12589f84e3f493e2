'use client';

import { useState } from 'react';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { IconEmptyState } from '../ui/empty-state';
import { CARD, SECONDARY_BUTTON } from '../ui/styles';
import { useFocusAfterRemoval } from '../ui/use-focus-after-removal.client';
import { CartCardHint } from '@/components/credit/card-hints.client';
import { CartLineRow } from './cart-line-row.client';
import { CartTotals } from './cart-totals.client';
import type { CartLine } from './cart-types';
import { ChangedNotice } from './changed-notice.client';
import { CouponForm } from './coupon-form.client';
import { useCartPage } from './use-cart-page.client';
import { useCheckout } from './use-checkout.client';

/** /cart: the lines, the coupon, the totals and the way to checkout, for guests and customers. */
export function CartView() {
  const { t } = useI18n();
  const showAlert = useAlert();
  const page = useCartPage();
  const checkout = useCheckout(page.confirmQty);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  // A line removed from the keyboard took the focus with it: the next line's "Remove" takes it
  // (the last one's, or the empty cart's button once none is left).
  const lines = page.cart?.items;
  const refocus = useFocusAfterRemoval(lines, {
    row: '[data-testid="cart-line"]',
    control: '[data-testid="cart-line-remove"]',
    fallback: '[data-testid="cart-empty"] a',
  });

  async function change(line: CartLine, send: () => ReturnType<typeof page.remove>) {
    setBusyLine(line.item_id);
    const answer = await send();
    setBusyLine(null);
    if (!answer?.ok) refocus.forget();
    if (answer && !answer.ok) {
      showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
      // The line may be gone or the stock changed: show what the server now holds.
      page.reload();
    }
  }

  if (page.failed) {
    return (
      <div role="alert" data-testid="cart-load-error" className={`${CARD} flex flex-col items-start gap-3`}>
        <p>{t('cart.load_error')}</p>
        <button type="button" onClick={page.reload} className={SECONDARY_BUTTON}>
          {t('cart.retry')}
        </button>
      </div>
    );
  }
  if (!page.cart) {
    return (
      <p role="status" data-testid="cart-loading" className="flex items-center gap-3 py-10 text-neutral-600">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('cart.loading')}
      </p>
    );
  }

  const { cart } = page;
  if (cart.items.length === 0) {
    return (
      <div data-testid="cart-empty">
        <ChangedNotice lines={checkout.changed} />
        <IconEmptyState
          heading="h2"
          icon={ShoppingCart}
          flipIcon
          title={t('cart.empty_title')}
          text={t('cart.empty_text')}
          buttonLabel={t('cart.empty_button')}
        />
      </div>
    );
  }

  return (
    <div data-testid="cart-view">
      <ChangedNotice lines={checkout.changed} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <section className={CARD} aria-labelledby="cart-lines-heading">
          <h2 id="cart-lines-heading" className="sr-only">
            {t('cart.lines_heading')}
          </h2>
          <ul data-testid="cart-lines">
            {cart.items.map((line, index) => (
              <CartLineRow
                key={line.item_id}
                line={line}
                busy={busyLine === line.item_id}
                onQty={(qty) => void change(line, () => page.setQty(line, qty))}
                onRemove={() => {
                  refocus.removing(index);
                  void change(line, () => page.remove(line));
                }}
              />
            ))}
          </ul>
        </section>
        <CartTotals cart={cart} busy={checkout.busy} onCheckout={() => void checkout.proceed()}>
          <CouponForm
            applied={cart.coupon_code}
            problem={cart.coupon_problem}
            onApply={page.applyCoupon}
            onRemove={page.removeCoupon}
          />
          <CartCardHint
            cartKey={`${cart.totals.subtotal - cart.totals.discount}:${cart.items.map((l) => `${l.item_id}x${l.qty}`).join()}`}
          />
        </CartTotals>
      </div>
    </div>
  );
}
