'use client';

import { useId, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useCart } from '../cart/cart-provider.client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON_FULL } from '../ui/styles';
import { busyButton } from '@/components/ui/busy-button';

/**
 * "Add all to cart" for a bundle: one call adds every item or none (the server names the item
 * that failed). Disabled, with the reason beside it, when an item is out of stock.
 */
export function AddBundleButton({
  productIds,
  unavailableReason,
  describedBy,
}: {
  productIds: number[];
  /** Shown under the disabled button; null when the bundle can be added. */
  unavailableReason: string | null;
  /** The bundle's title, so each button says which bundle it adds. */
  describedBy: string;
}) {
  const { t } = useI18n();
  const { addManyToCart } = useCart();
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  async function onClick() {
    setBusy(true);
    try {
      await addManyToCart(
        productIds.map((id) => ({ product_id: id, qty: 1 })),
        t('offers.added'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      <button
        type="button"
        disabled={unavailableReason !== null}
        {...busyButton(busy)}
        aria-describedby={unavailableReason ? `${describedBy} ${reasonId}` : describedBy}
        onClick={() => void onClick()}
        data-testid="bundle-add-all"
        className={PRIMARY_BUTTON_FULL}
      >
        <ShoppingCart aria-hidden className="flip-rtl size-4" />
        {t('offers.add_all')}
      </button>
      {unavailableReason && (
        <p id={reasonId} className="mt-2 text-sm font-bold text-error" data-testid="bundle-unavailable">
          {unavailableReason}
        </p>
      )}
    </div>
  );
}
