import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Locales that catalog text is translated into; each *_translations row is keyed (id, locale). */
export type LocaleCode = 'ar' | 'en';

export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  rating: integer('rating').notNull().default(0), // tenths of a star, 0..50
  /** False while the seller is suspended by staff: none of their products is on sale (sellable.ts). */
  isActive: boolean('is_active').notNull().default(true),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** The account that runs the seller (an approved application); the store's own dealers have none. */
  customerId: integer('customer_id'),
  /** Path under the media root of the seller's logo (400 × 200 WebP), shown beside "sold by". */
  logo: text('logo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sellerTranslations = pgTable(
  'seller_translations',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.locale] })],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  urlKey: text('url_key').notNull().unique(),
  logo: text('logo'),
  position: integer('position').notNull().default(0),
  isFeatured: boolean('is_featured').notNull().default(false),
});

export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.locale] })],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(), // 1 main, 2 sub, 3 sub-sub
    urlKey: text('url_key').notNull(),
    /** Full path from the root, e.g. "tvs/smart-tvs/oled": unique, what the URL-rewrite table points at. */
    path: text('path').notNull().unique(),
    position: integer('position').notNull().default(0),
    image: text('image'),
    includeInMenu: boolean('include_in_menu').notNull().default(false),
    includeInSidebar: boolean('include_in_sidebar').notNull().default(false),
    includeInBoxSidebar: boolean('include_in_box_sidebar').notNull().default(false),
    /** Footer categories (catalog/category/important), ordered by importance_position. */
    isImportant: boolean('is_important').notNull().default(false),
    importancePosition: integer('importance_position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const PRODUCT_APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type ProductApproval = (typeof PRODUCT_APPROVALS)[number];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    urlKey: text('url_key').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The dealer that sells and ships the product. */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** Deepest category the product sits in; product_categories holds every level. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Money is integer piastres (1 EGP = 100). */
    price: integer('price').notNull(),
    specialPrice: integer('special_price'),
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
    stock: integer('stock').notNull().default(0),
    /**
     * Bumped by a trigger (migration 0045) whenever what the product's page shows of its stock
     * changes (the units up to MAX_LINE_QTY): its page is cached under it (catalog/page-keys.ts).
     */
    stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /**
     * The card's terms (months) this product may be bought over, among those its seller offers;
     * null: every term the seller offers (src/domain/credit/plans.ts).
     */
    instalmentMonths: integer('instalment_months').array(),
    /**
     * Whether the product may be bought on the card (a product_payment_methods row for
     * ocean_amancard), kept by triggers on that table (migration 0047) so that search reads it
     * with the product instead of looking each matching product up.
     */
    cardInstalments: boolean('card_instalments').notNull().default(false),
    /** Shipping weight in grams (Magento's weight, entered in kg); null while unknown. */
    weightGrams: integer('weight_grams'),
    /** Filterable attributes that fit the category, e.g. {"screen_size": "55", "capacity_l": "400"}. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A seller's new product waits for the catalog team (pending), then goes on sale (approved) or
     * back to the seller with a note (rejected); products made by staff are approved.
     */
    approval: text('approval').$type<ProductApproval>().notNull().default('approved'),
    approvalNote: text('approval_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_pending_idx')
      .on(t.id)
      .where(sql`${t.approval} = 'pending'`),
    index('products_brand_idx').on(t.brandId),
    index('products_seller_idx').on(t.sellerId),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<LocaleCode>().notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Ordered specification rows shown as a table: [{label, value}]. */
    specifications: jsonb('specifications').$type<{ label: string; value: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    // A product's categories (the in-memory search reloads a changed product's; cascades from products).
    index('product_categories_product_idx').on(t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Path under the media root, served at /media/{path}. */
    path: text('path').notNull(),
    /** What the picture shows, for screen readers; empty: the product's name is used. */
    altAr: text('alt_ar').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const PAYMENT_METHODS = ['cashondelivery', 'card', 'wallet', 'ocean_amancard'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

/** Which payment methods each product supports (checkout removes products that don't support the chosen one). */
export const productPaymentMethods = pgTable(
  'product_payment_methods',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethodCode>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.method] })],
);

/** One table resolves every storefront path to a category, product or CMS page, as Magento does. */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serial('id').primaryKey(),
    requestPath: text('request_path').notNull(),
    entityType: text('entity_type').$type<'category' | 'product' | 'cms'>().notNull(),
    entityId: integer('entity_id').notNull(),
  },
  (t) => [
    uniqueIndex('url_rewrites_path_idx').on(t.requestPath),
    index('url_rewrites_entity_idx').on(t.entityType, t.entityId),
  ],
);
