import { homeSectionsSchema } from '@/domain/content/home-section-schemas';
import type { Operation } from '../rest/openapi-operations';

const H = '/rest/V1/admin/content/home-sections';

/** The home page's sections below the slides (src/http/admin/home-admin-routes.ts), for the content role. */
export const HOME_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: H,
    summary:
      "The home page's sections in order, whether each shows, its titles (empty: the store's), and the history",
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: H,
    summary:
      'Set the sections’ order, which show and their titles; a section left out shows after the others',
    tag: 'admin',
    staff: 'content',
    body: homeSectionsSchema,
  },
];
