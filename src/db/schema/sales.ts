import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, sellers, type PaymentMethodCode } from './catalog';
import { customerAddresses, customers } from './customers';

/**
 * A cart belongs to a customer or to a guest, who holds only a random token (kept here as its
 * SHA-256). A guest cart merged into a customer's at sign-in is marked merged and stops working.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique(),
    status: text('status').$type<'active' | 'merged' | 'ordered'>().notNull().default('active'),
    couponCode: text('coupon_code'),
    /** The address the shipping step chose (Magento keeps it on the quote); saveorder falls back to it. */
    shippingAddressId: integer('shipping_address_id').references(() => customerAddresses.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_one_active_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} = 'active' and ${t.customerId} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_items_product').on(t.cartId, t.productId), check('cart_items_qty', sql`${t.qty} > 0`)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/**
 * Discount codes: a percentage (basis points) or a fixed amount (piastres), within dates, with
 * optional limits on how many orders may use one in all and per customer (coupon_redemptions).
 */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Basis points for percent (1000 = 10%), piastres for fixed. */
  value: integer('value').notNull(),
  /** The most a percentage may take off, in piastres. */
  maxDiscount: integer('max_discount'),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** How many orders may use it in all; null: no limit. */
  usageLimit: integer('usage_limit'),
  /** How many orders of one customer may use it; null: no limit. */
  usageLimitPerCustomer: integer('usage_limit_per_customer'),
  /** Staff switch a coupon off without deleting it (orders keep pointing at its code). */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrderStatus =
  'pending_payment' | 'processing' | 'shipped' | 'delivered' | 'canceled' | 'refund_requested' | 'refunded';

/** The delivery address as it was when the order was placed. */
/**
 * The delivery address copied onto an order when it is placed, so that later edits of the address
 * book do not change it. Its keys are the ones stored since the first order (the address book's
 * wire names), so existing rows keep reading the same.
 */
export interface AddressSnapshot {
  id: number;
  street: string;
  building_number: string;
  floor: string | null;
  apartment_number: string | null;
  landmark: string | null;
  governorate: string;
  city: string;
  area: string;
  additional_mobile: string | null;
  default_address: boolean;
}

/** Order numbers shown to shoppers (increment_id), apart from the row id. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodCode>().notNull(),
    /** The client's idempotency key: the same request twice makes one order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what the request asked (method, address): the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    couponCode: text('coupon_code'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull(),
    grandTotal: integer('grand_total').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    locale: text('locale').notNull(),
    /** An unpaid order is canceled, and its stock released, after this time. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Set when staff (or the sandbox courier) ship it: who carries it and their tracking number. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** What the lines taken back by approved refunds were worth (piastres): no longer owed. */
    returnedTotal: integer('returned_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_idempotency').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The back office's list: newest first, often of one status.
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One use of a coupon: written with the order in placeOrder's transaction (under the coupon's row
 * lock, so limits hold under concurrency) and deleted when the whole order is canceled.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponCode, t.customerId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    rowTotal: integer('row_total').notNull(),
    /** A line canceled on its own; its stock is back. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Set when its seller (or staff, or the courier with the whole order) hands it to a carrier. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_seller_idx').on(t.sellerId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Saved cards: only the gateway's token, the brand and the last four digits. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').$type<'visa' | 'mastercard'>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('saved_cards_token').on(t.customerId, t.gatewayToken)],
);

export const REFUND_REQUEST_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];
export const REFUND_METHODS = ['gateway', 'card_balance', 'cod_payout'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund asked for on a delivered order: which lines, why, and the shopper's photos. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** Order line ids and quantities to return. */
    items: jsonb('items').$type<{ itemId: number; qty: number }[]>().notNull(),
    /** Paths under MEDIA_DIR of the photos, checked by content. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').$type<RefundRequestStatus>().notNull().default('requested'),
    /** The lines staff accepted back (all or some of `items`); null until approved. */
    approvedItems: jsonb('approved_items').$type<{ itemId: number; qty: number }[]>(),
    /** What went back, in piastres, and how: the gateway, the Aman card's balance, or cash paid out (COD). */
    refundAmount: integer('refund_amount'),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    decisionReason: text('decision_reason'),
    /** Of an approval taking back less than was asked: why, as the customer was told it. */
    keptReason: text('kept_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_requests_order_idx').on(t.orderId)],
);
