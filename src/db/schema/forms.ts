import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';
import { customers } from './customers';

/**
 * Forms kept as data (§7 `forms/{formId}`): each has the definition of its fields (types, rules),
 * which the server validates submissions against and the pages render from, so that another form
 * is a row, not code. src/domain/forms/definition.ts describes the definition's shape.
 */
export const forms = pgTable('forms', {
  code: text('code').primaryKey(),
  definition: jsonb('definition').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where staff are with what a shopper sent: new until someone has dealt with it. */
export const SUBMISSION_STATUSES = ['new', 'handled'] as const;

/** What a shopper sent, kept for staff with the reference they were given. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formCode: text('form_code')
      .notNull()
      .references(() => forms.code),
    reference: text('reference').notNull().unique(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    locale: text('locale').$type<LocaleCode>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof SUBMISSION_STATUSES)[number]>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_created').on(t.formCode, t.createdAt)],
);
