'use client';

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * A back-office table (TanStack Table, headless): the server has already filtered, sorted and cut
 * the page; this draws it, with a caption for screen readers and an empty state.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  testId: string;
}) {
  const { t } = useI18n();
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  if (rows.length === 0)
    return (
      <p className="rounded-lg bg-white p-6 text-neutral-700" data-testid={`${testId}-empty`}>
        {t('admin.table.empty')}
      </p>
    );
  return (
    // Scrolls sideways on narrow screens: a named region that takes focus, so keys can scroll it.
    // Positioned, so that what is placed out of sight in its cells (sr-only texts) stays inside it
    // instead of widening the page.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-secondary"
    >
      <table className="w-full text-start text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-50 text-neutral-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 text-start font-bold whitespace-nowrap">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-neutral-100">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
