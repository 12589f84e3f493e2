import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products, type LocaleCode } from './catalog';

/**
 * Bundles shown on /offers (store-offers): products bought together, each at its own current
 * price. The back office edits them; the storefront only reads.
 */
export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  /** A stable name for the seed and the back office, e.g. "home-cinema". */
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bundleTranslations = pgTable(
  'bundle_translations',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.locale] })],
);

/** A bundle's products (2 to 4, checked by the domain), in the order they are shown. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    index('bundle_items_product_idx').on(t.productId),
  ],
);
