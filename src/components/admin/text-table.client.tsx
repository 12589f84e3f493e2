'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table.client';

type Row = string[];

/** A table of text already formatted on the server: headers and cells as strings. */
export function TextTable({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: string[];
  rows: Row[];
  testId: string;
}) {
  const columns: ColumnDef<Row, unknown>[] = headers.map((header, i) => ({
    id: String(i),
    header,
    cell: ({ row }) => <bdi>{row.original[i]}</bdi>,
  }));
  return <DataTable caption={caption} columns={columns} rows={rows} testId={testId} />;
}
