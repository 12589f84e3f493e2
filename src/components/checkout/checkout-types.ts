import type { Address } from '@/components/account/account-types';
import type { WireQuote } from '@/http/rest/quote-serializers';

/** Shapes of the checkout API (docs/api-cart.md, src/http/rest/order-routes.ts). Money is in EGP. */

export interface CheckoutAddress extends Address {
  shipping_fee: number;
  /** The cart's total with this address's shipping (before a method's rules: the quote has those). */
  grand_total: number;
  /** Null when the governorate is not one the store knows a delivery window for. */
  delivery_days: { min: number; max: number } | null;
}

export interface CheckoutMethod {
  code: string;
  /** Already in the page's language. */
  title: string;
  /** Names of the cart's products that cannot be paid this way (§5): they stay in the cart. */
  unsupported_products: string[];
  /** The order this method would place, worked out by the server: shown as it is. */
  quote: WireQuote;
}

export interface ShippingPayment {
  payment_methods: CheckoutMethod[];
  addresses: CheckoutAddress[];
}

export interface PlacedOrder {
  order_id: number;
  increment_id: string;
  removed_products: string[];
  reduced_products: string[];
}

export const CASH_ON_DELIVERY = 'cashondelivery';
export const CHECKOUT_STEPS = ['shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const isCheckoutStep = (value: unknown): value is CheckoutStep =>
  typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);

export const checkoutStepHref = (step: CheckoutStep) => `/checkout?step=${step}`;
export const successHref = (orderId: number) => `/checkout/success?orderId=${orderId}`;
