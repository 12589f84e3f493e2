'use client';

import Link from '@/components/ui/link.client';
import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { DataTable } from './data-table.client';

export interface CmsBlockRow {
  identifier: string;
  /** In the page's language. */
  title: string;
  /** The store page that shows it, or null. */
  page: string | null;
  isActive: boolean;
  /** Already formatted. */
  updated: string;
}

export const CMS_STATUS_TONE = {
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-red-100 text-red-900',
} as const;

/** The CMS blocks: each with its editor, its store page (opened in a new tab), status and last save. */
export function CmsBlocksTable({ rows }: { rows: CmsBlockRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<CmsBlockRow, unknown>[] = [
    {
      id: 'title',
      header: t('admin_cms.columns.title'),
      cell: ({ row }) => (
        <Link
          href={`/admin/content/blocks/${row.original.identifier}`}
          className={TEXT_LINK}
          data-testid={`admin-cms-edit-${row.original.identifier}`}
        >
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'identifier',
      header: t('admin_cms.columns.identifier'),
      cell: ({ row }) => (
        <code dir="ltr" className="text-xs whitespace-nowrap">
          {row.original.identifier}
        </code>
      ),
    },
    {
      id: 'page',
      header: t('admin_cms.columns.page'),
      cell: ({ row }) =>
        row.original.page ? (
          <a
            href={row.original.page}
            target="_blank"
            rel="noopener noreferrer"
            className={TEXT_LINK}
            aria-label={t('admin_cms.view_page', { page: row.original.page })}
            data-testid={`admin-cms-page-${row.original.identifier}`}
          >
            <bdi dir="ltr">{row.original.page}</bdi>
          </a>
        ) : (
          <span className="text-neutral-700">{t('admin_cms.no_page')}</span>
        ),
    },
    {
      id: 'status',
      header: t('admin_cms.columns.status'),
      cell: ({ row }) => {
        const status = row.original.isActive ? 'active' : 'inactive';
        return (
          <span
            className={`rounded px-2 py-0.5 font-bold whitespace-nowrap ${CMS_STATUS_TONE[status]}`}
            data-testid={`admin-cms-status-${row.original.identifier}`}
          >
            {t(`admin_cms.status.${status}`)}
          </span>
        );
      },
    },
    {
      id: 'updated',
      header: t('admin_cms.columns.updated'),
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.updated}</span>,
    },
  ];
  return (
    <DataTable caption={t('admin_cms.caption')} columns={columns} rows={rows} testId="admin-cms-blocks" />
  );
}
