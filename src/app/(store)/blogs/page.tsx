import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { PostCard } from '@/components/blog/post-card';
import { listBlogCategories, listBlogPosts } from '@/domain/blog/queries';
import { BLOG_LIST_PAGE_SIZE, BLOG_MAX_PAGE } from '@/domain/blog/schemas';
import { BLOG_SEARCH_MAX_LENGTH } from '@/domain/blog/search-text';
import type { SearchParams } from '@/domain/catalog/listing-params';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: t('blog.title'),
    description: t('blog.meta_description'),
    alternates: alternatesFor('/blogs'),
  };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const positive = (v: string | undefined, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** /blogs: the posts, newest first, of one category (?categoryId=) or matching ?searchQuery=, 12 a page. */
export default async function BlogListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const { t, locale } = await getServerT();
  const ctx = pageCtx(locale);
  const search = (first(params.searchQuery) ?? '').trim().slice(0, BLOG_SEARCH_MAX_LENGTH);
  const categoryId = positive(first(params.categoryId), 2 ** 31 - 1);
  const page = positive(first(params.page), BLOG_MAX_PAGE) ?? 1;
  const [posts, categories] = await Promise.all([
    listBlogPosts(ctx, {
      pageSize: BLOG_LIST_PAGE_SIZE,
      currentPage: page,
      categoryId,
      search: search || undefined,
    }),
    listBlogCategories(ctx),
  ]);
  const category = categories.find((c) => c.id === categoryId);
  const heading = search ? t('blog.results_for', { query: search }) : (category?.title ?? t('blog.title'));
  const trail = search || category ? [{ name: t('blog.title'), href: '/blogs' }] : [];
  return (
    <div data-testid="blog-list">
      <Breadcrumbs t={t} trail={trail} current={heading} />
      <h1 className="mb-2 text-2xl font-bold wrap-anywhere md:text-3xl">{heading}</h1>
      {!search && !category && <p className="mb-5 text-neutral-700">{t('blog.intro')}</p>}
      {posts.items.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-6 text-center shadow-sm" data-testid="blog-no-posts">
          {t('blog.no_posts')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {posts.items.map((p) => (
            <li key={p.id}>
              <PostCard post={p} locale={locale} t={t} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(posts.totalCount / BLOG_LIST_PAGE_SIZE)}
        params={params}
        locale={locale}
        t={t}
      />
    </div>
  );
}
