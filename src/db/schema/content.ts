import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';

/** CMS blocks (about-us, terms-and-conditions, return-refund-policy, privacy-policy, store-offers...). */
export const cmsBlocks = pgTable('cms_blocks', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cmsBlockTranslations = pgTable(
  'cms_block_translations',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => cmsBlocks.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
    /** HTML as an editor wrote it; sanitised when served. */
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.locale] })],
);

/** Hero slides of the home page. */
export const homeSlides = pgTable('home_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  image: text('image').notNull(),
  link: text('link').notNull().default('/'),
  isActive: boolean('is_active').notNull().default(true),
  /** Shown from this instant (the first of a Cairo day) until endsAt (the last of one); null: open. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const homeSlideTranslations = pgTable(
  'home_slide_translations',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => homeSlides.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] })],
);

/** Overlay ads (popup/bannerpopup/banners). */
export const popupBanners = pgTable('popup_banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  link: text('link').notNull().default('/'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

export const popupBannerTranslations = pgTable(
  'popup_banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => popupBanners.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.locale] })],
);

/** The header countdown (a sale); the newest active row is the one shown. */
export const countdowns = pgTable('countdowns', {
  id: serial('id').primaryKey(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});
