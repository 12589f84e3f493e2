import { STAFF_ROLES } from '@/domain/staff/roles';
import { bulkSchema, productEditSchema } from '@/domain/catalog/product-schemas';
import { z } from 'zod';
import { DOCUMENT_KINDS } from '@/db/schema/credit';
import {
  refundApproveSchema,
  refundRejectSchema,
  shipSchema,
  staffCancelSchema,
} from '@/domain/orders/staff-schemas';
import { couponActiveSchema, couponCreateSchema, couponFieldsSchema } from '@/domain/content/coupon-schemas';
import { REASON_MAX, SELLER_DECISIONS } from '@/domain/sellers/schemas';
import { recoveryCodeSchema, staffSignInSchema, totpCodeSchema } from '@/domain/staff/schemas';
import type { Permission } from '@/domain/staff/roles';
import type { Operation } from '../rest/openapi-operations';
import { PAYOUT_OPERATIONS } from './payout-openapi-operations';
import { SELLER_PORTAL_OPERATIONS } from './seller-openapi-operations';
import { CMS_OPERATIONS } from './cms-openapi-operations';
import { PROMO_OPERATIONS } from './promo-openapi-operations';
import { BUNDLE_OPERATIONS } from './bundle-openapi-operations';
import { HOME_OPERATIONS } from './home-openapi-operations';
import { SLIDE_OPERATIONS } from './slide-openapi-operations';
import { CATALOG_TREE_OPERATIONS } from './catalog-tree-openapi-operations';
import { BLOG_OPERATIONS } from './blog-openapi-operations';
import { FORM_OPERATIONS } from './form-openapi-operations';

const A = '/rest/V1/admin';

/** Orders and refunds (src/http/admin/order-admin-routes.ts). */
const ORDER_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${A}/orders`,
    summary: 'Orders, filtered and sorted on the server',
    tag: 'admin',
    staff: 'orders',
    query: {
      status: 'an order status',
      method: 'cashondelivery, card, wallet or ocean_amancard',
      governorate: 'a governorate code',
      from: 'YYYY-MM-DD (Cairo)',
      to: 'YYYY-MM-DD (Cairo)',
      phone: "part of the customer's phone",
      number: 'the order number (increment id)',
      sort: 'newest, oldest, total_desc or total_asc',
      page: 'from 1; 20 a page',
    },
  },
  {
    method: 'get',
    path: `${A}/orders/{id}`,
    summary: 'An order: lines, customer, address, payments, plans, history, refund requests',
    tag: 'admin',
    staff: 'orders',
  },
  {
    method: 'post',
    path: `${A}/orders/{id}/ship`,
    summary: 'processing → shipped, with the carrier and tracking number',
    tag: 'admin',
    staff: 'orders',
    body: shipSchema,
  },
  {
    method: 'post',
    path: `${A}/orders/{id}/deliver`,
    summary: 'shipped → delivered',
    tag: 'admin',
    staff: 'orders',
  },
  {
    method: 'post',
    path: `${A}/orders/{id}/cancel`,
    summary: 'Cancel the whole order or one line (item_id), with a reason',
    tag: 'admin',
    staff: 'orders',
    body: staffCancelSchema,
  },
  {
    method: 'get',
    path: `${A}/refunds`,
    summary: 'Refund requests waiting, oldest first',
    tag: 'admin',
    staff: 'refunds',
    query: { page: 'from 1; 20 a page' },
  },
  {
    method: 'post',
    path: `${A}/refunds/{id}/approve`,
    summary: 'Approve a refund request, whole or some lines; money back by payment method',
    tag: 'admin',
    staff: 'refunds',
    body: refundApproveSchema,
  },
  {
    method: 'post',
    path: `${A}/refunds/{id}/reject`,
    summary: 'Reject a refund request with a reason',
    tag: 'admin',
    staff: 'refunds',
    body: refundRejectSchema,
  },
];

/** Coupons (src/http/admin/coupon-admin-routes.ts). */
const COUPON_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${A}/coupons`,
    summary: 'Coupons, newest first, with how many orders used each',
    tag: 'admin',
    staff: 'content',
    query: {
      q: 'part of the code',
      status: 'active, scheduled, expired or inactive',
      page: 'from 1; 20 a page',
    },
  },
  {
    method: 'get',
    path: `${A}/coupons/{code}`,
    summary: 'A coupon with its uses and history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: `${A}/coupons`,
    summary:
      'Create a coupon (percent 1–100 or a fixed amount in pounds, Cairo days, limits); 409 when the code is taken',
    tag: 'admin',
    staff: 'content',
    body: couponCreateSchema,
  },
  {
    method: 'put',
    path: `${A}/coupons/{code}`,
    summary: 'Change a coupon (not its code); orders already placed keep their discount',
    tag: 'admin',
    staff: 'content',
    body: couponFieldsSchema,
  },
  {
    method: 'post',
    path: `${A}/coupons/{code}/active`,
    summary: 'Switch a coupon off (carts and orders stop taking it) or on again',
    tag: 'admin',
    staff: 'content',
    body: couponActiveSchema,
  },
];

/** The back office's operations (src/http/admin/app.ts), with the permission each needs. */
export const ADMIN_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: `${A}/session`,
    summary: 'Staff sign-in: e-mail and password',
    tag: 'admin',
    body: staffSignInSchema,
  },
  {
    method: 'post',
    path: `${A}/session/totp`,
    summary: "Second step: the authenticator app's code",
    tag: 'admin',
    body: totpCodeSchema,
  },
  {
    method: 'post',
    path: `${A}/session/recovery`,
    summary: 'Second step: a recovery code',
    tag: 'admin',
    body: recoveryCodeSchema,
  },
  {
    method: 'post',
    path: `${A}/session/enrolment`,
    summary: 'First sign-in: a new TOTP secret and its QR code',
    tag: 'admin',
  },
  {
    method: 'post',
    path: `${A}/session/enrolment/confirm`,
    summary: 'First sign-in: prove the app; answers the recovery codes',
    tag: 'admin',
    body: totpCodeSchema,
  },
  {
    method: 'get',
    path: `${A}/password-link`,
    summary: 'Whose password a set-password link sets (404 staff_link_invalid or staff_link_expired)',
    tag: 'admin',
    query: { token: "the link's token" },
  },
  {
    method: 'post',
    path: `${A}/password-link`,
    summary: 'Set a staff password through a link: the link is spent and the sessions end',
    tag: 'admin',
    body: z.object({
      token: z.string(),
      password: z.string().min(12).max(128),
      confirmation: z.string(),
    }),
  },
  { method: 'delete', path: `${A}/session`, summary: 'Staff sign-out', tag: 'admin' },
  {
    method: 'get',
    path: `${A}/me`,
    summary: 'The signed-in staff member and permissions',
    tag: 'admin',
    staff: 'any',
  },
  {
    method: 'get',
    path: `${A}/seller-applications`,
    summary: 'Sent seller applications, oldest first',
    tag: 'admin',
    staff: 'sellers',
    query: {
      status: 'pending, info_needed, approved or rejected',
      q: 'the reference (SEL-…), the mobile number, or part of the store, company or merchant name',
      page: 'from 1; 20 a page',
    },
  },
  {
    method: 'get',
    path: `${A}/seller-applications/{id}`,
    summary: 'A seller application',
    tag: 'admin',
    staff: 'sellers',
  },
  {
    method: 'get',
    path: `${A}/seller-applications/{id}/documents/{documentId}`,
    summary: 'A scan of the application',
    tag: 'admin',
    staff: 'sellers',
    produces: 'image/*',
  },
  {
    method: 'post',
    path: `${A}/seller-applications/{id}/decision`,
    summary: 'Approve, reject or ask for information',
    tag: 'admin',
    staff: 'sellers',
    body: z.object({ decision: z.enum(SELLER_DECISIONS), reason: z.string().max(REASON_MAX).optional() }),
  },
  {
    method: 'get',
    path: `${A}/sellers`,
    summary: 'Sellers with their products count and standing',
    tag: 'admin',
    staff: 'sellers',
    query: { status: 'active or suspended', q: 'part of the name or code', page: 'from 1; 20 a page' },
  },
  {
    method: 'get',
    path: `${A}/sellers/{id}`,
    summary: 'A seller, the account that runs it and its history',
    tag: 'admin',
    staff: 'sellers',
  },
  {
    method: 'post',
    path: `${A}/sellers/{id}/standing`,
    summary: 'Suspend a seller (their products stop selling) or reinstate them, with a reason',
    tag: 'admin',
    staff: 'sellers',
    body: z.object({ suspend: z.boolean(), reason: z.string().min(3).max(REASON_MAX) }),
  },
  {
    method: 'get',
    path: `${A}/catalog/products`,
    summary: 'Products in every state, newest first, filtered',
    tag: 'admin',
    staff: 'catalog',
    query: {
      q: 'part of a name, or the start of a SKU',
      category: 'category id (any level)',
      brand: 'brand id',
      seller: 'seller id',
      stock: 'in, low or out',
      active: 'yes or no',
      method: 'payment method code',
      page: 'from 1; 20 a page',
    },
  },
  {
    method: 'get',
    path: `${A}/catalog/options`,
    summary: 'Brands, sellers and categories to choose from',
    tag: 'admin',
    staff: 'catalog',
  },
  {
    method: 'get',
    path: `${A}/catalog/products/{id}`,
    summary: 'A product as the edit form shows it, both languages',
    tag: 'admin',
    staff: 'catalog',
  },
  {
    method: 'post',
    path: `${A}/catalog/products`,
    summary: 'A new product',
    tag: 'admin',
    staff: 'catalog',
    body: productEditSchema,
  },
  {
    method: 'put',
    path: `${A}/catalog/products/{id}`,
    summary: 'Edit a product: texts, SKU, URL key (the old one redirects), prices, stock, categories',
    tag: 'admin',
    staff: 'catalog',
    body: productEditSchema,
  },
  {
    method: 'post',
    path: `${A}/catalog/products/bulk`,
    summary: 'Activate, deactivate, move to a category or set payment methods of many products',
    tag: 'admin',
    staff: 'catalog',
    body: bulkSchema,
  },
  ...imageOperations('catalog/products', 'catalog'),
  {
    method: 'get',
    path: `${A}/catalog/products/export.csv`,
    summary: 'The products of a filter as CSV (Magento column names, formula cells escaped)',
    tag: 'admin',
    staff: 'catalog',
    produces: 'text/csv',
    query: {
      q: 'part of a name, or the start of a SKU',
      category: 'category id (any level)',
      brand: 'brand id',
      seller: 'seller id',
      stock: 'in, low or out',
      active: 'yes or no',
      method: 'payment method code',
    },
  },
  {
    method: 'post',
    path: `${A}/catalog/import/dry-run`,
    summary: 'Check a products CSV without writing: the count of good rows and every bad row',
    tag: 'admin',
    staff: 'catalog',
    body: z.object({ file: z.string() }),
    multipart: true,
  },
  {
    method: 'post',
    path: `${A}/catalog/import/batch`,
    summary: 'Import up to 1,000 rows of a CSV in one transaction, created or updated by SKU',
    tag: 'admin',
    staff: 'catalog',
    body: z.object({
      import_id: z.string(),
      first_line: z.number().int().min(2),
      rows: z.array(z.record(z.string(), z.string())).max(1000),
      lines: z.array(z.number().int().min(2)).max(1000).optional(),
    }),
  },
  {
    method: 'get',
    path: `${A}/audit`,
    summary: 'The audit log, newest first',
    tag: 'admin',
    staff: 'audit',
    query: {
      entity: 'entity name',
      entityId: 'entity id',
      actor: 'staff e-mail',
      from: 'YYYY-MM-DD',
      to: 'YYYY-MM-DD',
      page: 'from 1; 50 a page',
    },
  },
  {
    method: 'get',
    path: `${A}/staff`,
    summary: 'The staff accounts, oldest first: role, the seller a seller account acts for, enrolled or not',
    tag: 'admin',
    staff: 'staff',
  },
  {
    method: 'post',
    path: `${A}/staff`,
    summary:
      "Open a staff account, or an approved seller's portal account (role seller with seller_id); it enrols its authenticator app at its first sign-in",
    tag: 'admin',
    staff: 'staff',
    body: z.object({
      email: z.string().max(150),
      name: z.string().min(2).max(80),
      role: z.enum(STAFF_ROLES),
      password: z.string().min(12).max(128),
      seller_id: z.number().int().positive().optional(),
    }),
  },
  {
    method: 'put',
    path: `${A}/staff/{id}/active`,
    summary:
      'Close a staff account (it can no longer sign in, and its sessions end) or open it again; not one’s own',
    tag: 'admin',
    staff: 'staff',
    body: z.object({ active: z.boolean() }),
  },
  {
    method: 'post',
    path: `${A}/staff/{id}/password-link`,
    summary:
      'Send a staff account a set-password link (7 days) by e-mail, and by SMS to a seller account’s merchant',
    tag: 'admin',
    staff: 'staff',
  },
  {
    method: 'put',
    path: `${A}/staff/{id}/role`,
    summary: 'Give a staff account another role (a seller account names its seller_id); not one’s own',
    tag: 'admin',
    staff: 'staff',
    body: z.object({ role: z.enum(STAFF_ROLES), seller_id: z.number().int().positive().optional() }),
  },
  ...ORDER_OPERATIONS,
  ...COUPON_OPERATIONS,
  ...SLIDE_OPERATIONS,
  ...BUNDLE_OPERATIONS,
  ...HOME_OPERATIONS,
  ...CATALOG_TREE_OPERATIONS,
  ...SELLER_PORTAL_OPERATIONS,
  ...imageOperations('seller/products', 'seller_portal'),
  ...PAYOUT_OPERATIONS,
  ...CMS_OPERATIONS,
  ...PROMO_OPERATIONS,
  ...BLOG_OPERATIONS,
  ...FORM_OPERATIONS,
];

const C = `${A}/credit`;
const decision = z.discriminatedUnion('action', [
  z.object({ action: z.literal('review') }),
  z.object({ action: z.literal('accept'), limit: z.number().int().describe('pounds') }),
  z.object({ action: z.literal('reject'), reason: z.string().max(500) }),
  z.object({ action: z.literal('request_documents'), documents: z.array(z.enum(DOCUMENT_KINDS)) }),
  z.object({ action: z.literal('hold'), reason: z.string().max(500).optional() }),
  z.object({ action: z.literal('release') }),
]);

/** Credit officers' operations. */
export const CREDIT_ADMIN_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${C}/applications`,
    summary: 'Credit applications, oldest sent first',
    tag: 'admin',
    staff: 'credit',
    query: {
      status: 'waiting (default), all, or one status',
      q: "the applicant's mobile number, national ID, or part of their name",
      page: 'from 1; 20 a page',
    },
  },
  {
    method: 'get',
    path: `${C}/applications/{id}`,
    summary: 'A credit application',
    tag: 'admin',
    staff: 'credit',
  },
  {
    method: 'get',
    path: `${C}/applications/{id}/documents/{documentId}`,
    summary: 'A document of the application',
    tag: 'admin',
    staff: 'credit',
    produces: 'image/*',
  },
  {
    method: 'post',
    path: `${C}/applications/{id}/decision`,
    summary: 'Review, accept (limit in pounds), reject, request documents, hold or release',
    tag: 'admin',
    staff: 'credit',
    body: decision,
  },
  {
    method: 'get',
    path: `${C}/cards`,
    summary: 'Cards by phone, national ID or last four digits',
    tag: 'admin',
    staff: 'credit',
    query: { q: 'a phone, a national ID or the last four digits' },
  },
  {
    method: 'get',
    path: `${C}/cards/{id}`,
    summary: 'A card with its schedule and payments',
    tag: 'admin',
    staff: 'credit',
  },
  {
    method: 'post',
    path: `${C}/cards/{id}/hold`,
    summary: 'Hold or release a card',
    tag: 'admin',
    staff: 'credit',
    body: z.object({ hold: z.boolean(), reason: z.string().max(500).optional() }),
  },
  {
    method: 'post',
    path: `${C}/cards/{id}/limit`,
    summary: 'Change the limit (pounds), never below what is in use',
    tag: 'admin',
    staff: 'credit',
    body: z.object({ limit: z.number().int(), reason: z.string().min(3).max(500) }),
  },
];

/** A product's pictures, for the catalog team (any product) and for sellers (their own). */
function imageOperations(prefix: string, staff: Permission): Operation[] {
  return [
    {
      method: 'get',
      path: `${A}/${prefix}/{id}/images`,
      summary: "A product's pictures in order, with their texts",
      tag: 'admin',
      staff,
    },
    {
      method: 'post',
      path: `${A}/${prefix}/{id}/images`,
      summary: 'Upload pictures (multipart `images`, JPEG or PNG up to 5 MB each, stored as WebP)',
      tag: 'admin',
      staff,
    },
    {
      method: 'put',
      path: `${A}/${prefix}/{id}/images`,
      summary: 'Order the pictures and set their texts in both languages',
      tag: 'admin',
      staff,
      body: z.object({
        images: z.array(
          z.object({ id: z.number().int(), alt_ar: z.string().max(200), alt_en: z.string().max(200) }),
        ),
      }),
    },
    {
      method: 'delete',
      path: `${A}/${prefix}/{id}/images/{imageId}`,
      summary: 'Remove a picture',
      tag: 'admin',
      staff,
    },
  ];
}
