import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPostCategories,
  blogPosts,
  blogPostTranslations,
} from '@/db/schema';
import { checkedForm, keepingImage, storeContentImage } from '../content/staff-images';
import { sanitizeCmsHtml } from '../content/sanitize';
import { cairoDateTime, cairoInstant } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, isUniqueViolation, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import { BLOG_IMAGE_RULES } from '../uploads/image-rules';
import { blogSearchText } from './search-text';
import {
  blogCategoryFieldsSchema,
  blogPostFieldsSchema,
  type BlogCategoryFields,
  type BlogPostFields,
} from './staff-schemas';

/**
 * The blog in the back office (content role): posts (both languages, rich-text content sanitised on
 * write, categories, a featured picture, a Cairo publish moment or none for a draft, a switch) and
 * categories. Every write is one transaction with its audit row. The store's blog pages and the
 * GraphQL API read these tables on every request (no cache holds them), and show a post only once
 * its publish moment has come (src/domain/blog/queries.ts), so a save shows on the next request.
 */

/** The widths the blog asks for besides the stored 1200 px (src/components/blog/blog-image.client.tsx). */
const BLOG_VARIANTS = [480, 800] as const;

type Texts = { title: string; shortContent: string; content: string; author: string; tags: string[] };
const EMPTY_TEXTS: Texts = { title: '', shortContent: '', content: '', author: '', tags: [] };

export interface StaffBlogPost {
  id: number;
  identifier: string;
  featuredImage: string | null;
  publishedAt: Date | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  categoryIds: number[];
  ar: Texts;
  en: Texts;
}

export interface StaffBlogCategory {
  id: number;
  identifier: string;
  position: number;
  isActive: boolean;
  titleAr: string;
  titleEn: string;
  /** How many posts it holds. */
  posts: number;
}

/** Posts (all, or those named), newest first, with both languages and their categories. */
export async function blogPostsForStaff(ctx: Ctx, ids?: number[]): Promise<StaffBlogPost[]> {
  const rows = await ctx.db
    .select({ post: blogPosts, t: blogPostTranslations })
    .from(blogPosts)
    .leftJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
    .where(ids ? inArray(blogPosts.id, ids) : undefined)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const byId = new Map<number, StaffBlogPost>();
  for (const { post, t } of rows) {
    const p = byId.get(post.id) ?? {
      id: post.id,
      identifier: post.identifier,
      featuredImage: post.featuredImage,
      publishedAt: post.publishedAt,
      isActive: post.isActive,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      categoryIds: [],
      ar: EMPTY_TEXTS,
      en: EMPTY_TEXTS,
    };
    if (t) {
      p[t.locale] = {
        title: t.title,
        shortContent: t.shortContent,
        content: t.content,
        author: t.author,
        tags: t.tags,
      };
    }
    byId.set(post.id, p);
  }
  if (byId.size > 0) {
    const links = await ctx.db
      .select()
      .from(blogPostCategories)
      .where(inArray(blogPostCategories.postId, [...byId.keys()]))
      .orderBy(asc(blogPostCategories.categoryId));
    for (const l of links) byId.get(l.postId)!.categoryIds.push(l.categoryId);
  }
  return [...byId.values()];
}

/** One post with its history of changes. */
export async function blogPostForStaff(ctx: Ctx, id: number) {
  const [post] = await blogPostsForStaff(ctx, [id]);
  if (!post) throw notFound('blog_post_not_found');
  return { post, history: await historyOf(ctx, 'blog_post', id) };
}

/** Every category in the store's order, with both titles and its number of posts. */
export async function blogCategoriesForStaff(ctx: Ctx, id?: number): Promise<StaffBlogCategory[]> {
  const rows = await ctx.db
    .select({ c: blogCategories, t: blogCategoryTranslations })
    .from(blogCategories)
    .leftJoin(blogCategoryTranslations, eq(blogCategoryTranslations.categoryId, blogCategories.id))
    .where(id === undefined ? undefined : eq(blogCategories.id, id))
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  const links = await ctx.db.select({ categoryId: blogPostCategories.categoryId }).from(blogPostCategories);
  const counts = new Map<number, number>();
  for (const l of links) counts.set(l.categoryId, (counts.get(l.categoryId) ?? 0) + 1);
  const byId = new Map<number, StaffBlogCategory>();
  for (const { c, t } of rows) {
    const cat = byId.get(c.id) ?? {
      id: c.id,
      identifier: c.identifier,
      position: c.position,
      isActive: c.isActive,
      titleAr: '',
      titleEn: '',
      posts: counts.get(c.id) ?? 0,
    };
    if (t?.locale === 'ar') cat.titleAr = t.title;
    if (t?.locale === 'en') cat.titleEn = t.title;
    byId.set(c.id, cat);
  }
  return [...byId.values()];
}

/** One category with its history. */
export async function blogCategoryForStaff(ctx: Ctx, id: number) {
  const [category] = await blogCategoriesForStaff(ctx, id);
  if (!category) throw notFound('blog_category_not_found');
  return { category, history: await historyOf(ctx, 'blog_category', id) };
}

// --- posts ---

/** What the audit log keeps of a post (the publish moment as Cairo's wall clock). */
const auditPost = (p: StaffBlogPost) => ({
  identifier: p.identifier,
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
  image: p.featuredImage,
  publish_at: p.publishedAt ? cairoDateTime(p.publishedAt) : null,
  active: p.isActive,
});

const checkedPost = (input: unknown, image: Buffer | null) =>
  checkedForm(blogPostFieldsSchema, input, { bytes: image, rules: BLOG_IMAGE_RULES, requiredKey: null });

const storeBlogImage = (image: Buffer) => storeContentImage('blog', image, BLOG_IMAGE_RULES, BLOG_VARIANTS);

const taken = () =>
  new AppError('conflict', 'blog_identifier_taken', {}, { identifier: 'blog_identifier_taken' });

/** Refused unless every named category exists. */
async function checkCategories(ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(inArray(blogCategories.id, ids));
  if (found.length !== new Set(ids).size)
    throw new AppError('invalid', 'blog_categories', {}, { category_ids: 'blog_categories' });
}

async function identifierFree(
  ctx: Ctx,
  table: typeof blogPosts | typeof blogCategories,
  identifier: string,
  id?: number,
) {
  const [other] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.identifier, identifier), id === undefined ? undefined : ne(table.id, id)));
  if (other) throw taken();
}

async function writePostTexts(ctx: Ctx, postId: number, form: BlogPostFields) {
  for (const locale of ['ar', 'en'] as const) {
    const title = form[`title_${locale}`];
    const shortContent = form[`short_content_${locale}`];
    const tags = form[`tags_${locale}`];
    const texts = {
      title,
      shortContent,
      content: sanitizeCmsHtml(form[`content_${locale}`]),
      author: form[`author_${locale}`],
      tags,
      searchText: blogSearchText(title, shortContent, tags),
    };
    await ctx.db
      .insert(blogPostTranslations)
      .values({ postId, locale, ...texts })
      .onConflictDoUpdate({
        target: [blogPostTranslations.postId, blogPostTranslations.locale],
        set: texts,
      });
  }
  await ctx.db.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  const categoryIds = [...new Set(form.category_ids)];
  if (categoryIds.length)
    await ctx.db.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ postId, categoryId })));
}

const postRow = (form: BlogPostFields) => ({
  identifier: form.identifier,
  isActive: form.is_active,
  publishedAt: form.publish_at ? cairoInstant(form.publish_at) : null,
});

/** Runs a write, turning a unique-key race on the identifier into the same 409 as the check before it. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** A new post (a draft when it has no publish moment). */
export async function createBlogPostAs(ctx: Ctx, actor: Actor, input: unknown, image: Buffer | null) {
  const form = await checkedPost(input, image);
  await checkCategories(ctx, form.category_ids);
  await identifierFree(ctx, blogPosts, form.identifier);
  const stored = image ? await storeBlogImage(image) : null;
  return keepingImage(stored, () =>
    uniquely(() =>
      audited(ctx, actor, { action: 'blog_post.create', entity: 'blog_post', entityId: '' }, async (tx) => {
        const now = nowOf(tx);
        const [created] = await tx.db
          .insert(blogPosts)
          .values({ ...postRow(form), featuredImage: stored, createdAt: now, updatedAt: now })
          .returning({ id: blogPosts.id });
        await writePostTexts(tx, created!.id, form);
        const [after] = await blogPostsForStaff(tx, [created!.id]);
        return { result: after!, after: auditPost(after!), entityId: created!.id };
      }),
    ),
  );
}

async function lockPost(ctx: Ctx, id: number): Promise<StaffBlogPost> {
  const [row] = await ctx.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for('update');
  if (!row) throw notFound('blog_post_not_found');
  const [post] = await blogPostsForStaff(ctx, [id]);
  return post!;
}

/**
 * Changes a post's texts, categories, publish moment and switch, and its picture when a new one is
 * sent (the old file stays: the audit log names it, and a page rendered a moment ago may ask for it).
 */
export async function updateBlogPostAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: unknown,
  image: Buffer | null,
) {
  const form = await checkedPost(input, image);
  await checkCategories(ctx, form.category_ids);
  await identifierFree(ctx, blogPosts, form.identifier, id);
  const stored = image ? await storeBlogImage(image) : null;
  return keepingImage(stored, () =>
    uniquely(() =>
      audited(ctx, actor, { action: 'blog_post.update', entity: 'blog_post', entityId: id }, async (tx) => {
        const before = await lockPost(tx, id);
        await tx.db
          .update(blogPosts)
          .set({ ...postRow(form), updatedAt: nowOf(tx), ...(stored ? { featuredImage: stored } : {}) })
          .where(eq(blogPosts.id, id));
        await writePostTexts(tx, id, form);
        const [after] = await blogPostsForStaff(tx, [id]);
        return { result: after!, before: auditPost(before), after: auditPost(after!) };
      }),
    ),
  );
}

/** Removes a post from the blog (its picture's file stays, as on an edit). */
export function deleteBlogPostAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(
    ctx,
    actor,
    { action: 'blog_post.delete', entity: 'blog_post', entityId: id },
    async (tx) => {
      const before = await lockPost(tx, id);
      await tx.db.delete(blogPosts).where(eq(blogPosts.id, id));
      return { result: { id }, before: auditPost(before) };
    },
  );
}

// --- categories ---

const auditCategory = (c: StaffBlogCategory) => ({
  identifier: c.identifier,
  title_ar: c.titleAr,
  title_en: c.titleEn,
  position: c.position,
  active: c.isActive,
});

async function writeCategoryTitles(ctx: Ctx, categoryId: number, form: BlogCategoryFields) {
  for (const locale of ['ar', 'en'] as const) {
    const title = form[`title_${locale}`];
    await ctx.db
      .insert(blogCategoryTranslations)
      .values({ categoryId, locale, title })
      .onConflictDoUpdate({
        target: [blogCategoryTranslations.categoryId, blogCategoryTranslations.locale],
        set: { title },
      });
  }
}

const categoryRow = (form: BlogCategoryFields) => ({
  identifier: form.identifier,
  position: form.position,
  isActive: form.is_active,
});

export async function createBlogCategoryAs(ctx: Ctx, actor: Actor, input: unknown) {
  const form = parseInput(blogCategoryFieldsSchema, input);
  await identifierFree(ctx, blogCategories, form.identifier);
  return uniquely(() =>
    audited(
      ctx,
      actor,
      { action: 'blog_category.create', entity: 'blog_category', entityId: '' },
      async (tx) => {
        const [created] = await tx.db
          .insert(blogCategories)
          .values(categoryRow(form))
          .returning({ id: blogCategories.id });
        await writeCategoryTitles(tx, created!.id, form);
        const [after] = await blogCategoriesForStaff(tx, created!.id);
        return { result: after!, after: auditCategory(after!), entityId: created!.id };
      },
    ),
  );
}

async function lockCategory(ctx: Ctx, id: number): Promise<StaffBlogCategory> {
  const [row] = await ctx.db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .for('update');
  if (!row) throw notFound('blog_category_not_found');
  const [category] = await blogCategoriesForStaff(ctx, id);
  return category!;
}

export async function updateBlogCategoryAs(ctx: Ctx, actor: Actor, id: number, input: unknown) {
  const form = parseInput(blogCategoryFieldsSchema, input);
  await identifierFree(ctx, blogCategories, form.identifier, id);
  return uniquely(() =>
    audited(
      ctx,
      actor,
      { action: 'blog_category.update', entity: 'blog_category', entityId: id },
      async (tx) => {
        const before = await lockCategory(tx, id);
        await tx.db.update(blogCategories).set(categoryRow(form)).where(eq(blogCategories.id, id));
        await writeCategoryTitles(tx, id, form);
        const [after] = await blogCategoriesForStaff(tx, id);
        return { result: after!, before: auditCategory(before), after: auditCategory(after!) };
      },
    ),
  );
}

/** Removes a category; its posts stay, only their link to it goes (the foreign key cascades). */
export function deleteBlogCategoryAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(
    ctx,
    actor,
    { action: 'blog_category.delete', entity: 'blog_category', entityId: id },
    async (tx) => {
      const before = await lockCategory(tx, id);
      await tx.db.delete(blogCategories).where(eq(blogCategories.id, id));
      return { result: { id }, before: auditCategory(before) };
    },
  );
}
