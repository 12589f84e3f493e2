import { blogCategoryFieldsSchema, blogPostFieldsSchema } from '@/domain/blog/staff-schemas';
import type { Operation } from '../rest/openapi-operations';

const P = '/rest/V1/admin/content/blog/posts';
const C = '/rest/V1/admin/content/blog/categories';

/** The blog's posts and categories (src/http/admin/blog-admin-routes.ts), for the content role. */
export const BLOG_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: P,
    summary: 'Every blog post, newest first, with both languages, categories and status',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: P,
    summary:
      'A new post (multipart: the fields, and `image`, JPEG or PNG up to 5 MB, stored as WebP cut to 1200 × 630); content HTML is sanitised; `publish_at` is Cairo time, empty for a draft; 409 when the identifier is taken',
    tag: 'admin',
    staff: 'content',
    body: blogPostFieldsSchema,
    multipart: true,
  },
  {
    method: 'get',
    path: `${P}/{id}`,
    summary: 'A post with its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${P}/{id}`,
    summary: 'Change a post (multipart: the fields, and `image` only to replace the picture)',
    tag: 'admin',
    staff: 'content',
    body: blogPostFieldsSchema,
    multipart: true,
  },
  {
    method: 'delete',
    path: `${P}/{id}`,
    summary: 'Remove a post from the blog',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'get',
    path: C,
    summary: "The blog's categories in their order, with both titles and their number of posts",
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'post',
    path: C,
    summary: 'A new category; 409 when the identifier is taken',
    tag: 'admin',
    staff: 'content',
    body: blogCategoryFieldsSchema,
  },
  {
    method: 'get',
    path: `${C}/{id}`,
    summary: 'A category with its history',
    tag: 'admin',
    staff: 'content',
  },
  {
    method: 'put',
    path: `${C}/{id}`,
    summary: 'Change a category',
    tag: 'admin',
    staff: 'content',
    body: blogCategoryFieldsSchema,
  },
  {
    method: 'delete',
    path: `${C}/{id}`,
    summary: 'Remove a category (its posts stay, without it)',
    tag: 'admin',
    staff: 'content',
  },
];
