import type { Db } from '../client';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPostCategories,
  blogPosts,
  blogPostTranslations,
} from '../schema';
import { blogSearchText } from '@/domain/blog/search-text';
import { BLOG_CATEGORIES, type DemoBlogPost } from './data/blog-categories';
import { BLOG_CARD_POSTS } from './data/blog-card';
import { BLOG_GUIDES } from './data/blog-guides';
import { shapeSvg } from './image-shapes';
import { tint, type ImageJob } from './images';

const DAY_MS = 86_400_000;
export const DEMO_BLOG_POSTS: DemoBlogPost[] = [...BLOG_GUIDES, ...BLOG_CARD_POSTS];

export const blogImagePath = (identifier: string) => `blog/${identifier}.webp`;

/** The instalment card, drawn where a post is about the card rather than a device. */
const cardSvg = (color: string) =>
  `<g transform="translate(60 90)"><rect width="380" height="240" rx="26" fill="#111111"/><rect x="34" y="60" width="70" height="52" rx="8" fill="#fbbf24"/><rect x="34" y="160" width="220" height="16" rx="8" fill="${tint(color, 0.4)}"/><rect x="34" y="192" width="140" height="12" rx="6" fill="#6b7280"/></g>`;

/**
 * 1200x630 (the Open Graph size): the post hero as it is, and the list card through /media's
 * resized widths. No text is drawn, so the one picture serves both languages.
 */
export function blogPostSvg(post: DemoBlogPost): string {
  const { color, shape } = post.image;
  const art = shape
    ? `<g transform="translate(120 60) scale(1.2)">${shapeSvg(shape, color)}</g>`
    : cardSvg(color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.85)}"/><stop offset="1" stop-color="${tint(color, 0.5)}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="980" cy="120" r="220" fill="#ffffff" opacity="0.25"/><circle cx="1100" cy="560" r="140" fill="${tint(color, -0.3)}" opacity="0.25"/>
<rect x="700" y="250" width="380" height="22" rx="11" fill="#ffffff" opacity="0.7"/><rect x="700" y="300" width="280" height="22" rx="11" fill="#ffffff" opacity="0.5"/>
<g transform="translate(60 60)">${art}</g>
</svg>`;
}

export const blogImageJobs = (): ImageJob[] =>
  DEMO_BLOG_POSTS.map((post) => ({ path: blogImagePath(post.identifier), svg: blogPostSvg(post) }));

/** Demo blog: categories, posts in both languages, their category links; dates relative to `now`. */
export async function insertBlog(db: Db, now: Date): Promise<void> {
  const categoryRows = await db
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((c, i) => ({ identifier: c.identifier, position: i + 1 })))
    .returning({ id: blogCategories.id, identifier: blogCategories.identifier });
  const categoryId = new Map(categoryRows.map((r) => [r.identifier, r.id]));
  await db.insert(blogCategoryTranslations).values(
    BLOG_CATEGORIES.flatMap((c) => [
      { categoryId: categoryId.get(c.identifier) ?? 0, locale: 'ar' as const, title: c.ar },
      { categoryId: categoryId.get(c.identifier) ?? 0, locale: 'en' as const, title: c.en },
    ]),
  );
  const postRows = await db
    .insert(blogPosts)
    .values(
      DEMO_BLOG_POSTS.map((p) => {
        const at = new Date(now.getTime() - p.daysAgo * DAY_MS);
        return {
          identifier: p.identifier,
          featuredImage: blogImagePath(p.identifier),
          createdAt: at,
          updatedAt: at,
          publishedAt: at,
        };
      }),
    )
    .returning({ id: blogPosts.id, identifier: blogPosts.identifier });
  const postId = new Map(postRows.map((r) => [r.identifier, r.id]));
  await db.insert(blogPostTranslations).values(
    DEMO_BLOG_POSTS.flatMap((p) =>
      (['ar', 'en'] as const).map((locale) => {
        const text = p[locale];
        return {
          postId: postId.get(p.identifier) ?? 0,
          locale,
          title: text.title,
          shortContent: text.short,
          content: text.content,
          author: text.author,
          tags: text.tags,
          searchText: blogSearchText(text.title, text.short, text.tags),
        };
      }),
    ),
  );
  await db.insert(blogPostCategories).values(
    DEMO_BLOG_POSTS.flatMap((p) =>
      p.categories.map((c) => ({
        postId: postId.get(p.identifier) ?? 0,
        categoryId: categoryId.get(c) ?? 0,
      })),
    ),
  );
}
