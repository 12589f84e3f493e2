import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';

/** Newsletter sign-ups from the footer (guests) and, later, the account area. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').$type<LocaleCode>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
