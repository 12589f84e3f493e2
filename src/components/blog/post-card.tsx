import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import type { BlogPostSummary } from '@/domain/blog/queries';
import { blogPostUrl } from '@/domain/blog/urls';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { TEXT_LINK } from '@/components/ui/styles';
import { BlogImage } from './blog-image.client';

/** A post in the list: picture, date, title, summary and a link on. */
export function PostCard({
  post,
  locale,
  t,
  heading: Heading = 'h2',
}: {
  post: BlogPostSummary;
  locale: Locale;
  t: TFunction;
  /** h3 where the cards sit under a section's h2. */
  heading?: 'h2' | 'h3';
}) {
  const href = blogPostUrl(post.identifier);
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm"
      data-testid="blog-post-card"
    >
      <Link href={href} tabIndex={-1} aria-hidden>
        <BlogImage
          image={post.featuredImage}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={post.createdAt.toISOString()} className="text-sm text-neutral-600">
          {formatDate(post.createdAt, locale)}
        </time>
        <Heading className="text-lg leading-snug font-bold">
          <Link href={href} className="hover:text-amber-700 hover:underline" data-testid="blog-post-link">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-neutral-700">{post.shortContent}</p>
        <Link
          href={href}
          className={`${TEXT_LINK} mt-auto`}
          aria-label={t('blog.read_more_about', { title: post.title })}
        >
          {t('blog.read_more')}
        </Link>
      </div>
    </article>
  );
}
