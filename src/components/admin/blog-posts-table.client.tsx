'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import type { BlogPostStatus } from '@/domain/blog/staff-schemas';
import { formatList } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { BLOG_STATUS_TONE } from './blog-text';
import { DataTable } from './data-table.client';

export interface BlogPostRow {
  id: number;
  /** In the page's language. */
  title: string;
  identifier: string;
  status: BlogPostStatus;
  /** Already formatted in Cairo time, or null for a draft. */
  publishAt: string | null;
  /** Titles in the page's language. */
  categories: string[];
}

/** The blog's posts, newest first: title (to the editor), status, Cairo publish time, categories. */
export function BlogPostsTable({ rows }: { rows: BlogPostRow[] }) {
  const { t, locale } = useI18n();
  const columns: ColumnDef<BlogPostRow, unknown>[] = [
    {
      id: 'title',
      header: t('admin_blog.columns.title'),
      cell: ({ row }) => (
        <Link
          href={`/admin/content/blog/${row.original.id}`}
          className={TEXT_LINK}
          data-testid={`admin-blog-edit-${row.original.identifier}`}
        >
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('admin_blog.columns.status'),
      cell: ({ row }) => (
        <span
          className={`rounded px-2 py-0.5 font-bold whitespace-nowrap ${BLOG_STATUS_TONE[row.original.status]}`}
          data-testid={`admin-blog-status-${row.original.identifier}`}
        >
          {t(`admin_blog.status.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: 'publish_at',
      header: t('admin_blog.columns.publish_at'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{row.original.publishAt ?? t('admin_blog.not_scheduled')}</span>
      ),
    },
    {
      id: 'categories',
      header: t('admin_blog.columns.categories'),
      cell: ({ row }) =>
        row.original.categories.length
          ? formatList(row.original.categories, locale)
          : t('admin_blog.no_categories'),
    },
  ];
  return (
    <DataTable caption={t('admin_blog.title')} columns={columns} rows={rows} testId="admin-blog-posts" />
  );
}
