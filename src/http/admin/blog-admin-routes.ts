import { Hono } from 'hono';
import {
  blogCategoriesForStaff,
  blogCategoryForStaff,
  blogPostForStaff,
  blogPostsForStaff,
  createBlogCategoryAs,
  createBlogPostAs,
  deleteBlogCategoryAs,
  deleteBlogPostAs,
  updateBlogCategoryAs,
  updateBlogPostAs,
  type StaffBlogCategory,
  type StaffBlogPost,
} from '@/domain/blog/staff-blog';
import { BLOG_CONTENT_MAX, blogPostStatus } from '@/domain/blog/staff-schemas';
import { cairoDateTime } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { BLOG_IMAGE_RULES } from '@/domain/uploads/image-rules';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';
import { multipartForm, toWireHistory } from './multipart-form';

/** A post for staff: both languages, its picture's address, its publish moment in UTC and on Cairo's clock. */
export const toWireStaffBlogPost = (p: StaffBlogPost, now: Date) => ({
  id: p.id,
  identifier: p.identifier,
  image: p.featuredImage ? `/media/${p.featuredImage}` : null,
  title_ar: p.ar.title,
  title_en: p.en.title,
  short_content_ar: p.ar.shortContent,
  short_content_en: p.en.shortContent,
  content_ar: p.ar.content,
  content_en: p.en.content,
  author_ar: p.ar.author,
  author_en: p.en.author,
  tags_ar: p.ar.tags,
  tags_en: p.en.tags,
  category_ids: p.categoryIds,
  published_at: p.publishedAt?.toISOString() ?? null,
  publish_at: p.publishedAt ? cairoDateTime(p.publishedAt) : null,
  is_active: p.isActive,
  status: blogPostStatus(p, now),
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

export const toWireStaffBlogCategory = (c: StaffBlogCategory) => ({
  id: c.id,
  identifier: c.identifier,
  title_ar: c.titleAr,
  title_en: c.titleEn,
  position: c.position,
  is_active: c.isActive,
  posts: c.posts,
});

/** One picture and the form's fields (two languages' HTML, at most 4 bytes a character), plus the framing. */
export const blogPostBodyLimit = bodyLimit(BLOG_IMAGE_RULES.maxBytes + 8 * BLOG_CONTENT_MAX + 64 * 1024);

const P = '/content/blog/posts';
const C = '/content/blog/categories';

/** /rest/V1/admin/content/blog/...: the blog's posts and categories (content role). */
export const blogAdminRoutes = new Hono<AdminEnv>()
  .use('/content/blog/*', requireStaff, allow('content'))
  .get(P, async (c) => {
    const ctx = c.get('ctx');
    const now = nowOf(ctx);
    return c.json({ items: (await blogPostsForStaff(ctx)).map((p) => toWireStaffBlogPost(p, now)) });
  })
  .get(`${P}/:id`, async (c) => {
    const ctx = c.get('ctx');
    const { post, history } = await blogPostForStaff(ctx, idParam(c.req.param('id'), 'blog_post_not_found'));
    return c.json({ ...toWireStaffBlogPost(post, nowOf(ctx)), history: toWireHistory(history) });
  })
  .post(P, async (c) => {
    const ctx = c.get('ctx');
    const { fields, image } = await multipartForm(c);
    const post = await createBlogPostAs(ctx, c.get('staff'), fields, image);
    return c.json(toWireStaffBlogPost(post, nowOf(ctx)), 201);
  })
  .put(`${P}/:id`, async (c) => {
    const ctx = c.get('ctx');
    const id = idParam(c.req.param('id'), 'blog_post_not_found');
    const { fields, image } = await multipartForm(c);
    const post = await updateBlogPostAs(ctx, c.get('staff'), id, fields, image);
    return c.json(toWireStaffBlogPost(post, nowOf(ctx)));
  })
  .delete(`${P}/:id`, async (c) => {
    const id = idParam(c.req.param('id'), 'blog_post_not_found');
    return c.json(await deleteBlogPostAs(c.get('ctx'), c.get('staff'), id));
  })
  .get(C, async (c) =>
    c.json({ items: (await blogCategoriesForStaff(c.get('ctx'))).map(toWireStaffBlogCategory) }),
  )
  .get(`${C}/:id`, async (c) => {
    const id = idParam(c.req.param('id'), 'blog_category_not_found');
    const { category, history } = await blogCategoryForStaff(c.get('ctx'), id);
    return c.json({ ...toWireStaffBlogCategory(category), history: toWireHistory(history) });
  })
  .post(C, async (c) => {
    const category = await createBlogCategoryAs(c.get('ctx'), c.get('staff'), await bodyOf(c));
    return c.json(toWireStaffBlogCategory(category), 201);
  })
  .put(`${C}/:id`, async (c) => {
    const id = idParam(c.req.param('id'), 'blog_category_not_found');
    const category = await updateBlogCategoryAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c));
    return c.json(toWireStaffBlogCategory(category));
  })
  .delete(`${C}/:id`, async (c) => {
    const id = idParam(c.req.param('id'), 'blog_category_not_found');
    return c.json(await deleteBlogCategoryAs(c.get('ctx'), c.get('staff'), id));
  });
