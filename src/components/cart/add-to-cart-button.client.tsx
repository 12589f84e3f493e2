'use client';

import { useState, type ReactNode } from 'react';
import { useCart } from './cart-provider.client';
import { busyButton } from '@/components/ui/busy-button';

/** Adds the product to the cart (the visitor's guest cart or the customer's); busy until answered. */
export function AddToCartButton({
  productId,
  quantity = 1,
  disabled = false,
  testId,
  className,
  describedBy,
  children,
}: {
  productId: number;
  quantity?: number;
  disabled?: boolean;
  testId: string;
  className: string;
  /** The id of what names the product, where several such buttons share one page (cards). */
  describedBy?: string;
  children: ReactNode;
}) {
  const { addToCart } = useCart();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    try {
      await addToCart(productId, quantity);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={disabled}
      {...busyButton(busy)}
      onClick={() => void onClick()}
      aria-describedby={describedBy}
      data-testid={testId}
      data-product-id={productId}
      data-quantity={quantity}
      className={className}
    >
      {children}
    </button>
  );
}
