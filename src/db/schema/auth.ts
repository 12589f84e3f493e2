import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';
import { customers } from './customers';

export type OtpPurpose =
  | 'register'
  | 'forget_password'
  | 'change_phone'
  | 'add_phone'
  | 'card_pin'
  /** Paying the card's instalments without signing in (/payinstallment). */
  | 'card_instalments'
  /** A sign-in with a code to the account's phone while sign-in by password is locked. */
  | 'login'
  /** A guest proving the phone of a seller application (/sellonaman). */
  | 'seller_application';

/** One-time codes: only a keyed hash is kept; single use, expiring, with a count of wrong tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('one_time_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Every SMS and e-mail the store sends, written in the transaction of the change it reports. The
 * sandbox provider only writes here (`kept`, see /dev/outbox). A message for a real provider is
 * `pending`, its body sealed, until the relay delivers it after the commit (`sent`, body erased) or
 * gives up (`failed`): src/domain/notifications/relay.ts.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<'kept' | 'pending' | 'sent' | 'failed'>().notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Customer tokens (the bearer of the REST API): only a SHA-256 of the token is kept. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);

/**
 * Password-reset links sent by e-mail: single use, expiring, kept as a hash. The rows also count
 * the e-mails sent, per account and per client address (the same limits as one-time codes).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address that asked for the e-mail. */
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_tokens_customer_idx').on(t.customerId, t.createdAt),
    index('password_reset_tokens_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Links that confirm an account's e-mail address: the address they were sent to, single-use, a day long. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_customer_idx').on(t.customerId, t.createdAt)],
);

/** Accounts signed in through single sign-on: the provider's subject, linked to a customer. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customer_identities_subject').on(t.provider, t.subject)],
);

/** Failed sign-ins, by identifier and by IP, for throttling password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);

/**
 * Fixed-window request counters shared by every app instance: one row per key (e.g. the client
 * address of account look-ups) and window, counted up atomically; ended windows are purged by a job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);
