import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A credit-limit application's states (§4): a draft while the shopper fills it in, then submitted →
 * under_review → accepted | rejected | documents_needed (back to under_review once re-uploaded);
 * on_hold from any open state, and back where it was on release.
 */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'documents_needed',
  'on_hold',
  'accepted',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'under_review',
  'documents_needed',
  'on_hold',
];
export const DOCUMENT_KINDS = ['id_front', 'id_back', 'income'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the shopper typed, step by step; kept as typed while a draft, checked again at submit. */
export interface ApplicationAnswers {
  first_name?: string;
  father_name?: string;
  grandfather_name?: string;
  family_name?: string;
  national_id?: string;
  other_mobile?: string;
  other_address?: string;
  job_title?: string;
  job_sector?: string;
  salary?: number;
  job_address?: string;
}

/** One application per customer may be open at a time (the partial unique index). */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    /** Where a held application returns on release. */
    statusBeforeHold: text('status_before_hold').$type<ApplicationStatus>(),
    answers: jsonb('answers').$type<ApplicationAnswers>().notNull().default({}),
    /** Set at submit from the answers, so that one ID belongs to one customer. */
    nationalId: text('national_id'),
    /** Piastres a month. */
    salary: integer('salary'),
    suggestedLimit: integer('suggested_limit'),
    /** Piastres, once accepted. */
    approvedLimit: integer('approved_limit'),
    rejectionReason: text('rejection_reason'),
    requestedDocuments: jsonb('requested_documents').$type<DocumentKind[]>().notNull().default([]),
    /** Staff's note to the applicant with the documents asked for (what was wrong with one); cleared on resubmit. */
    documentsNote: text('documents_note'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_applications_one_open')
      .on(t.customerId)
      .where(sql`status IN ('draft', 'submitted', 'under_review', 'documents_needed', 'on_hold')`),
    index('credit_applications_status').on(t.status, t.submittedAt),
  ],
);

/**
 * One national ID, one customer: claimed when an application is first submitted and kept, so
 * that a second customer using it is refused even after the first one's application closed.
 */
export const nationalIdClaims = pgTable('national_id_claims', {
  nationalId: text('national_id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * ID scans and proofs of income: stored re-encoded under a random name outside the public media
 * folder, served only through the API to their owner. A replaced document keeps its row with
 * `replacedAt` set (what staff saw stays on record).
 */
export const creditDocuments = pgTable(
  'credit_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    storageName: text('storage_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('credit_documents_application').on(t.applicationId, t.kind)],
);

/** The timeline the shopper sees and the audit staff keep: who did what, when and why. */
export const creditApplicationEvents = pgTable(
  'credit_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull(),
    /** 'customer', 'system', or the staff member's name. */
    actor: text('actor').notNull(),
    /** What was decided, in the decider's words (a reason, the documents asked for, the limit). */
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_application_events_application').on(t.applicationId, t.id)],
);

export const CARD_STATUSES = ['active', 'on_hold'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The instalment card: one per customer, created when an application is accepted. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id),
    /** The 16-digit number printed on the card; shoppers see only its last 4. */
    number: text('number').notNull().unique(),
    status: text('status').$type<CardStatus>().notNull().default('active'),
    /** Piastres. */
    creditLimit: integer('credit_limit').notNull(),
    available: integer('available').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    pinHash: text('pin_hash'),
    pinFailedAttempts: smallint('pin_failed_attempts').notNull().default(0),
    pinLocked: boolean('pin_locked').notNull().default(false),
    pinSetAt: timestamp('pin_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The balance never goes below zero nor above the limit, whatever a caller does.
  (t) => [check('credit_cards_available', sql`${t.available} between 0 and ${t.creditLimit}`)],
);
