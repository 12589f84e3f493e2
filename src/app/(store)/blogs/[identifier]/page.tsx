import type { Metadata } from 'next';
import Link from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { BlogImage } from '@/components/blog/blog-image.client';
import { PostCard } from '@/components/blog/post-card';
import { JsonLd } from '@/components/ui/json-ld';
import { getBlogPost, listBlogCategories, listRelatedPosts, type BlogPost } from '@/domain/blog/queries';
import { blogCategoryUrl, blogPostUrl } from '@/domain/blog/urls';
import { absoluteUrl, alternatesFor } from '@/i18n/alternates';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

type Props = { params: Promise<{ identifier: string }> };

/** One read per request for the metadata and the page. */
const loadPost = cache((identifier: string, locale: Locale) => getBlogPost(pageCtx(locale), identifier));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { identifier } = await params;
  const { locale } = await getServerT();
  const post = await loadPost(identifier, locale);
  if (!post) return {};
  const path = blogPostUrl(post.identifier);
  const images = post.featuredImage
    ? [{ url: absoluteUrl(`/media/${post.featuredImage}`), width: 1200, height: 630 }]
    : [];
  return {
    title: post.title,
    description: post.shortContent,
    alternates: alternatesFor(path),
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.shortContent,
      url: absoluteUrl(path),
      publishedTime: post.createdAt.toISOString(),
      authors: post.author ? [post.author] : [],
      tags: post.tags,
      images,
      locale: locale === 'ar' ? 'ar_EG' : 'en_EG',
    },
  };
}

/** schema.org BlogPosting for search engines. */
const postingJsonLd = (post: BlogPost, locale: Locale) => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.shortContent,
  datePublished: post.createdAt.toISOString(),
  inLanguage: locale,
  mainEntityOfPage: absoluteUrl(blogPostUrl(post.identifier)),
  ...(post.featuredImage ? { image: absoluteUrl(`/media/${post.featuredImage}`) } : {}),
  ...(post.author ? { author: { '@type': 'Organization', name: post.author } } : {}),
  keywords: post.tags.join(', '),
});

/** /blogs/{identifier}: the post, its tags and related posts; an unknown or unpublished post is a 404. */
export default async function BlogPostPage({ params }: Props) {
  const { identifier } = await params;
  const { t, locale } = await getServerT();
  const post = await loadPost(identifier, locale);
  if (!post) notFound();
  const ctx = pageCtx(locale);
  const [related, categories] = await Promise.all([listRelatedPosts(ctx, post), listBlogCategories(ctx)]);
  const category = categories.find((c) => post.categoryIds.includes(c.id));
  const trail = [
    { name: t('blog.title'), href: '/blogs' },
    ...(category ? [{ name: category.title, href: blogCategoryUrl(category.id) }] : []),
  ];
  return (
    <article data-testid="blog-post">
      <Breadcrumbs t={t} trail={trail} current={post.title} />
      <h1 className="mb-2 text-2xl leading-snug font-bold md:text-3xl" data-testid="blog-post-title">
        {post.title}
      </h1>
      <p className="mb-4 flex flex-wrap gap-x-3 text-sm text-neutral-600">
        <time dateTime={post.createdAt.toISOString()} data-testid="blog-post-date">
          {formatDate(post.createdAt, locale)}
        </time>
        {post.author && <span>{t('blog.by_author', { author: post.author })}</span>}
      </p>
      <BlogImage
        image={post.featuredImage}
        priority
        sizes="(min-width: 768px) 70vw, 100vw"
        className="mb-5 rounded-lg"
      />
      <div
        className="cms-content max-w-none leading-relaxed"
        data-testid="blog-post-body"
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />
      {post.tags.length > 0 && (
        <section className="mt-6">
          <h2 className="mb-2 text-lg font-bold">{t('blog.tags')}</h2>
          <ul className="flex flex-wrap gap-2" data-testid="blog-post-tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={`/blogs?searchQuery=${encodeURIComponent(tag)}`}
                  className="inline-block rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm hover:border-secondary"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.length > 0 && (
        <section className="mt-8">
          <h2 className="mb-3 text-xl font-bold">{t('blog.related')}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="blog-related">
            {related.map((p) => (
              <li key={p.id}>
                <PostCard post={p} locale={locale} t={t} heading="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={postingJsonLd(post, locale)} testId="blog-json-ld" />
    </article>
  );
}
