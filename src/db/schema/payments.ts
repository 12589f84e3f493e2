import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** What a payment pays for: an order, or instalments of the card paid together (instalment_payments). */
export type PayableType = 'order' | 'instalments';
export type GatewayMethod = 'card' | 'wallet';
/**
 * A payment's own states, apart from the order's fulfilment: created (the hosted page is open)
 * → authorised → settled | declined | expired; settled → refunded once refunds reach the amount.
 */
export const PAYMENT_STATUSES = [
  'created',
  'authorised',
  'settled',
  'declined',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Why money went back. */
export const PAYMENT_REFUND_REASONS = [
  'order_canceled',
  'line_canceled',
  'duplicate_payment',
  'payable_closed',
  'refund_approved',
] as const;
export type PaymentRefundReason = (typeof PAYMENT_REFUND_REASONS)[number];
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['created', 'authorised'];

/**
 * The payments ledger: one row per attempt to pay a payable at the gateway. The id is the only
 * reference the gateway and its signed callback carry; no card number ever reaches the store.
 * At most one attempt per payable is open at a time (the partial unique index).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    payableType: text('payable_type').$type<PayableType>().notNull(),
    payableId: integer('payable_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method').$type<GatewayMethod>().notNull(),
    /** Piastres: always the payable's amount when the attempt was opened. */
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** The provider's transaction reference, once it answered. */
    gatewayReference: text('gateway_reference'),
    saveCard: boolean('save_card').notNull().default(false),
    walletPhone: text('wallet_phone'),
    /** Why an attempt closed without settling (declined, expired, voided by a change of amount). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_payable_idx').on(t.payableType, t.payableId),
    uniqueIndex('payments_one_open_per_payable')
      .on(t.payableType, t.payableId)
      .where(sql`${t.status} in ('created', 'authorised')`),
  ],
);

/** Money given back on a settled payment, one row per refund (partial refunds are rows). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<PaymentRefundReason>().notNull(),
    gatewayReference: text('gateway_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId)],
);

/**
 * The sandbox gateway's own record of wrong codes on its 3-D Secure and wallet pages, as a bank's
 * page keeps it: a payment is declined at the third wrong code, not the first.
 */
export const sandboxCodeTries = pgTable('sandbox_code_tries', {
  paymentId: text('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  wrong: integer('wrong').notNull(),
});
