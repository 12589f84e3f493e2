import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';

export type OtpPurpose = 'register' | 'forget_password' | 'change_phone' | 'add_phone' | 'card_pin';

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

/** Every SMS and e-mail the store sends; the sandbox provider only writes here (see /dev/outbox). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  locale: text('locale').$type<LocaleCode>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
