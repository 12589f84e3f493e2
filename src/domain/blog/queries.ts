import { and, asc, count, desc, eq, inArray, isNotNull, like, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPostCategories,
  blogPosts,
  blogPostTranslations,
} from '@/db/schema';
import { sanitizeCmsHtml } from '../content/sanitize';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { BLOG_IDENTIFIER, blogPostsInput, type BlogPostsInput } from './schemas';
import { blogSearchWords, containsPattern } from './search-text';

export interface BlogCategory {
  id: number;
  identifier: string;
  title: string;
}

export interface BlogPostSummary {
  id: number;
  identifier: string;
  title: string;
  shortContent: string;
  /** Path under /media, or null when the post has no picture. */
  featuredImage: string | null;
  author: string;
  tags: string[];
  categoryIds: number[];
  createdAt: Date;
}

export interface BlogPost extends BlogPostSummary {
  /** Sanitised HTML. */
  contentHtml: string;
}

export interface BlogPostPage {
  items: BlogPost[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
}

/** Active categories in the shopper's language, in their order. */
export async function listBlogCategories(ctx: Ctx): Promise<BlogCategory[]> {
  return ctx.db
    .select({
      id: blogCategories.id,
      identifier: blogCategories.identifier,
      title: blogCategoryTranslations.title,
    })
    .from(blogCategories)
    .innerJoin(
      blogCategoryTranslations,
      and(
        eq(blogCategoryTranslations.categoryId, blogCategories.id),
        eq(blogCategoryTranslations.locale, ctx.locale),
      ),
    )
    .where(eq(blogCategories.isActive, true))
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}

/** Drafts, switched-off posts and posts scheduled for later are never shown. */
const visible = (ctx: Ctx): SQL =>
  and(
    eq(blogPosts.isActive, true),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, nowOf(ctx)),
  )!;

const columns = {
  id: blogPosts.id,
  identifier: blogPosts.identifier,
  title: blogPostTranslations.title,
  shortContent: blogPostTranslations.shortContent,
  content: blogPostTranslations.content,
  featuredImage: blogPosts.featuredImage,
  author: blogPostTranslations.author,
  tags: blogPostTranslations.tags,
  // A post's date is when it went public (a post written long before and scheduled is new then).
  createdAt: sql<Date>`${blogPosts.publishedAt}`.mapWith(blogPosts.publishedAt),
  categoryIds: sql<
    number[]
  >`(select coalesce(json_agg(${blogPostCategories.categoryId} order by ${blogPostCategories.categoryId}), '[]'::json) from ${blogPostCategories} where ${blogPostCategories.postId} = ${blogPosts.id})`,
};

type Row = Awaited<ReturnType<typeof postsQuery>>[number];

const toPost = ({ content, ...row }: Row): BlogPost => ({
  ...row,
  createdAt: new Date(row.createdAt),
  categoryIds: (typeof row.categoryIds === 'string'
    ? JSON.parse(row.categoryIds)
    : row.categoryIds) as number[],
  contentHtml: sanitizeCmsHtml(content),
});

function postsQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.db
    .select(columns)
    .from(blogPosts)
    .innerJoin(
      blogPostTranslations,
      and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.locale, ctx.locale)),
    )
    .where(and(visible(ctx), where));
}

/**
 * A page of visible posts, newest first unless asked otherwise, optionally of one category and
 * matching every word of a search (Arabic letter forms folded). Bad paging is an AppError.
 */
export async function listBlogPosts(ctx: Ctx, input: BlogPostsInput = {}): Promise<BlogPostPage> {
  const { pageSize, currentPage, sort, categoryId, search } = parseInput(blogPostsInput, input);
  const filters: SQL[] = [];
  if (categoryId !== undefined) {
    filters.push(
      inArray(
        blogPosts.id,
        ctx.db
          .select({ id: blogPostCategories.postId })
          .from(blogPostCategories)
          .where(eq(blogPostCategories.categoryId, categoryId)),
      ),
    );
  }
  for (const word of blogSearchWords(search ?? '')) {
    filters.push(like(blogPostTranslations.searchText, containsPattern(word)));
  }
  const where = filters.length ? and(...filters) : undefined;
  const order =
    sort === 'ASC'
      ? [asc(blogPosts.publishedAt), asc(blogPosts.id)]
      : [desc(blogPosts.publishedAt), desc(blogPosts.id)];
  const [rows, [total]] = await Promise.all([
    postsQuery(ctx, where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    ctx.db
      .select({ n: count() })
      .from(blogPosts)
      .innerJoin(
        blogPostTranslations,
        and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.locale, ctx.locale)),
      )
      .where(and(visible(ctx), where)),
  ]);
  return { items: rows.map(toPost), totalCount: total?.n ?? 0, pageSize, currentPage };
}

/** One visible post by its URL key, or null (a draft, a future post and a bad key alike). */
export async function getBlogPost(ctx: Ctx, identifier: string): Promise<BlogPost | null> {
  if (!BLOG_IDENTIFIER.test(identifier)) return null;
  const [row] = await postsQuery(ctx, eq(blogPosts.identifier, identifier)).limit(1);
  return row ? toPost(row) : null;
}

/** Up to `limit` other visible posts sharing a category with this one, newest first. */
export async function listRelatedPosts(
  ctx: Ctx,
  post: Pick<BlogPost, 'id' | 'categoryIds'>,
  limit = 3,
): Promise<BlogPost[]> {
  if (!post.categoryIds.length) return [];
  const rows = await postsQuery(
    ctx,
    and(
      ne(blogPosts.id, post.id),
      inArray(
        blogPosts.id,
        ctx.db
          .select({ id: blogPostCategories.postId })
          .from(blogPostCategories)
          .where(inArray(blogPostCategories.categoryId, post.categoryIds)),
      ),
    ),
  )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(toPost);
}

/** Identifiers of every visible post, for the sitemap. */
export async function listBlogPostIdentifiers(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db
    .select({ identifier: blogPosts.identifier })
    .from(blogPosts)
    .where(visible(ctx))
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map((r) => r.identifier);
}
