import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { sellers, type LocaleCode } from './catalog';

/**
 * A seller's own instalment terms: the months it offers and the flat rate of each (basis points
 * of the financed amount over the whole term). A seller with no rows offers the store's terms
 * (src/domain/credit/plans.ts).
 */
export const sellerInstalmentRates = pgTable(
  'seller_instalment_rates',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    rateBps: integer('rate_bps').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.months] }),
    check('seller_instalment_rates_months', sql`${t.months} in (6, 12, 18, 24, 36)`),
    check('seller_instalment_rates_rate', sql`${t.rateBps} between 0 and 10000`),
  ],
);

/** A lower rate on one term for a while, at one seller or (seller null) at all of them. */
export const instalmentPromotions = pgTable(
  'instalment_promotions',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    rateBps: integer('rate_bps').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** What the shopper reads, per language. */
    title: jsonb('title').$type<Record<LocaleCode, string>>().notNull(),
  },
  (t) => [
    index('instalment_promotions_period').on(t.endsAt, t.startsAt),
    check('instalment_promotions_months', sql`${t.months} in (6, 12, 18, 24, 36)`),
    check('instalment_promotions_rate', sql`${t.rateBps} between 0 and 10000`),
    check('instalment_promotions_dates', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
