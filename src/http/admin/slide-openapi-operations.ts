import { slideFieldsSchema, slideOrderSchema } from '@/domain/content/slide-schemas';
import type { Operation } from '../rest/openapi-operations';

const S = '/rest/V1/admin/content/slides';

/** The home page's hero slides (src/http/admin/slide-admin-routes.ts), for the content role. */
export const SLIDE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: S,
    summary: 'Every hero slide in the order the home page shows them, with both languages and status',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: S,
    summary:
      'Add a slide after the others (multipart: the fields and `image`, JPEG or PNG up to 5 MB, stored as WebP cut to 1200 × 400)',
    tag: 'admin',
    staff: 'content',
    body: slideFieldsSchema,
    multipart: true,
  },
  {
    method: 'put',
    path: `${S}/order`,
    summary: "The slides' new order: every slide's id once, first shown first (409 when the list changed)",
    tag: 'admin',
    staff: 'content',
    body: slideOrderSchema,
  },
  {
    method: 'get',
    path: `${S}/{id}`,
    summary: 'A slide with its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${S}/{id}`,
    summary: 'Change a slide (multipart: the fields, and `image` only to replace the picture)',
    tag: 'admin',
    staff: 'content',
    body: slideFieldsSchema,
    multipart: true,
  },
  {
    method: 'delete',
    path: `${S}/{id}`,
    summary: 'Remove a slide from the home page',
    tag: 'admin',
    staff: 'content',
  },
];
