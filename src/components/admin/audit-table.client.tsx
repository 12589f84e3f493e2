'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';
import { DataTable } from './data-table.client';
import Link from '@/components/ui/link.client';

export interface AuditRow {
  id: number;
  /** Already formatted in the page's language. */
  at: string;
  actor: string;
  /** The action and the kind of record in words, and the record's id ('' for none). */
  action: string;
  entity: string;
  entityId: string;
  /** Of a row about an order or one of its refund requests: the order, named by its number. */
  order: { href: string; number: string; isRecord: boolean } | null;
  /** The fields that changed (as code, and named in the page's language), their values in its language and units. */
  changes: { field: string; label: string; before: string; after: string }[];
  /** The whole record before and after, as the log keeps it. */
  before: string;
  after: string;
  reason: string;
}

const json = 'block max-w-xs rounded bg-neutral-50 p-1 font-mono text-xs break-all whitespace-pre-wrap';

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t } = useI18n();
  const columns: ColumnDef<AuditRow, unknown>[] = [
    { id: 'at', header: t('admin.audit.at'), cell: ({ row }) => row.original.at },
    { id: 'actor', header: t('admin.audit.actor'), cell: ({ row }) => <bdi>{row.original.actor}</bdi> },
    {
      id: 'action',
      header: t('admin.audit.action'),
      cell: ({ row }) => <bdi>{row.original.action}</bdi>,
    },
    {
      id: 'entity',
      header: t('admin.audit.entity'),
      cell: ({ row }) => {
        const { entity, entityId, order } = row.original;
        const orderLink = order && (
          <Link
            href={order.href}
            className="font-bold text-amber-700 underline-offset-2 hover:underline"
            data-testid="admin-audit-order"
          >
            <bdi dir="ltr">{order.number}</bdi>
          </Link>
        );
        // An order by the number staff and customers know it by; a refund request with its order's.
        return (
          <>
            <bdi>{entity}</bdi> {order?.isRecord ? orderLink : entityId && <bdi dir="ltr">#{entityId}</bdi>}
            {order && !order.isRecord && (
              <span className="block text-xs">
                {t('admin.audit.of_order')} {orderLink}
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'change',
      header: t('admin.audit.change'),
      cell: ({ row }) => (
        <>
          {/* A made row's whole record is one long word of JSON: it wraps anywhere, within the column. */}
          <ul className="max-w-md min-w-48 space-y-1 wrap-anywhere" data-testid="admin-audit-changes">
            {row.original.changes.map((c) => (
              <li key={c.field} data-field={c.field}>
                {c.field && <bdi className="font-bold">{c.label}</bdi>} <bdi>{c.before}</bdi>{' '}
                <span aria-hidden>{t('admin.audit.arrow')}</span>
                <span className="sr-only">{t('admin.audit.became')}</span> <bdi>{c.after}</bdi>
              </li>
            ))}
          </ul>
          {(row.original.before || row.original.after) && (
            <details className="mt-1">
              <summary className="cursor-pointer text-xs text-neutral-700">{t('admin.audit.whole')}</summary>
              <span className="text-xs text-neutral-600">{t('admin.audit.before')}</span>
              <code dir="ltr" className={json}>
                {row.original.before}
              </code>
              <span className="text-xs text-neutral-600">{t('admin.audit.after')}</span>
              <code dir="ltr" className={json}>
                {row.original.after}
              </code>
            </details>
          )}
        </>
      ),
    },
    { id: 'reason', header: t('admin.audit.reason'), cell: ({ row }) => <bdi>{row.original.reason}</bdi> },
  ];
  return <DataTable caption={t('admin.audit.title')} columns={columns} rows={rows} testId="admin-audit" />;
}
