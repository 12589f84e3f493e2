import { BLOG_ERROR_KEYS } from '@/domain/blog/schemas';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS } from '@/components/account/address-schema';
import { CHECKOUT_STEPS } from '@/components/checkout/checkout-types';
import { HISTORY_ACTORS } from '@/components/admin/history-text';
import { ACCOUNT_SLUGS, APP_LINKS, SOCIAL_LINKS } from '@/components/layout/links';
import { PAYMENT_METHODS, PRODUCT_APPROVALS } from '@/db/schema/catalog';
import { PAYMENT_REFUND_REASONS, PAYMENT_STATUSES } from '@/db/schema/payments';
import { LISTING_SORTS } from '@/domain/catalog/listing';
import { INSTALMENT_STATES } from '@/domain/credit/card-schedule';
import { GOVERNORATES } from '@/domain/catalog/delivery';
import { HOME_SECTION_IDS } from '@/domain/content/home-section-schemas';
import { REFUND_REASONS } from '@/domain/orders/refund-rules';
import { ORDER_STATUSES } from '@/domain/orders/status';
import { ORDER_NOTICES } from '@/domain/orders/notify';
import { ORDER_SORTS } from '@/domain/orders/staff-schemas';
import { COUPON_KINDS, COUPON_STATUSES } from '@/domain/content/coupon-schemas';
import { SLIDE_ACTIONS, SLIDE_STATUSES, SLIDE_TEXT_FIELDS } from '@/domain/content/slide-schemas';
import { BUNDLE_ACTIONS, BUNDLE_TEXT_FIELDS } from '@/domain/content/bundle-schemas';
import { BRAND_ACTIONS, CATEGORY_ACTIONS, CATEGORY_FLAGS } from '@/domain/catalog/category-schemas';
import { CMS_AUDIT_FIELDS, CMS_BLOCK_ACTIONS } from '@/domain/content/cms-schemas';
import { POPUP_ACTIONS, POPUP_TEXT_FIELDS, PROMO_TEXT_FIELDS } from '@/domain/content/promo-schemas';
import {
  BLOG_ACTIONS,
  BLOG_CATEGORY_TEXT_FIELDS,
  BLOG_POST_STATUSES,
  BLOG_POST_TEXT_FIELDS,
} from '@/domain/blog/staff-schemas';
import { REFUND_METHODS, REFUND_REQUEST_STATUSES } from '@/db/schema/sales';
import { LOCALES } from './locales';
import { APPLICATION_STATUSES, CARD_STATUSES, DOCUMENT_KINDS } from '@/db/schema/credit';
import { APPLICATION_STEPS, PERSONAL_FIELDS, WORK_FIELDS } from '@/domain/credit/application-schema';
import { JOB_SECTORS } from '@/domain/credit/settings';
import { CREDIT_NOTICES } from '@/domain/credit/notify';
import { BOOK_TRIP_DEFINITION, BOOK_TRIP_FORM } from '@/domain/forms/book-trip';

/**
 * Every translation key the source uses exists in both languages: a key missing from both files
 * passes the parity test in locales.test.ts and shows the raw key to shoppers.
 */

import { FIELD_SPECS } from '@/components/sellers/seller-fields';
import { SELLER_APPLICATION_STATUSES, SUBMISSION_STATUSES } from '@/db/schema';
import { ADMIN_SECTIONS } from '@/components/admin/admin-shell';
import { EDITOR_COMMAND_IDS } from '@/components/admin/rich-text-editor.client';
import { SELLER_DECISIONS } from '@/domain/sellers/schemas';
import { STAFF_ROLES } from '@/domain/staff/roles';
import { SELLER_STANDINGS } from '@/domain/sellers/staff-sellers';
import {
  ACTIVE_FILTERS,
  BULK_ACTIONS,
  STOCK_FILTERS,
  productEditSchema,
} from '@/domain/catalog/product-schemas';
import { DECISION_ACTIONS } from '@/domain/credit/decisions';
import { ACCOUNT_CHANGES } from '@/domain/customers/account-notices';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/domain/staff/audit-actions';
import { AUDIT_FIELDS, AUDIT_STATE_KEYS } from '@/domain/staff/audit-changes';
import {
  BANK_FIELDS,
  COMPANY_FIELDS,
  EGYPTIAN_BANKS,
  MERCHANT_FIELDS,
  SELLER_DOCUMENT_KINDS,
  SELLER_STEPS,
} from '@/domain/sellers/schemas';

const SELLER_FIELDS: string[] = [...MERCHANT_FIELDS, ...COMPANY_FIELDS, ...BANK_FIELDS];
const root = process.cwd();

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const messages = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    new Set(
      flatten(JSON.parse(readFileSync(path.join(root, 'public/locales', l, 'translation.json'), 'utf8'))),
    ),
  ]),
);
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** A key resolves if it is a text, or a family of plural forms (i18next `key_one`, `key_other`…). */
const resolves = (set: Set<string>, key: string) =>
  set.has(key) || PLURAL_SUFFIXES.some((s) => set.has(`${key}_${s}`));
const missingIn = (keys: Iterable<string>) =>
  LOCALES.flatMap((l) => [...keys].filter((k) => !resolves(messages[l]!, k)).map((k) => `${l}:${k}`));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}
// client-messages.ts names sections, not texts; client-messages.test.ts checks them.
const sources = sourceFiles(path.join(root, 'src'))
  .filter((file) => !file.endsWith(path.join('i18n', 'client-messages.ts')))
  .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
const all = (re: RegExp) => sources.flatMap(({ text }) => [...text.matchAll(re)].map((m) => m[1]!));

const namespaces = new Set([...messages.en!].map((k) => k.split('.')[0]!));

/**
 * Keys built at run time, `t(\`orders.status.${status}\`)`, written with `*` for the variable
 * part, and the list the variable comes from. A new template must be added here.
 */
/** An application's statuses once submitted (the status page, the timeline). */
const DECIDED_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'draft');
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);
const TEMPLATES: Record<string, readonly string[]> = {
  'catalog.sort.*': LISTING_SORTS,
  'admin.audit.*': ['entity', 'entity_id', 'actor', 'from', 'to'],
  'admin.audit.actions.*': AUDIT_ACTIONS,
  'admin.audit.entities.*': AUDIT_ENTITIES,
  'admin.audit.fields.*': AUDIT_FIELDS,
  'admin.audit.languages.*': ['ar', 'en'],
  'admin.application_status.*': SELLER_APPLICATION_STATUSES,
  'admin.requests.status.*': SUBMISSION_STATUSES,
  'admin.seller_status.*': SELLER_STANDINGS,
  'admin_catalog.stock_filter.*': STOCK_FILTERS,
  'admin_catalog.active_filter.*': ACTIVE_FILTERS,
  'admin_catalog.bulk.action.*': BULK_ACTIONS,
  // The form's fields, without their language: name_ar and name_en share 'name'.
  'admin_catalog.fields.*': [
    ...new Set(
      Object.keys(productEditSchema.shape).map((f) => f.replace(/_(ar|en)$/, '').replace(/_id$/, '')),
    ),
  ],
  'admin.sellers.action.*': ['suspend', 'reinstate', 'details'],
  'admin_tree.seller_details.*': [
    'name_ar',
    'name_en',
    'image',
    'image_preview',
    'image_choose',
    'image_replace',
    'image_hint',
    'save',
    'saved',
  ],
  'admin.roles.*': STAFF_ROLES,
  'email.account_changed.*': ACCOUNT_CHANGES,
  'admin.nav.*': ADMIN_SECTIONS.map((s) => s.id),
  'admin_payouts.totals.*': ['sales', 'refunds', 'commission', 'payout'],
  'admin_payouts.kind.*': ['sale', 'refund'],
  'admin_payouts.columns.*': ['orders', 'units', 'sales', 'refunds', 'commission', 'payout'],
  'admin.application.*': SELLER_DECISIONS,
  'admin.credit.status.*': APPLICATION_STATUSES,
  'admin.history_actor.*': HISTORY_ACTORS,
  'admin.credit.*': ['waiting', 'all'],
  'admin.credit.decide.*': DECISION_ACTIONS,
  'orders.refund.reasons.*': REFUND_REASONS,
  'orders.refund.status.*': REFUND_REQUEST_STATUSES,
  'orders.refund.outcome.*': REFUND_METHODS,
  'admin_orders.notify.*': ORDER_NOTICES,
  'admin_orders.notify.subjects.*': ORDER_NOTICES,
  'admin_orders.sort.*': ORDER_SORTS,
  'admin_orders.refund_status.*': REFUND_REQUEST_STATUSES,
  'admin_orders.refund_method.*': REFUND_METHODS,
  'admin_orders.refund_to.*': REFUND_METHODS,
  'admin_orders.detail.*': [
    'subtotal',
    'discount',
    'shipping',
    'grand_total',
    'returned',
    'paid',
    'refunded',
    'due',
  ],
  'admin_orders.print.*': ['packing_slip', 'invoice'],
  'admin_orders.dashboard.*': ['today', 'week'],
  'admin_orders.history_note.*': ['refund_approved', 'refund_partial', 'refund_rejected'],
  'admin_coupons.status.*': COUPON_STATUSES,
  'admin_coupons.kind.*': COUPON_KINDS,
  'admin_coupons.action.*': ['create', 'update', 'activate', 'deactivate'],
  'admin_coupons.form.*': [
    'code',
    'max_discount',
    'min_subtotal',
    'starts_on',
    'ends_on',
    'usage_limit',
    'usage_limit_per_customer',
  ],
  'admin_blog.status.*': BLOG_POST_STATUSES,
  'admin_blog.action.*': BLOG_ACTIONS,
  'admin_blog.form.*': BLOG_POST_TEXT_FIELDS,
  'admin_blog.form.short_content_*': LOCALES,
  'admin_blog.form.content_*': LOCALES,
  'admin_blog.editor.*': EDITOR_COMMAND_IDS,
  'admin_blog.categories.form.*': BLOG_CATEGORY_TEXT_FIELDS,
  'admin_slides.status.*': SLIDE_STATUSES,
  'admin_catalog.approval.*': PRODUCT_APPROVALS,
  'admin_catalog.approval_done.*': ['approve', 'reject'],
  'admin_seller.approval_text.*': ['pending', 'rejected'],
  'admin_slides.action.*': SLIDE_ACTIONS,
  'admin_bundles.action.*': BUNDLE_ACTIONS,
  'admin_bundles.form.*': BUNDLE_TEXT_FIELDS,
  'admin_slides.form.*': SLIDE_TEXT_FIELDS,
  'admin_cms.status.*': ['active', 'inactive'],
  'admin_cms.action.*': CMS_BLOCK_ACTIONS,
  'admin_cms.fields.*': CMS_AUDIT_FIELDS,
  'admin_cms.form.title_*': LOCALES,
  'admin_cms.form.content_*': LOCALES,
  'admin_cms.form.language_*': LOCALES,
  'admin_cms.form.preview_*': LOCALES,
  'admin_promos.status.*': SLIDE_STATUSES,
  'admin_promos.action.*': POPUP_ACTIONS,
  // The popup form's fields (the countdown's two days among them) and the promo strip's.
  'admin_promos.form.*': [...POPUP_TEXT_FIELDS, ...PROMO_TEXT_FIELDS],
  'admin_tree.categories.action.*': CATEGORY_ACTIONS,
  'admin_tree.categories.flag.*': ['menu', 'sidebar', 'box', 'footer'],
  // The category form's labels: its fields, flags and picture texts.
  'admin_tree.categories.form.*': [
    ...['parent', 'parent_none', 'arabic', 'english', 'name_ar', 'name_en', 'description_ar'],
    ...['description_en', 'url_key', 'url_key_hint', 'flags', 'importance_position', 'optional'],
    ...['image', 'image_preview', 'image_choose', 'image_replace', 'image_hint', 'save', 'create'],
    ...CATEGORY_FLAGS,
  ],
  'admin_tree.brands.action.*': BRAND_ACTIONS,
  'admin_tree.brands.column.*': ['logo', 'name', 'url_key', 'position', 'featured', 'products'],
  'admin_tree.brands.form.*': [
    ...['arabic', 'english', 'name_ar', 'name_en', 'url_key', 'url_key_hint', 'position', 'is_featured'],
    ...['image', 'image_preview', 'image_choose', 'image_replace', 'image_hint', 'save', 'create'],
  ],
  'orders.status.*': ORDER_STATUSES,
  'instalments.status.*': INSTALMENT_STATES,
  'orders.payments.status.*': PAYMENT_STATUSES,
  'orders.payments.refund_reasons.*': PAYMENT_REFUND_REASONS,
  'checkout.methods.*': PAYMENT_METHODS,
  'product.payment.*': PAYMENT_METHODS,
  'account.mobile.tab_*': ['number', 'otp'],
  'account.cards.brand.*': ['visa', 'mastercard'],
  'account_menu.*': [...ACCOUNT_SLUGS, 'logout'],
  'account.address.*': ADDRESS_FIELDS,
  'delivery.governorates.*': GOVERNORATES,
  'footer.*': ids(APP_LINKS),
  'social.*': ids(SOCIAL_LINKS),
  'countdown.*': ['days', 'hours', 'minutes', 'seconds'],
  'checkout.step_*': CHECKOUT_STEPS,
  'outbox.channels.*': ['sms', 'email'],
  'home.*': HOME_SECTION_IDS,
  'credit.notify.*': CREDIT_NOTICES,
  'credit.notify.subjects.*': CREDIT_NOTICES,
  'credit.documents.*': DOCUMENT_KINDS,
  'credit.documents_step.hint_*': DOCUMENT_KINDS,
  'credit.steps.*': APPLICATION_STEPS,
  'credit.steps.*_intro': APPLICATION_STEPS,
  'credit.form.*': [...PERSONAL_FIELDS, ...WORK_FIELDS],
  'credit.sectors.*': JOB_SECTORS,
  'credit.status.*.title': DECIDED_STATUSES,
  'credit.status.*.text': DECIDED_STATUSES,
  'credit.status.step.*': DECIDED_STATUSES,
  'credit.card.status.*': CARD_STATUSES,
  'credit.pin.state.*': ['not_set', 'set', 'locked'],
  'forms.*.title': [BOOK_TRIP_FORM],
  'forms.*.request': [BOOK_TRIP_FORM],
  'forms.book_trip.*': BOOK_TRIP_DEFINITION.fields.map((f) => f.name),
  'forms.book_trip.perks.*': ['instalments', 'packages', 'support'],
  'sellers.steps.*': SELLER_STEPS,
  'sellers.steps.*_intro': SELLER_STEPS,
  'sellers.form.*': SELLER_FIELDS,
  'sellers.form.*_hint': SELLER_FIELDS.filter((f) => FIELD_SPECS[f]?.hint),
  'sellers.form.*_placeholder': SELLER_FIELDS.filter((f) => FIELD_SPECS[f]?.select),
  'sellers.documents.*': SELLER_DOCUMENT_KINDS,
  'sellers.status.*': SELLER_APPLICATION_STATUSES,
  'sellers.status.*_text': SELLER_APPLICATION_STATUSES,
  'sellers.notify.*': [...SELLER_APPLICATION_STATUSES.filter((s) => s !== 'draft'), 'approved_portal'],
  'sellers.banks.*': EGYPTIAN_BANKS,
  'blog.errors.*': BLOG_ERROR_KEYS,
  // Message keys of domain errors and form fields; collected from the source below.
  'errors.*': [],
};

/** Message keys the domain and the forms put in errors (AppError, notFound, zod `error:`). */
const ERROR_KEY_PATTERNS = [
  /new AppError\(\s*'[\w-]+',\s*'([\w-]+)'/g,
  /notFound\(\s*'([\w-]+)'/g,
  /\berror:\s*'([\w-]+)'/g,
  /\bmessage:\s*'([\w-]+)'/g,
  /errorBody\([^,]+,\s*'([\w-]+)'/g,
];

describe('translation keys used in the source', () => {
  it('static keys t("…") exist in every language', () => {
    const keys = new Set(all(/\bt\(\s*['"]([\w.-]+)['"]/g));
    expect(keys.size).toBeGreaterThan(400);
    expect(missingIn(keys)).toEqual([]);
  });

  it('string literals shaped like a key ("menu.blogs") exist in every language', () => {
    const keys = new Set(
      all(/['"]([a-z_]+\.[\w.-]+)['"]/g).filter(
        (k) => namespaces.has(k.split('.')[0]!) && !/\.(png|jpe?g|webp|svg|json|ts|tsx|com|eg)$/.test(k),
      ),
    );
    expect(missingIn(keys)).toEqual([]);
  });

  it("the audit log's states have their texts in every language", () => {
    expect(AUDIT_STATE_KEYS.length).toBeGreaterThan(10);
    expect(missingIn(AUDIT_STATE_KEYS)).toEqual([]);
  });

  it('keys built from a variable come from a known list, and every value of it exists', () => {
    const templates = new Set(
      all(/\bt\(\s*`([^`]*)`/g)
        .filter((k) => k.includes('${'))
        .map((k) => k.replace(/\$\{[^}]*\}/g, '*')),
    );
    expect([...templates].filter((t) => !(t in TEMPLATES))).toEqual([]);
    const expanded = Object.entries(TEMPLATES).flatMap(([template, values]) =>
      values.map((v) => template.replace('*', v)),
    );
    expect(missingIn(expanded)).toEqual([]);
  });

  it('every error message key the server or a form can answer exists under errors.', () => {
    const keys = new Set(
      ERROR_KEY_PATTERNS.flatMap((re) =>
        sources
          .filter((s) => /^src\/(domain|http|components|auth|lib)\//.test(s.file))
          .flatMap((s) => [...s.text.matchAll(re)].map((m) => m[1]!)),
      ),
    );
    expect(keys.size).toBeGreaterThan(50);
    expect(missingIn([...keys].map((k) => `errors.${k}`))).toEqual([]);
  });
});
