import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';

/**
 * Shoppers. phone is null only for an account created through single sign-on, which must add one
 * before it can do anything else; password_hash is null for such accounts until they set one.
 */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  /**
   * When the owner of `email` followed the link sent to it (or the sign-on provider vouched for
   * it); null until then, and again after the address changes. Only a confirmed address can
   * reset the password or be linked to a sign-on account.
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  passwordHash: text('password_hash'),
  locale: text('locale').$type<LocaleCode>().notNull(),
  newsletter: boolean('newsletter').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The address book; governorate, city and area are codes of src/domain/customers/locations. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    buildingNumber: text('building_number').notNull(),
    floor: text('floor'),
    apartmentNumber: text('apartment_number'),
    landmark: text('landmark'),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    additionalMobile: text('additional_mobile'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Newsletter sign-ups from the footer (guests) and, later, the account area. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').$type<LocaleCode>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
