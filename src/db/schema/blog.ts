import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocaleCode } from './catalog';

/** Blog categories (the blog layout's category list); text per language in the translations. */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  /** The URL key (category_url); the list filters by id (?categoryId=). */
  identifier: text('identifier').notNull().unique(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    /** The URL key: /blogs/{identifier}. */
    identifier: text('identifier').notNull().unique(),
    /** Path under the media root; the same picture serves the list card (resized) and the hero. */
    featuredImage: text('featured_image'),
    /** creation_time of the API; what the list sorts by. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown only from this moment; null is a draft (the back office schedules posts). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('blog_posts_created_idx').on(t.createdAt),
    // The store lists visible posts newest first by the moment they went public.
    index('blog_posts_published_idx').on(t.publishedAt),
  ],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
    shortContent: text('short_content').notNull().default(''),
    /** HTML as an editor wrote it; sanitised when served. */
    content: text('content').notNull(),
    author: text('author').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Title, summary and tags normalised (src/domain/search/normalise.ts), what search matches. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId),
  ],
);
