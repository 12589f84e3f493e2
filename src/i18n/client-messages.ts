/**
 * Which translations go to the browser. Every page's data carries the texts its client islands may
 * show, so only those are sent: the root layout sends SHELL_MESSAGES (the header, menus, cart,
 * wishlist and compare buttons, alerts, footer), and a page or layout whose islands need more wraps
 * them in <ClientMessages area="…"> with AREA_MESSAGES[area]. Entries are sections ("cart") or
 * dotted paths inside one (one error text). Islands loaded on demand that may show any text (the
 * sign-in modal) load the whole file with them (withAllMessages). client-messages.test.ts fails
 * when a client module can ask for a key its pages do not send.
 */

import { COUPON_PROBLEM_TEXTS } from '@/domain/cart/coupon-problems';

export const SHELL_MESSAGES = [
  'store_name',
  'loading',
  'no_search_result',
  'header',
  'menu',
  'account_menu',
  'cart',
  'wishlist',
  'compare',
  'alert',
  'messages',
  'countdown',
  'newsletter',
  'footer',
  'social',
  'offers',
  'error_page',
  'errors.network_error',
  'errors.email_error',
  'errors.field_cut',
  'auth.hello_name',
] as const;

/** What the product purchase panel and cart show of the Aman card (hints, plans). */
const CARD_HINTS = ['credit.hint', 'checkout.card', 'errors.credit_hold', 'errors.card_balance_short'];
/** Pages whose forms show any answer of the server (errors.*) and the sign-in texts. */
const FORMS = ['errors', 'auth'];

export const AREA_MESSAGES = {
  home: ['home', 'popup'],
  catalog: ['catalog', 'product', 'delivery', ...CARD_HINTS],
  /** The card hints, and why a coupon on the cart gives nothing now (its coupon form). */
  cart: [...CARD_HINTS, ...Object.values(COUPON_PROBLEM_TEXTS)],
  checkout: ['checkout', 'account', 'delivery', 'product', 'credit.hint', ...FORMS],
  order_success: ['orders', 'checkout', 'account', 'delivery', 'sms', 'instalments'],
  account: [
    'account',
    'delivery',
    'credit',
    'sms',
    'upload',
    'instalments',
    'orders',
    'checkout',
    'product',
    ...FORMS,
  ],
  auth: [...FORMS],
  forms: ['forms', ...FORMS],
  comparison: ['product'],
  help: ['help'],
  blog: ['blog'],
  instalments: ['account', 'instalments', ...FORMS],
  sellers: ['sellers', 'credit', 'sms', 'account', 'upload', ...FORMS],
  sandbox: ['sandbox', ...FORMS],
  /** The back office: its own texts, every server answer, and the credit documents' names. */
  admin: [
    'admin',
    'admin_orders',
    'admin_catalog',
    'admin_catalog_import',
    'admin_coupons',
    'admin_slides',
    'admin_bundles',
    'admin_home',
    'admin_seller',
    'admin_cms',
    'admin_promos',
    'admin_payouts',
    'admin_settings',
    'admin_staff',
    'admin_tree',
    'admin_blog',
    'credit.documents',
    'delivery.governorates',
    'checkout.methods',
    'orders.status',
    'orders.refund.reasons',
    ...FORMS,
  ],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof AREA_MESSAGES;
