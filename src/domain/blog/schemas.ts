import { z } from 'zod';
import { withoutLeadingSpace } from '../search/text-query';
import { BLOG_SEARCH_MAX_LENGTH } from './search-text';

/** The recent-posts box and the API's default page (§7, §9). */
export const RECENT_POSTS_COUNT = 4;
/**
 * The list page shows 12 posts: a blog card is a large picture with a summary, so 24 (the
 * product listings' default) made a page of scrolling; 12 fills 4 rows of 3 or 6 of 2.
 */
export const BLOG_LIST_PAGE_SIZE = 12;
/** The most posts one call may ask for, so a query's cost stays bounded. */
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_MAX_PAGE = 1000;

/** Message keys are under blog.errors in the translation files. */
export const blogPostsInput = z.object({
  pageSize: z
    .number()
    .int('page_size')
    .min(1, 'page_size')
    .max(BLOG_MAX_PAGE_SIZE, 'page_size')
    .default(RECENT_POSTS_COUNT),
  currentPage: z
    .number()
    .int('current_page')
    .min(1, 'current_page')
    .max(BLOG_MAX_PAGE, 'current_page')
    .default(1),
  sort: z.enum(['DESC', 'ASC']).default('DESC'),
  categoryId: z.number().int('category_id').positive('category_id').optional(),
  search: z
    .string()
    .transform(withoutLeadingSpace)
    .pipe(z.string().max(BLOG_SEARCH_MAX_LENGTH, 'search_length'))
    .optional(),
});
export type BlogPostsInput = z.input<typeof blogPostsInput>;

/** URL keys of posts and categories. */
export const BLOG_IDENTIFIER = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** Every key under blog.errors a refusal of the blog's API can carry. */
export const BLOG_ERROR_KEYS = [
  'page_size',
  'current_page',
  'category_id',
  'search_length',
  'invalid_input',
  'unknown_field',
  'unknown_argument',
  'syntax',
  'invalid_query',
  'too_deep',
  'too_many_aliases',
  'too_costly',
] as const;
