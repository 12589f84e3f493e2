import { productApprovalSchema } from '@/domain/catalog/seller-products';
import { productFieldsSchema } from '@/domain/catalog/product-schemas';
import { shipSchema } from '@/domain/orders/staff-schemas';
import type { Operation } from '../rest/openapi-operations';

const A = '/rest/V1/admin';
const sellerProduct = productFieldsSchema.omit({ seller_id: true, is_active: true });

/** The seller portal (src/http/admin/seller-portal-routes.ts) and the catalog team's approval. */
export const SELLER_PORTAL_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${A}/seller/products`,
    summary: "The signed-in seller's own products, with their approval",
    tag: 'admin',
    staff: 'seller_portal',
    query: {
      q: 'part of the name or the start of the SKU',
      approval: 'pending, approved or rejected',
      page: 'from 1',
    },
  },
  {
    method: 'post',
    path: `${A}/seller/products`,
    summary: "A new product of the seller's, off sale until the catalog team approves it",
    tag: 'admin',
    staff: 'seller_portal',
    body: sellerProduct,
  },
  {
    method: 'get',
    path: `${A}/seller/options`,
    summary: 'The brands and categories a seller chooses from',
    tag: 'admin',
    staff: 'seller_portal',
  },
  {
    method: 'get',
    path: `${A}/seller/products/{id}`,
    summary: "One of the seller's products (another seller's answers 404)",
    tag: 'admin',
    staff: 'seller_portal',
  },
  {
    method: 'put',
    path: `${A}/seller/products/{id}`,
    summary: "Change one of the seller's products; a product sent back goes to the catalog team again",
    tag: 'admin',
    staff: 'seller_portal',
    body: sellerProduct,
  },
  {
    method: 'get',
    path: `${A}/seller/orders`,
    summary: "Orders holding the seller's products (not those still being paid for), newest first",
    tag: 'admin',
    staff: 'seller_portal',
    query: { page: 'from 1; 20 a page' },
  },
  {
    method: 'get',
    path: `${A}/seller/orders/{id}`,
    summary:
      "An order as its seller sees it: its own lines and the delivery address, null once all its lines are canceled (another's is 404)",
    tag: 'admin',
    staff: 'seller_portal',
  },
  {
    method: 'post',
    path: `${A}/seller/orders/{id}/ship`,
    summary:
      "Ship the seller's lines left to ship with a carrier and tracking number; the order is shipped when none is left",
    tag: 'admin',
    staff: 'seller_portal',
    body: shipSchema,
  },
  {
    method: 'post',
    path: `${A}/catalog/products/{id}/decision`,
    summary: "Approve a seller's new product (on sale at once) or send it back with a reason",
    tag: 'admin',
    staff: 'catalog',
    body: productApprovalSchema,
  },
];
