import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sellers } from './catalog';
import { creditCards } from './credit';
import { customers } from './customers';
import { orders } from './sales';

/**
 * What the card paid for: one purchase per seller of an order, on the plan chosen for that seller.
 * Money in piastres. `financed` is what the card's available balance lost when the order was
 * placed; each instalment paid gives its principal back.
 */
export const PURCHASE_STATUSES = ['active', 'canceled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const cardPurchases = pgTable(
  'card_purchases',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => creditCards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    months: integer('months').notNull(),
    rateBps: integer('rate_bps').notNull(),
    promotionId: integer('promotion_id'),
    financed: integer('financed').notNull(),
    interest: integer('interest').notNull(),
    /** The issuing fee, on the first instalment of the card's first purchase (else 0). */
    fee: integer('fee').notNull().default(0),
    status: text('status').$type<PurchaseStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_purchases_order_seller').on(t.orderId, t.sellerId),
    index('card_purchases_card').on(t.cardId),
    check('card_purchases_months', sql`${t.months} in (6, 12, 18, 24, 36)`),
    check('card_purchases_amounts', sql`${t.financed} >= 0 and ${t.interest} >= 0 and ${t.fee} >= 0`),
  ],
);

/**
 * due → paid (through the gateway) | canceled (its purchase was canceled before it was paid);
 * paid → refunded (its purchase was canceled after: the money went back to the payer).
 */
export const INSTALMENT_STATUSES = ['due', 'paid', 'canceled', 'refunded'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const cardInstalments = pgTable(
  'card_instalments',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => cardPurchases.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => creditCards.id),
    /** 1 for the first month. */
    seq: integer('seq').notNull(),
    /** A calendar day in Cairo: the same day of each month after the purchase. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** What is due: principal + interest + fee. */
    amount: integer('amount').notNull(),
    principal: integer('principal').notNull(),
    fee: integer('fee').notNull().default(0),
    status: text('status').$type<InstalmentStatus>().notNull().default('due'),
    /** The instalment payment (instalment_payments) that paid it. */
    paidBy: integer('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_instalments_purchase_seq').on(t.purchaseId, t.seq),
    index('card_instalments_card_due').on(t.cardId, t.status, t.dueDate),
    check('card_instalments_amounts', sql`${t.amount} >= ${t.principal} + ${t.fee} and ${t.principal} >= 0`),
  ],
);

/**
 * Instalments paid together at the gateway: the payable of one ledger payment
 * (payable_type 'instalments'). The amount is their sum when the page was opened.
 */
export const instalmentPayments = pgTable(
  'instalment_payments',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => creditCards.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    instalmentIds: integer('instalment_ids').array().notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instalment_payments_card').on(t.cardId)],
);

/**
 * Paying instalments without signing in: after the code sent to the card's phone is checked, a
 * short-lived token (kept as a hash) lets its bearer see and pay that card's instalments, nothing else.
 */
export const cardAccessTokens = pgTable(
  'card_access_tokens',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => creditCards.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_access_tokens_card').on(t.cardId)],
);
