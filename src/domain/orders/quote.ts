import { and, asc, eq } from 'drizzle-orm';
import { carts, customerAddresses, type PaymentMethodCode } from '@/db/schema';
import type { Customer } from '../auth/tokens';
import { readCartLines, type CartLine } from '../cart/cart-view';
import { pickAddress } from '../cart/shipping-address';
import { customerCart } from '../cart/carts';
import { couponDiscount, couponWithUsage, NO_USAGE, type Coupon, type CouponUsage } from '../cart/coupons';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { shippingFee } from './shipping';
import { config } from '@/config';

/** Methods a shopper can pay with at checkout. */
export const CHECKOUT_METHODS: readonly PaymentMethodCode[] = [
  'cashondelivery',
  'card',
  'wallet',
  'ocean_amancard',
];
/** Methods paid at the payment gateway. */
const GATEWAY_METHODS: readonly PaymentMethodCode[] = ['card', 'wallet'];

/** The checkout's methods this store takes now: without a gateway (config.ts), none paid at one. */
export const checkoutMethods = (): readonly PaymentMethodCode[] =>
  config().paymentSandbox ? CHECKOUT_METHODS : CHECKOUT_METHODS.filter((m) => !GATEWAY_METHODS.includes(m));

export interface QuoteLine extends CartLine {
  /** Cash on delivery takes one piece of each product (§5): the quantity was lowered to 1. */
  reduced: boolean;
}

/**
 * What an order paid by `method` would be, money in piastres. The one place that decides which
 * cart lines are ordered, in what quantities, and the discount, shipping and total: the checkout
 * page shows it, `getshippingpayament` answers it, and `placeOrder` charges it.
 */
export interface OrderQuote {
  method: PaymentMethodCode;
  addressId: number | null;
  lines: QuoteLine[];
  /** Products that stay in the cart because they don't take the method (§5), by name. */
  removed: string[];
  /** Products whose quantity is lowered to one for cash on delivery (§5), by name. */
  reduced: string[];
  /** The cart's coupon when it gives a discount on these lines, else null. */
  couponCode: string | null;
  /** Why the cart's coupon gives nothing on these lines (an `errors.` key), else null. */
  couponRefusal: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  grandTotal: number;
}

export interface QuoteInputs {
  lines: CartLine[];
  coupon: Coupon | null;
  /** The coupon's uses so far, in all and by this customer (none when not given). */
  couponUsage?: CouponUsage;
  /** Where the order goes; without one the shipping fee is not known yet (0). */
  address: { id: number; governorate: string } | null;
  now: Date;
}

/** The §5 rules for a method applied to the cart, then the coupon and shipping on what is ordered. */
export function computeQuote(inputs: QuoteInputs, method: PaymentMethodCode): OrderQuote {
  const cod = method === 'cashondelivery';
  const kept = inputs.lines.filter((l) => l.paymentMethods.includes(method));
  const lines: QuoteLine[] = kept.map((l) =>
    cod && l.qty > 1 ? { ...l, qty: 1, rowTotal: l.unitPrice, reduced: true } : { ...l, reduced: false },
  );
  const subtotal = lines.reduce((sum, l) => sum + l.rowTotal, 0);
  let discount = 0;
  let couponRefusal: string | null = null;
  if (inputs.coupon && lines.length > 0) {
    try {
      discount = couponDiscount(inputs.coupon, subtotal, inputs.now, inputs.couponUsage ?? NO_USAGE);
    } catch (err) {
      // A coupon that no longer applies to what is ordered gives no discount (the cart shows why).
      if (!(err instanceof AppError)) throw err;
      couponRefusal = err.messageKey;
    }
  }
  const shipping = inputs.address && lines.length > 0 ? shippingFee(inputs.address.governorate, subtotal) : 0;
  return {
    method,
    addressId: inputs.address?.id ?? null,
    lines,
    removed: inputs.lines.filter((l) => !kept.includes(l)).map((l) => l.name),
    reduced: lines.filter((l) => l.reduced).map((l) => l.name),
    couponCode: discount > 0 ? inputs.coupon!.code : null,
    couponRefusal,
    subtotal,
    discount,
    shipping,
    grandTotal: subtotal - discount + shipping,
  };
}

/**
 * Reads what a quote depends on: the cart's lines and coupon and the customer's address (`null`:
 * the one the shipping step chose, else the default one, else the first). Inside a transaction that has locked the cart, the quote
 * is exactly what will be ordered.
 */
export async function quoteInputs(
  ctx: Ctx,
  customer: Customer,
  addressId: number | null,
): Promise<QuoteInputs> {
  const cart = await customerCart(ctx, customer.id);
  // One query after another: inside saveorder's transaction they share one connection.
  const lines = await readCartLines(ctx, cart.id);
  const [current] = await ctx.db
    .select({ couponCode: carts.couponCode })
    .from(carts)
    .where(eq(carts.id, cart.id));
  const addresses = await ctx.db
    .select({
      id: customerAddresses.id,
      governorate: customerAddresses.governorate,
      isDefault: customerAddresses.isDefault,
    })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, customer.id),
        addressId === null ? undefined : eq(customerAddresses.id, addressId),
      ),
    )
    .orderBy(asc(customerAddresses.id));
  if (addressId !== null && addresses.length === 0) throw notFound('address_not_found');
  const address = pickAddress(addresses, cart.shippingAddressId);
  const code = current?.couponCode ?? null;
  const found = code ? await couponWithUsage(ctx, code, customer.id) : null;
  return {
    lines,
    coupon: found?.coupon ?? null,
    couponUsage: found?.usage ?? NO_USAGE,
    address,
    now: nowOf(ctx),
  };
}

/** The quote of one method, for an address of the customer's (null: the default one). */
export async function quoteOrder(
  ctx: Ctx,
  customer: Customer,
  input: { method: PaymentMethodCode; addressId: number | null },
): Promise<OrderQuote> {
  return computeQuote(await quoteInputs(ctx, customer, input.addressId), input.method);
}

/** The quote of every checkout method, read once, for the payment step. */
export async function quoteMethods(ctx: Ctx, customer: Customer, addressId: number | null) {
  const inputs = await quoteInputs(ctx, customer, addressId);
  return checkoutMethods().map((method) => computeQuote(inputs, method));
}
