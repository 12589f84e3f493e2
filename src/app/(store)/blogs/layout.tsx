import { ClientMessages } from '@/components/layout/client-messages';
import type { ReactNode } from 'react';
import { BlogSearch } from '@/components/blog/blog-search.client';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { listBlogCategories, listBlogPosts } from '@/domain/blog/queries';
import { RECENT_POSTS_COUNT } from '@/domain/blog/schemas';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

/**
 * Every /blogs route (§2): the search form, then the page beside the categories and recent posts
 * from 768 px up, with them below the page on narrower screens.
 */
export default async function BlogLayout({ children }: { children: ReactNode }) {
  const { t, locale } = await getServerT();
  const ctx = pageCtx(locale);
  const [categories, recent] = await Promise.all([
    listBlogCategories(ctx),
    // One more than shown: the post being read is left out of the list.
    listBlogPosts(ctx, { pageSize: RECENT_POSTS_COUNT + 1 }),
  ]);
  return (
    <ClientMessages area="blog">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid="blog-layout">
        <div className="mb-5 md:max-w-xl">
          <BlogSearch />
        </div>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem] lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0" data-testid="blog-content">
            {children}
          </div>
          <BlogSidebar categories={categories} recent={recent.items} locale={locale} t={t} />
        </div>
      </div>
    </ClientMessages>
  );
}
