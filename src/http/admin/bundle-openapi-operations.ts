import { bundleCreateSchema, bundleOrderSchema, bundleUpdateSchema } from '@/domain/content/bundle-schemas';
import type { Operation } from '../rest/openapi-operations';

const B = '/rest/V1/admin/content/bundles';

/** The bundles of /offers (src/http/admin/bundle-admin-routes.ts), for the content role. */
export const BUNDLE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: B,
    summary: "Every bundle in the store's order, with both titles, its products and its total now",
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: B,
    summary: 'Add a bundle after the others: a unique code, both titles, 2 to 4 products on sale in order',
    tag: 'admin',
    staff: 'content',
    body: bundleCreateSchema,
  },
  {
    method: 'get',
    path: `${B}/products`,
    summary: "The bundle form's product search (SKU or name), each saying whether it is on sale",
    tag: 'admin',
    staff: 'content',
    query: { q: 'SKU (its start) or name (any part)' },
  },
  {
    method: 'put',
    path: `${B}/order`,
    summary: "The bundles' new order: every bundle's id once, first shown first (409 when the list changed)",
    tag: 'admin',
    staff: 'content',
    body: bundleOrderSchema,
  },
  {
    method: 'get',
    path: `${B}/{id}`,
    summary: 'A bundle with its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${B}/{id}`,
    summary: 'Change a bundle, sending back the `updated_at` it was loaded with (409 when saved meanwhile)',
    tag: 'admin',
    staff: 'content',
    body: bundleUpdateSchema,
  },
  {
    method: 'delete',
    path: `${B}/{id}`,
    summary: 'Remove a bundle from /offers',
    tag: 'admin',
    staff: 'content',
  },
];
