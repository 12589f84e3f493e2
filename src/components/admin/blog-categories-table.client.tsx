'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { formatNumber } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { DataTable } from './data-table.client';

export interface BlogCategoryRow {
  id: number;
  /** In the page's language. */
  title: string;
  identifier: string;
  position: number;
  posts: number;
  isActive: boolean;
}

/** The blog's categories in their order: title (to the editor), URL key, position, posts, shown or not. */
export function BlogCategoriesTable({ rows }: { rows: BlogCategoryRow[] }) {
  const { t, locale } = useI18n();
  const columns: ColumnDef<BlogCategoryRow, unknown>[] = [
    {
      id: 'title',
      header: t('admin_blog.categories.columns.title'),
      cell: ({ row }) => (
        <Link
          href={`/admin/content/blog/categories/${row.original.id}`}
          className={TEXT_LINK}
          data-testid={`admin-blog-category-edit-${row.original.identifier}`}
        >
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'identifier',
      header: t('admin_blog.categories.columns.identifier'),
      cell: ({ row }) => (
        <code dir="ltr" className="text-xs whitespace-nowrap">
          {row.original.identifier}
        </code>
      ),
    },
    {
      id: 'position',
      header: t('admin_blog.categories.columns.position'),
      cell: ({ row }) => formatNumber(row.original.position, locale),
    },
    {
      id: 'posts',
      header: t('admin_blog.categories.posts'),
      cell: ({ row }) => formatNumber(row.original.posts, locale),
    },
    {
      id: 'status',
      header: t('admin_blog.categories.columns.status'),
      cell: ({ row }) => (
        <span
          className={`rounded px-2 py-0.5 font-bold whitespace-nowrap ${row.original.isActive ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
        >
          {t(row.original.isActive ? 'admin_blog.categories.shown' : 'admin_blog.categories.hidden')}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('admin_blog.categories.title')}
      columns={columns}
      rows={rows}
      testId="admin-blog-categories"
    />
  );
}
