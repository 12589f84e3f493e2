import { cmsBlockSchema, cmsContentSchema } from '@/domain/content/cms-schemas';
import type { Operation } from '../rest/openapi-operations';

const B = '/rest/V1/admin/content/blocks';

/** The store's CMS blocks (src/http/admin/cms-admin-routes.ts), for the content role. */
export const CMS_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: B,
    summary: 'Every CMS block: both titles, switched on or off, its version and the store page showing it',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: `${B}/preview`,
    summary: "Both languages' HTML sanitised exactly as the store will show it; nothing is stored",
    tag: 'admin',
    staff: 'content',
    body: cmsContentSchema,
  },
  {
    method: 'get',
    path: `${B}/{identifier}`,
    summary: 'A block with both languages’ HTML as written, and its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${B}/{identifier}`,
    summary:
      'Save both titles, both HTML texts (up to 100,000 characters each) and the switch; `updated_at` is the version loaded (409 when the block was saved since)',
    tag: 'admin',
    staff: 'content',
    body: cmsBlockSchema,
  },
];
