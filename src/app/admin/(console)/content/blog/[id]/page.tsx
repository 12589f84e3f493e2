import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { BlogPostForm } from '@/components/admin/blog-post-form.client';
import { BLOG_STATUS_TONE } from '@/components/admin/blog-text';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { staffPage } from '@/components/admin/staff-page';
import { TEXT_LINK } from '@/components/ui/styles';
import { blogCategoriesForStaff, blogPostForStaff } from '@/domain/blog/staff-blog';
import { blogPostStatus } from '@/domain/blog/staff-schemas';
import { blogPostUrl } from '@/domain/blog/urls';
import { cairoDateTime } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { formatDate, formatDateTime } from '@/i18n/format';

/** One blog post: where it stands, the edit form and its history. */
export default async function BlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const [{ post, history }, categories] = await Promise.all([
    orNotFound(blogPostForStaff(ctx, pageId((await params).id))),
    blogCategoriesForStaff(ctx),
  ]);
  const status = blogPostStatus(post, nowOf(ctx));
  return (
    <div className="space-y-4">
      <Link href="/admin/content/blog" className={TEXT_LINK}>
        {t('admin_blog.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{post[locale].title || post.identifier}</h1>
        <span
          className={`rounded px-2 py-0.5 text-sm font-bold ${BLOG_STATUS_TONE[status]}`}
          data-testid="admin-blog-status"
        >
          {t(`admin_blog.status.${status}`)}
        </span>
        {post.publishedAt && (
          <span className="text-neutral-700">{formatDateTime(post.publishedAt, locale)}</span>
        )}
        {status === 'published' && (
          <a
            href={blogPostUrl(post.identifier)}
            target="_blank"
            rel="noopener noreferrer"
            className={TEXT_LINK}
            data-testid="admin-blog-view"
          >
            {t('admin_blog.view_on_store')}
          </a>
        )}
      </div>
      <div className="grid gap-4 2xl:grid-cols-[3fr_1fr]">
        <AdminSection title={t('admin_blog.edit')}>
          <BlogPostForm
            // A new form after each save, so that it shows what was stored.
            key={`${post.id}:${post.updatedAt.toISOString()}`}
            postId={post.id}
            imageUrl={post.featuredImage ? `/media/${post.featuredImage}?w=800` : null}
            categories={categories.map((c) => ({
              id: c.id,
              title: (locale === 'ar' ? c.titleAr : c.titleEn) || c.identifier,
            }))}
            initial={{
              identifier: post.identifier,
              title_ar: post.ar.title,
              title_en: post.en.title,
              short_content_ar: post.ar.shortContent,
              short_content_en: post.en.shortContent,
              content_ar: post.ar.content,
              content_en: post.en.content,
              author_ar: post.ar.author,
              author_en: post.en.author,
              tags_ar: post.ar.tags.join(locale === 'ar' ? '، ' : ', '),
              tags_en: post.en.tags.join(', '),
              publish_at: post.publishedAt ? cairoDateTime(post.publishedAt) : '',
              category_ids: post.categoryIds,
              is_active: post.isActive,
            }}
          />
        </AdminSection>
        {history.length > 0 ? (
          <History
            t={t}
            testId="admin-blog-history"
            entries={history.map((h) => ({
              id: h.id,
              status: t(`admin_blog.action.${h.action.replace('blog_post.', '')}`),
              date: formatDate(h.at, locale),
              actor: h.actor,
              note: h.reason,
            }))}
          />
        ) : (
          <AdminSection title={t('admin_blog.history')}>
            <p>{t('admin_blog.no_history')}</p>
          </AdminSection>
        )}
      </div>
    </div>
  );
}
