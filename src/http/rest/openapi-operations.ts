import { z } from 'zod';
import { DOCUMENT_KINDS } from '@/db/schema';
import { cartItemSchema, qtySchema } from '@/domain/cart/carts';
import { shippingChoiceSchema } from '@/domain/cart/shipping-address';
import { personalStepSchema, workStepSchema } from '@/domain/credit/application-schema';
import { variantsSchema } from '@/domain/credit/card-orders';
import { optionsSchema } from '@/domain/credit/cart-plans';
import { instalmentChoiceSchema } from '@/domain/credit/instalment-payments';
import { addressSchema } from '@/domain/customers/address-schema';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  newsletterSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
  newPinSchema,
  pinSchema,
} from '@/domain/customers/schemas';
import { orderSchema } from '@/domain/orders/place-order';
import { refundSchema } from '@/domain/orders/refunds';
import {
  bankStepSchema,
  companyStepSchema,
  merchantStepSchema,
  SELLER_DOCUMENT_KINDS,
} from '@/domain/sellers/schemas';
import { cardSchema, walletSchema } from '@/domain/payments/sandbox-gateway';
import type { Permission } from '@/domain/staff/roles';
import { ADMIN_OPERATIONS, CREDIT_ADMIN_OPERATIONS } from '../admin/openapi-operations';
import { AUTH_SERVICE_OPERATIONS, phoneWithCode } from '../auth-service/openapi-operations';
import { GRAPHQL_OPERATIONS } from '../graphql/openapi-operations';

/**
 * Every operation of the REST API (src/http/rest/app.ts), for the OpenAPI document. A body is the
 * zod schema that validates it; where the wire names differ from the domain's (the §3 payloads),
 * the body is built from the same field schemas under the wire names the route maps.
 * tests/api/openapi.test.ts fails when a route is missing here or listed here but not served.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';
export interface Operation {
  method: Method;
  /** `{locale}` for the localised base; path parameters as `{name}`. */
  path: string;
  summary: string;
  tag: string;
  /** Needs the customer's bearer token. */
  auth?: true;
  body?: z.ZodType;
  /** multipart/form-data instead of JSON. */
  multipart?: true;
  /** Takes Magento's searchCriteria query form. */
  searchCriteria?: true;
  query?: Record<string, string>;
  /** Answers something other than JSON. */
  produces?: string;
  /** A back-office call: the staff session cookie, and the permission it needs ('any' staff). */
  staff?: Permission | 'any';
}

const L = '/rest/{locale}/V1';
const V = '/rest/V1';
const cartItem = z.object({ cartItem: cartItemSchema });
const cartItems = z.object({ cartItems: z.array(cartItemSchema) });
const qty = z.object({ cartItem: z.object({ qty: qtySchema }) });
const coupon = z.object({ coupon_code: z.string().max(50), remove: z.boolean().optional() });
const saveOrder = z.object({
  is_mobile: z.boolean(),
  payment_method: z.object({
    method: orderSchema.shape.method,
    additional_data: z.object({ pin_code: pinSchema.optional() }).optional(),
  }),
  transaction_variants: variantsSchema.optional(),
  address_id: orderSchema.shape.address_id,
  idempotency_key: orderSchema.shape.idempotency_key,
  expected_total: orderSchema.shape.expected_total,
});
const shippingInformation = shippingChoiceSchema.partial().extend({
  addressInformation: z
    .object({ shipping_address: z.object({ customer_address_id: shippingChoiceSchema.shape.address_id }) })
    .optional(),
});
const profile = z.object({
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema.optional(),
});
const password = z.object({
  currentPassword: z.string(),
  newPassword: passwordSchema,
  confirm_password: z.string(),
});
const resetByToken = z.object({
  rp_token: z.string(),
  newPassword: passwordSchema,
  confirm_password: z.string(),
});
const draft = z.union([
  personalStepSchema.and(z.object({ step: z.literal('personal') })),
  workStepSchema.extend({ step: z.literal('work') }),
]);
const document = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  file: z.string().describe('the image (jpg or png, 5 MB at most)'),
});
const refund = refundSchema.extend({ photos: z.array(z.string()).max(4).optional() });
/** §7's type 1 stands for either: the instalments when `installment` lists them. */
const typeOne = z.union([z.literal(1), z.literal('1')]);
const paymentSession = z.union([
  z.object({
    type: z.union([z.literal('card'), typeOne]).optional(),
    order_id: z.number().int(),
    save_card: z.boolean().optional(),
  }),
  instalmentChoiceSchema.extend({ type: z.union([z.literal('installment'), typeOne]) }),
]);
const pin = z.object({ pin: newPinSchema, code: otpSchema });
const byId = { id: 'the id' };

export const OPERATIONS: Operation[] = [
  // Catalogue and content
  {
    method: 'get',
    path: `${L}/catalog/category`,
    summary: 'The menu: categories with 3 levels',
    tag: 'catalog',
  },
  { method: 'get', path: `${L}/catalog/category/important`, summary: 'Footer categories', tag: 'catalog' },
  { method: 'get', path: `${L}/home`, summary: "The home page's blocks", tag: 'content' },
  { method: 'get', path: `${L}/cmsblocks/{identifier}`, summary: 'A CMS block', tag: 'content' },
  {
    method: 'get',
    path: `${L}/cmsblocks/store-offers`,
    summary:
      'Offers and bundles: the store-offers block, its bundles (items, prices, total) and the products on offer',
    tag: 'content',
  },
  {
    method: 'get',
    path: `${V}/cmsblocks/store-offers`,
    summary: 'Offers and bundles, in the language of Accept-Language',
    tag: 'content',
  },
  { method: 'get', path: `${L}/landingpage/content`, summary: 'Brands landing content', tag: 'content' },
  { method: 'get', path: `${L}/popup/bannerpopup/banners`, summary: 'The overlay ad', tag: 'content' },
  { method: 'get', path: `${L}/countdown`, summary: 'Countdown dates', tag: 'content' },
  { method: 'get', path: `${L}/forms/{formId}`, summary: "A stored form's fields and rules", tag: 'content' },
  {
    method: 'post',
    path: `${L}/forms/{formId}`,
    summary: 'Send a stored form (book a trip)',
    tag: 'content',
    body: z.object({ parameters: z.record(z.string(), z.unknown()) }),
  },
  // Selling on the store: a signed-in customer (bearer) or a guest (x-seller-draft header)
  { method: 'get', path: `${L}/sellers/application`, summary: 'The seller application', tag: 'sellers' },
  {
    method: 'post',
    path: `${L}/sellers/application/code`,
    summary: "A code to a guest applicant's phone",
    tag: 'sellers',
    body: z.object({ phone: phoneSchema }),
  },
  {
    method: 'post',
    path: `${L}/sellers/application/verify`,
    summary: "Prove a guest's phone; answers the draft token",
    tag: 'sellers',
    body: z.object({ phone: phoneSchema, code: otpSchema }),
  },
  {
    method: 'put',
    path: `${L}/sellers/application/draft`,
    summary: 'Save a step of the seller application',
    tag: 'sellers',
    body: z.union([
      merchantStepSchema.extend({ step: z.literal('merchant') }),
      companyStepSchema.extend({ step: z.literal('company') }),
      bankStepSchema.extend({ step: z.literal('bank') }),
    ]),
  },
  {
    method: 'post',
    path: `${L}/sellers/application/documents`,
    summary: 'Upload the commercial register or tax card scan',
    tag: 'sellers',
    body: z.object({ kind: z.enum(SELLER_DOCUMENT_KINDS), file: z.string() }),
    multipart: true,
  },
  {
    method: 'get',
    path: `${V}/sellers/application/documents/{id}`,
    summary: 'A scan (its applicant only)',
    tag: 'sellers',
    produces: 'image/*',
  },
  {
    method: 'post',
    path: `${L}/sellers/application/submit`,
    summary: 'Send the seller application for review',
    tag: 'sellers',
  },
  {
    method: 'post',
    path: `${L}/newsletter/subscribe`,
    summary: 'Newsletter',
    tag: 'content',
    body: newsletterSchema,
  },
  {
    method: 'get',
    path: `${L}/catalog/search`,
    summary: 'Products, facets and suggestions',
    tag: 'search',
    searchCriteria: true,
  },
  {
    method: 'get',
    path: `${L}/search`,
    summary: "Magento's search: ids and aggregations",
    tag: 'search',
    searchCriteria: true,
  },
  {
    method: 'get',
    path: `${V}/search`,
    summary: "Magento's search (Accept-Language)",
    tag: 'search',
    searchCriteria: true,
  },
  {
    method: 'get',
    path: `${L}/products`,
    summary: "Magento's product list",
    tag: 'search',
    searchCriteria: true,
  },
  {
    method: 'get',
    path: `${V}/products`,
    summary: "Magento's product list (Accept-Language)",
    tag: 'search',
    searchCriteria: true,
  },
  {
    method: 'get',
    path: `${L}/catalog/compare`,
    summary: 'Products side by side',
    tag: 'catalog',
    query: { ids: 'comma-separated product ids' },
  },
  {
    method: 'get',
    path: `${L}/directory/governorates`,
    summary: 'Governorates, cities and areas',
    tag: 'customers',
  },
  // Customers
  {
    method: 'get',
    path: `${L}/customer/me`,
    summary: 'The signed-in customer',
    tag: 'customers',
    auth: true,
  },
  {
    method: 'put',
    path: `${L}/customers/me`,
    summary: 'Account details',
    tag: 'customers',
    auth: true,
    body: profile,
  },
  {
    method: 'put',
    path: `${L}/customers/me/password`,
    summary: 'Change password',
    tag: 'customers',
    auth: true,
    body: password,
  },
  {
    method: 'put',
    path: `${L}/customers/me/phone`,
    summary: 'Change mobile number',
    tag: 'customers',
    auth: true,
    body: phoneWithCode,
  },
  {
    method: 'put',
    path: `${L}/customers/me/newsletter`,
    summary: 'Newsletter subscription',
    tag: 'customers',
    auth: true,
    body: z.object({ subscribed: z.boolean() }),
  },
  {
    method: 'post',
    path: `${L}/customers/me/email/confirmation`,
    summary: 'Mail the link that confirms the e-mail address again',
    tag: 'customers',
    auth: true,
  },
  {
    method: 'post',
    path: `${L}/customers/email/confirm`,
    summary: 'Confirm the e-mail address with the mailed link’s token',
    tag: 'customers',
    body: z.object({ token: z.string().min(1).max(200) }),
  },
  {
    method: 'get',
    path: `${L}/customers/me/addresses`,
    summary: 'Address book',
    tag: 'customers',
    auth: true,
  },
  {
    method: 'post',
    path: `${L}/customers/me/addresses`,
    summary: 'Add an address',
    tag: 'customers',
    auth: true,
    body: addressSchema,
  },
  {
    method: 'put',
    path: `${L}/customers/me/addresses/{id}`,
    summary: 'Edit an address',
    tag: 'customers',
    auth: true,
    body: addressSchema,
  },
  {
    method: 'delete',
    path: `${L}/customers/me/addresses/{id}`,
    summary: 'Delete an address',
    tag: 'customers',
    auth: true,
  },
  {
    method: 'put',
    path: `${L}/enhanced/customers/password`,
    summary: 'Send a reset e-mail',
    tag: 'customers',
    body: z.object({ email: emailSchema }),
  },
  {
    method: 'post',
    path: `${L}/customers/resetpasswordbytoken`,
    summary: 'Reset by e-mail token',
    tag: 'customers',
    body: resetByToken,
  },
  {
    method: 'post',
    path: `${V}/customer/logout`,
    summary: 'Sign out (revokes the token)',
    tag: 'customers',
    auth: true,
  },
  // Carts and wishlist
  { method: 'post', path: `${V}/guest-carts`, summary: 'A new guest cart token', tag: 'cart' },
  { method: 'get', path: `${L}/guest-carts/{token}`, summary: 'Guest cart', tag: 'cart' },
  { method: 'get', path: `${L}/guest-carts/{token}/summary`, summary: 'Guest cart count', tag: 'cart' },
  { method: 'get', path: `${L}/guest-carts/{token}/items`, summary: 'Guest cart items', tag: 'cart' },
  {
    method: 'post',
    path: `${L}/guest-carts/{token}/items`,
    summary: 'Add to a guest cart',
    tag: 'cart',
    body: cartItem,
  },
  {
    method: 'post',
    path: `${L}/guest-carts/{token}/addMultipleProductsToCart`,
    summary: 'Add several (a bundle): all or none',
    tag: 'cart',
    body: cartItems,
  },
  {
    method: 'put',
    path: `${L}/guest-carts/{token}/items/{itemId}`,
    summary: 'Change a quantity',
    tag: 'cart',
    body: qty,
  },
  {
    method: 'delete',
    path: `${L}/guest-carts/{token}/items/{itemId}`,
    summary: 'Remove an item',
    tag: 'cart',
  },
  {
    method: 'post',
    path: `${L}/guest-carts/{token}/assign`,
    summary: "Merge into the customer's cart",
    tag: 'cart',
    auth: true,
  },
  {
    method: 'post',
    path: `${L}/checkout/{token}/coupon`,
    summary: "Guest cart's coupon",
    tag: 'cart',
    body: coupon,
  },
  { method: 'post', path: `${L}/checkout/coupon`, summary: 'Coupon', tag: 'cart', auth: true, body: coupon },
  {
    method: 'post',
    path: `${L}/checkout/confirmqty`,
    summary: 'Quantities checked against stock',
    tag: 'cart',
    body: z.object({ cart_token: z.string().optional() }),
  },
  { method: 'get', path: `${L}/carts/mine`, summary: "The customer's cart", tag: 'cart', auth: true },
  {
    method: 'get',
    path: `${L}/carts/mine/summary`,
    summary: 'Cart and wishlist counts',
    tag: 'cart',
    auth: true,
  },
  { method: 'get', path: `${L}/carts/mine/items`, summary: 'Cart items', tag: 'cart', auth: true },
  {
    method: 'post',
    path: `${L}/carts/mine/items`,
    summary: 'Add to the cart',
    tag: 'cart',
    auth: true,
    body: cartItem,
  },
  {
    method: 'post',
    path: `${L}/carts/mine/addMultipleProductsToCart`,
    summary: 'Add several (a bundle): all or none',
    tag: 'cart',
    auth: true,
    body: cartItems,
  },
  {
    method: 'put',
    path: `${L}/carts/mine/items/{itemId}`,
    summary: 'Change a quantity',
    tag: 'cart',
    auth: true,
    body: qty,
  },
  {
    method: 'delete',
    path: `${L}/carts/mine/items/{itemId}`,
    summary: 'Remove an item',
    tag: 'cart',
    auth: true,
  },
  { method: 'get', path: `${L}/wishlist/mine`, summary: 'Wishlist', tag: 'cart', auth: true },
  {
    method: 'post',
    path: `${L}/wishlist/mine/items`,
    summary: 'Add to the wishlist',
    tag: 'cart',
    auth: true,
    body: z.object({ product_id: z.number().int() }),
  },
  {
    method: 'delete',
    path: `${L}/wishlist/mine/items/{productId}`,
    summary: 'Remove from the wishlist',
    tag: 'cart',
    auth: true,
  },
  {
    method: 'post',
    path: `${L}/wishlist/mine/items/{productId}/move-to-cart`,
    summary: 'Move to the cart',
    tag: 'cart',
    auth: true,
  },
  // Checkout, orders and payments
  {
    method: 'get',
    path: `${L}/checkout/getshippingpayament`,
    summary: 'Addresses, methods and quotes',
    tag: 'checkout',
    auth: true,
    query: { isMobile: 'false', address_id: 'optional: quote for this address' },
  },
  {
    method: 'post',
    path: `${L}/carts/mine/shipping-information`,
    summary: "The shipping step's address, kept on the cart",
    tag: 'checkout',
    auth: true,
    body: shippingInformation,
  },
  {
    method: 'post',
    path: `${V}/checkout/saveorder`,
    summary: 'Place the order (§3 payload)',
    tag: 'checkout',
    auth: true,
    body: saveOrder,
  },
  {
    method: 'get',
    path: `${L}/orders/mine`,
    summary: 'Orders',
    tag: 'orders',
    auth: true,
    query: { status: 'optional', page: 'optional' },
  },
  { method: 'get', path: `${L}/orders/mine/{id}`, summary: 'Order details', tag: 'orders', auth: true },
  {
    method: 'post',
    path: `${L}/orders/mine/{id}/cancel`,
    summary: 'Cancel the order or one line',
    tag: 'orders',
    auth: true,
    body: z.object({ item_id: z.number().int().optional() }),
  },
  {
    method: 'post',
    path: `${L}/orders/mine/{id}/refund`,
    summary: 'Ask for a refund (JSON or multipart with photos)',
    tag: 'orders',
    auth: true,
    body: refund,
  },
  {
    method: 'post',
    path: `${V}/dev/orders/{id}/advance`,
    summary: 'Sandbox courier (X-Sandbox-Key, not in production)',
    tag: 'orders',
  },
  {
    method: 'post',
    path: `${L}/payment/nbe/session`,
    summary: "A gateway page for an order or the card's instalments",
    tag: 'payments',
    body: paymentSession,
  },
  {
    method: 'post',
    path: `${V}/payment/sandbox/{sessionId}`,
    summary: "The sandbox gateway's form",
    tag: 'payments',
    body: z.union([cardSchema, walletSchema]),
  },
  {
    method: 'get',
    path: `${V}/payment/callback`,
    summary: "The gateway's signed callback",
    tag: 'payments',
    produces: 'text/html',
  },
  {
    method: 'get',
    path: `/rest/{locale}/accept/methods/walletmethod`,
    summary: 'Wallet payment',
    tag: 'payments',
    query: { quoteId: 'the order', walletPhone: 'the wallet' },
  },
  { method: 'get', path: `${L}/cards/mine`, summary: 'Saved cards', tag: 'payments', auth: true },
  {
    method: 'delete',
    path: `${L}/cards/mine/{id}`,
    summary: 'Forget a saved card',
    tag: 'payments',
    auth: true,
  },
  // The instalment card
  {
    method: 'get',
    path: `${L}/creditlimit/mine`,
    summary: 'Application, card and terms',
    tag: 'credit',
    auth: true,
  },
  {
    method: 'put',
    path: `${L}/creditlimit/mine/draft`,
    summary: 'Save a step of the application',
    tag: 'credit',
    auth: true,
    body: draft,
  },
  {
    method: 'post',
    path: `${L}/creditlimit/mine/documents`,
    summary: 'Upload an ID image or document',
    tag: 'credit',
    auth: true,
    body: document,
    multipart: true,
  },
  {
    method: 'get',
    path: `${V}/creditlimit/mine/documents/{id}`,
    summary: 'A document image (its owner only)',
    tag: 'credit',
    auth: true,
    produces: 'image/*',
  },
  {
    method: 'delete',
    path: `${L}/creditlimit/mine/documents/{id}`,
    summary: 'Remove a document',
    tag: 'credit',
    auth: true,
  },
  {
    method: 'post',
    path: `${L}/creditlimit/mine/submit`,
    summary: 'Submit the application',
    tag: 'credit',
    auth: true,
    body: z.object({ terms_accepted: z.literal(true) }),
  },
  {
    method: 'post',
    path: `${L}/creditlimit/mine/resubmit`,
    summary: 'Send the documents asked again',
    tag: 'credit',
    auth: true,
  },
  { method: 'get', path: `${L}/amancard/promos`, summary: 'Instalment promotions', tag: 'credit' },
  {
    method: 'post',
    path: `${L}/amancard/options`,
    summary: "The order's plans per seller",
    tag: 'credit',
    auth: true,
    body: optionsSchema,
  },
  { method: 'get', path: `${L}/amancard/mine`, summary: 'The card', tag: 'credit', auth: true },
  {
    method: 'post',
    path: `${V}/amancard/sendpin`,
    summary: 'A code to set or reset the PIN',
    tag: 'credit',
    auth: true,
  },
  {
    method: 'post',
    path: `${L}/amancard/mine/pin/code`,
    summary: 'Check the code for a new PIN (not spent)',
    tag: 'credit',
    auth: true,
    body: z.object({ code: otpSchema }),
  },
  {
    method: 'post',
    path: `${L}/amancard/mine/pin`,
    summary: 'Set the PIN',
    tag: 'credit',
    auth: true,
    body: pin,
  },
  {
    method: 'put',
    path: `${L}/amancard/mine/pin`,
    summary: 'Change the PIN',
    tag: 'credit',
    auth: true,
    body: z.object({ current_pin: pinSchema, pin: newPinSchema }),
  },
  {
    method: 'get',
    path: `${L}/amancard/instalments`,
    summary: 'Instalments to pay (customer or code token)',
    tag: 'credit',
  },
  {
    method: 'post',
    path: `${L}/amancard/instalments/code`,
    summary: "A code to the card's phone",
    tag: 'credit',
    body: z.object({ phone: phoneSchema }),
  },
  {
    method: 'post',
    path: `${L}/amancard/instalments/verify`,
    summary: 'Verify the code',
    tag: 'credit',
    body: z.object({ phone: phoneSchema, code: otpSchema }),
  },
  {
    method: 'get',
    path: `${L}/amancard/instalments/payments/{id}`,
    summary: 'An instalment payment',
    tag: 'credit',
  },
  ...AUTH_SERVICE_OPERATIONS,
  ...GRAPHQL_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...CREDIT_ADMIN_OPERATIONS,
];

export const PATH_PARAMETER_DESCRIPTIONS: Record<string, string> = {
  locale: 'ar or en',
  ...byId,
  documentId: 'the document id',
  identifier: 'the block identifier',
  token: 'the guest cart token',
  itemId: 'the cart item id',
  productId: 'the product id',
  sessionId: 'the payment session',
  formId: 'the form, e.g. book_trip',
};
