import { countdownSchema, popupFieldsSchema, promoStripSchema } from '@/domain/content/promo-schemas';
import type { Operation } from '../rest/openapi-operations';

const C = '/rest/V1/admin/content';

/**
 * The overlay ad, the header countdown and the promo strip (src/http/admin/promo-admin-routes.ts),
 * for the content role.
 */
export const PROMO_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: `${C}/popups`,
    summary: 'Every overlay ad, oldest first (the home page shows the first one live), with status',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: `${C}/popups`,
    summary:
      'Add an overlay ad (multipart: the fields and `image`, JPEG or PNG up to 5 MB, stored as WebP cut to 600 × 600)',
    tag: 'admin',
    staff: 'content',
    body: popupFieldsSchema,
    multipart: true,
  },
  {
    method: 'get',
    path: `${C}/popups/{id}`,
    summary: 'An overlay ad with its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${C}/popups/{id}`,
    summary: 'Change an overlay ad (multipart: the fields, and `image` only to replace the picture)',
    tag: 'admin',
    staff: 'content',
    body: popupFieldsSchema,
    multipart: true,
  },
  {
    method: 'delete',
    path: `${C}/popups/{id}`,
    summary: 'Remove an overlay ad',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'get',
    path: `${C}/countdown`,
    summary: 'The header countdown (null before the first) as Cairo days and instants, with its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${C}/countdown`,
    summary:
      'Set the countdown: from the first instant of its first Cairo day to the last of its last, or switched off (the store then hides it)',
    tag: 'admin',
    staff: 'content',
    body: countdownSchema,
  },
  {
    method: 'get',
    path: `${C}/promo-strip`,
    summary: "The promo strip's texts per language (empty: the store's own) and its switch, with history",
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${C}/promo-strip`,
    summary: "Set the promo strip's texts (an empty one means the store's own) and whether it shows",
    tag: 'admin',
    staff: 'content',
    body: promoStripSchema,
  },
];
