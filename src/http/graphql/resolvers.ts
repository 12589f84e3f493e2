import { createGraphQLError } from 'graphql-yoga';
import {
  getBlogPost,
  listBlogCategories,
  listBlogPosts,
  listRelatedPosts,
  type BlogCategory,
  type BlogPost,
} from '@/domain/blog/queries';
import type { BlogPostsInput } from '@/domain/blog/schemas';
import { AppError } from '@/domain/shared/errors';
import type { Ctx } from '@/domain/shared/ctx';
import { getT } from '@/i18n/translate';
import { blogCategoryUrl, blogPostUrl } from '@/domain/blog/urls';

export interface GraphqlContext {
  ctx: Ctx;
  /** Categories read once per request, for every post's `categories`. */
  categories?: Promise<BlogCategory[]>;
}

/** A domain refusal as a GraphQL error in the request's language (keys under blog.errors). */
async function run<T>(ctx: Ctx, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const t = getT(ctx.locale);
    const fields = Object.entries(err.fieldErrors).map(([field, key]) => t(`blog.errors.${key}`, { field }));
    const message = fields.length ? fields.join(' ') : t(`blog.errors.${err.messageKey}`, err.params);
    throw createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

const category = (c: BlogCategory) => ({
  category_id: c.id,
  title: c.title,
  identifier: c.identifier,
  category_url: blogCategoryUrl(c.id),
});

const post = (p: BlogPost) => ({
  post_id: p.id,
  title: p.title,
  featured_image: p.featuredImage ? `/media/${p.featuredImage}` : null,
  post_url: blogPostUrl(p.identifier),
  creation_time: p.createdAt.toISOString(),
  identifier: p.identifier,
  short_content: p.shortContent,
  content: p.contentHtml,
  author: p.author,
  tags: p.tags,
  category_ids: p.categoryIds,
  source: p,
});
type PostResult = ReturnType<typeof post>;

interface PostsArgs {
  pageSize?: number;
  currentPage?: number;
  sort?: 'DESC' | 'ASC';
  filter?: { category_id?: number | null; search?: string | null } | null;
}

export const resolvers = {
  Query: {
    blogCategories: async (_: unknown, __: unknown, { ctx }: GraphqlContext) => {
      const items = (await listBlogCategories(ctx)).map(category);
      return { items, total_count: items.length };
    },
    blogPosts: (_: unknown, args: PostsArgs, { ctx }: GraphqlContext) =>
      run(ctx, async () => {
        const input: BlogPostsInput = {
          pageSize: args.pageSize,
          currentPage: args.currentPage,
          sort: args.sort,
          categoryId: args.filter?.category_id ?? undefined,
          search: args.filter?.search ?? undefined,
        };
        const page = await listBlogPosts(ctx, input);
        return {
          items: page.items.map(post),
          total_count: page.totalCount,
          page_size: page.pageSize,
          current_page: page.currentPage,
          total_pages: Math.ceil(page.totalCount / page.pageSize),
        };
      }),
    blogPost: async (_: unknown, args: { identifier: string }, { ctx }: GraphqlContext) => {
      const found = await getBlogPost(ctx, args.identifier);
      return found ? post(found) : null;
    },
  },
  BlogPost: {
    categories: async (parent: PostResult, _: unknown, context: GraphqlContext) => {
      context.categories ??= listBlogCategories(context.ctx);
      const all = await context.categories;
      return all.filter((c) => parent.category_ids.includes(c.id)).map(category);
    },
    related_posts: async (parent: PostResult, _: unknown, { ctx }: GraphqlContext) =>
      (await listRelatedPosts(ctx, parent.source)).map(post),
  },
};
