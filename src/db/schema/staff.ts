import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@/domain/staff/roles';
import { sellers } from './catalog';

/**
 * The people who run the store (issue 16): not customers. A password (scrypt, as customers') and
 * a TOTP second factor; the TOTP secret must be readable to check codes, so it is kept encrypted
 * (AES-256-GCM, key derived from AUTH_SECRET), never in clear.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** The seller a `seller` account acts for. */
    sellerId: integer('seller_id').references(() => sellers.id),
    passwordHash: text('password_hash').notNull(),
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once. */
    totpLastStep: integer('totp_last_step'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** A set-password link (hash only) and when it stops working: one at a time, spent when used. */
    passwordLinkHash: text('password_link_hash'),
    passwordLinkExpiresAt: timestamp('password_link_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`)],
);

/** Single-use recovery codes given at enrolment: hashes only. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);

/**
 * A staff sign-in: the browser holds a random token in an http-only cookie, only its SHA-256 is
 * here. `stage` is 'password' until the second factor is proved; it expires after inactivity.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    stage: text('stage').$type<'password' | 'full'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/**
 * Every staff write: who, when, what (entity and id), before and after, and why. Append-only: a
 * trigger (migration) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    /** The actor as shown: the staff e-mail, or a command-line user. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_entity').on(t.entity, t.entityId)],
);
