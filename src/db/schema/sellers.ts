import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SellerDocumentKind } from '@/domain/sellers/schemas';
import { sellers } from './catalog';
import { customers } from './customers';

export const SELLER_APPLICATION_STATUSES = [
  'draft',
  'pending',
  'approved',
  'rejected',
  'info_needed',
] as const;
export type SellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number];
export type SellerAnswers = Record<string, string>;

/**
 * A merchant's application to sell (§3 seller form): the answers of the three steps as a draft,
 * then the decision. A signed-in customer's draft is theirs; a guest's is reached with a draft
 * token (kept here as a hash only) given once the phone was verified by a one-time code.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    draftTokenHash: text('draft_token_hash').unique(),
    /** Verified: the account's phone, or the guest's, proved by a code. */
    phone: text('phone').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<SellerApplicationStatus>().notNull().default('draft'),
    answers: jsonb('answers').$type<SellerAnswers>().notNull().default({}),
    /** The store name folded for comparison (case, letter forms, spaces), set when saved. */
    storeNameKey: text('store_name_key'),
    decisionReason: text('decision_reason'),
    sellerId: integer('seller_id').references(() => sellers.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_applications_one_open_per_customer')
      .on(t.customerId)
      .where(sql`status IN ('draft', 'pending', 'info_needed')`),
    index('seller_applications_status').on(t.status, t.submittedAt),
    index('seller_applications_phone').on(t.phone),
  ],
);

/** Scans of the commercial register and the tax card: private storage, served to their owner only. */
export const sellerDocuments = pgTable(
  'seller_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => sellerApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SellerDocumentKind>().notNull(),
    storageName: text('storage_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_documents_one_per_kind').on(t.applicationId, t.kind)],
);

/** Each change of status, who made it and why: what the applicant was told, for staff later. */
export const sellerApplicationEvents = pgTable(
  'seller_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => sellerApplications.id, { onDelete: 'cascade' }),
    status: text('status').$type<SellerApplicationStatus>().notNull(),
    reason: text('reason'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_application_events_application').on(t.applicationId)],
);

/**
 * The store's commission on its sellers' sales (basis points of what a seller sold, less refunds),
 * as set by staff over time: a line delivered at T is charged the rate in force at T, so changing
 * the rate never rewrites a past statement (src/domain/sellers/payouts.ts). No row: the default
 * in src/domain/sellers/commission.ts.
 */
export const sellerCommissionRates = pgTable(
  'seller_commission_rates',
  {
    id: serial('id').primaryKey(),
    rateBps: integer('rate_bps').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who set it. */
    staffId: integer('staff_id'),
  },
  (t) => [
    index('seller_commission_rates_from_idx').on(t.effectiveFrom),
    check('seller_commission_rates_rate', sql`${t.rateBps} between 0 and 10000`),
  ],
);

/**
 * A month's payout to a seller, recorded by staff once the bank transfer is made: the amount the
 * closed month's statement owed then, the day of the transfer, the bank's reference and the account
 * it went to (the seller's approved application's IBAN; none for the store's own dealers). One a
 * month per seller.
 */
export const sellerPayouts = pgTable(
  'seller_payouts',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** The statement's Cairo month, YYYY-MM. */
    period: text('period').notNull(),
    /** Piastres. */
    amount: integer('amount').notNull(),
    /** The transfer's Cairo day, YYYY-MM-DD. */
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    iban: text('iban'),
    /** The staff member who recorded it (their e-mail, as in the audit log). */
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_payouts_month').on(t.sellerId, t.period),
    check('seller_payouts_amount', sql`${t.amount} > 0`),
  ],
);
