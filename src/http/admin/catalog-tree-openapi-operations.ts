import {
  brandFieldsSchema,
  categoryFieldsSchema,
  categoryOrderSchema,
  sellerDetailsSchema,
} from '@/domain/catalog/category-schemas';
import { sellerRatesSchema } from '@/domain/credit/seller-rate-schemas';
import type { Operation } from '../rest/openapi-operations';

const C = '/rest/V1/admin/catalog/categories';
const B = '/rest/V1/admin/catalog/brands';
const S = '/rest/V1/admin/catalog/sellers';
const op = (o: Omit<Operation, 'tag' | 'staff'>): Operation => ({ ...o, tag: 'admin', staff: 'catalog' });

/** The category tree, brands and dealers' instalment rates (src/http/admin/catalog-tree-routes.ts). */
export const CATALOG_TREE_OPERATIONS: Operation[] = [
  op({
    method: 'get',
    path: C,
    summary: 'Every category, parents first, each level in its order, both languages',
  }),
  op({
    method: 'post',
    path: C,
    summary:
      'Add a category last under its parent (multipart: the fields and an optional `image`, JPEG or PNG up to 5 MB, stored as WebP cut to 400 × 400)',
    body: categoryFieldsSchema,
    multipart: true,
  }),
  op({
    method: 'put',
    path: `${C}/order`,
    summary: "One parent's children in a new order, every child's id once (409 when the children changed)",
    body: categoryOrderSchema,
  }),
  op({ method: 'get', path: `${C}/{id}`, summary: 'A category with its history' }),
  op({
    method: 'put',
    path: `${C}/{id}`,
    summary:
      'Change a category (multipart; `image` only to replace it). A new URL key or parent moves the paths of the category and its descendants; the old paths answer 301',
    body: categoryFieldsSchema,
    multipart: true,
  }),
  op({
    method: 'delete',
    path: `${C}/{id}`,
    summary: 'Remove a category without children or products (409 otherwise)',
  }),
  op({
    method: 'get',
    path: B,
    summary: 'Every brand in the store’s order, both languages, with its products’ count',
  }),
  op({
    method: 'post',
    path: B,
    summary:
      'Add a brand (multipart: the fields and an optional `image`, the logo, stored as WebP cut to 400 × 200)',
    body: brandFieldsSchema,
    multipart: true,
  }),
  op({ method: 'get', path: `${B}/{id}`, summary: 'A brand with its history' }),
  op({
    method: 'put',
    path: `${B}/{id}`,
    summary: 'Change a brand (multipart; `image` only to replace the logo)',
    body: brandFieldsSchema,
    multipart: true,
  }),
  op({ method: 'delete', path: `${B}/{id}`, summary: 'Remove a brand no product uses (409 otherwise)' }),
  op({
    method: 'get',
    path: S,
    summary: "Every dealer with its own instalment rates (none: the store's terms)",
  }),
  op({ method: 'get', path: `${S}/{id}/details`, summary: "A seller's names and logo, with its history" }),
  op({
    method: 'put',
    path: `${S}/{id}/details`,
    summary:
      'Rename a seller in both languages; multipart, with an optional `image` to replace its logo (JPEG or PNG up to 5 MB, stored as WebP cut to 400 × 200)',
    body: sellerDetailsSchema,
    multipart: true,
  }),
  op({ method: 'get', path: `${S}/{id}/rates`, summary: "A dealer's instalment rates with their history" }),
  op({
    method: 'put',
    path: `${S}/{id}/rates`,
    summary:
      "Replace a dealer's instalment rates: each term (6, 12, 18, 24, 36 months) it offers with a flat rate in percent, 0 to 100; an empty list puts it on the store's terms",
    body: sellerRatesSchema,
  }),
];
