import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import type { BlogCategory, BlogPostSummary } from '@/domain/blog/queries';
import { blogCategoryUrl, blogPostUrl } from '@/domain/blog/urls';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { RECENT_POSTS_COUNT } from '@/domain/blog/schemas';
import { RecentPosts } from './recent-posts.client';

/** The blog layout's category list and recent posts (§2; `recent` holds one more than shown). */
export function BlogSidebar({
  categories,
  recent,
  locale,
  t,
}: {
  categories: BlogCategory[];
  recent: BlogPostSummary[];
  locale: Locale;
  t: TFunction;
}) {
  const link = 'block rounded px-2 py-1.5 hover:bg-neutral-100 hover:text-amber-700';
  return (
    <aside aria-label={t('blog.sidebar')} className="flex flex-col gap-6" data-testid="blog-sidebar">
      <section className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-lg font-bold">{t('blog.categories')}</h2>
        <ul data-testid="blog-categories">
          <li>
            <Link href="/blogs" className={link}>
              {t('blog.all_posts')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link href={blogCategoryUrl(c.id)} className={link} data-testid="blog-category-link">
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-lg font-bold">{t('blog.recent_posts')}</h2>
        <RecentPosts
          count={RECENT_POSTS_COUNT}
          posts={recent.map((p) => ({
            id: p.id,
            href: blogPostUrl(p.identifier),
            title: p.title,
            date: formatDate(p.createdAt, locale),
          }))}
        />
      </section>
    </aside>
  );
}
