'use client';

import Link from '@/components/ui/link.client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ProductApproval } from '@/db/schema/catalog';
import { BULK_ACTIONS, PAYMENT_METHODS } from '@/domain/catalog/product-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { DataTable } from './data-table.client';
import { FormMessage } from './form-message';
import { productStatusKey } from './product-status';
import { FILTER_CONTROL } from './list-filter';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  brand: string;
  seller: string;
  /** Already formatted in the page's language. */
  price: string;
  stock: number;
  isActive: boolean;
  approval: ProductApproval;
}

type BulkAction = (typeof BULK_ACTIONS)[number];

/** The page's products with a box each, and what to do with the chosen ones. */
export function ProductsTable({
  rows,
  categories,
}: {
  rows: ProductRow[];
  categories: { id: number; name: string }[];
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<BulkAction>('deactivate');
  const [category, setCategory] = useState('');
  const [methods, setMethods] = useState<string[]>([]);
  const { busy, message, send } = useAdminForm();
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.id));

  const columns: ColumnDef<ProductRow, unknown>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t('admin_catalog.select_all')}
          checked={allChosen}
          onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
          data-testid="admin-products-select-all"
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t('admin_catalog.select_row', { name: row.original.name })}
          checked={chosen.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
          data-testid={`admin-product-select-${row.original.id}`}
        />
      ),
    },
    {
      id: 'name',
      header: t('admin_catalog.columns.name'),
      cell: ({ row }) => (
        <Link
          href={`/admin/catalog/products/${row.original.id}`}
          className="font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
          data-testid={`admin-product-${row.original.id}`}
        >
          <bdi>{row.original.name}</bdi>
        </Link>
      ),
    },
    {
      id: 'sku',
      header: t('admin_catalog.columns.sku'),
      cell: ({ row }) => (
        <span dir="ltr" className="whitespace-nowrap">
          {row.original.sku}
        </span>
      ),
    },
    { id: 'brand', header: t('admin_catalog.columns.brand'), cell: ({ row }) => row.original.brand },
    { id: 'seller', header: t('admin_catalog.columns.seller'), cell: ({ row }) => row.original.seller },
    { id: 'price', header: t('admin_catalog.columns.price'), cell: ({ row }) => row.original.price },
    { id: 'stock', header: t('admin_catalog.columns.stock'), cell: ({ row }) => row.original.stock },
    {
      id: 'status',
      header: t('admin_catalog.columns.status'),
      cell: ({ row }) => (
        <span data-testid={`admin-product-status-${row.original.id}`}>
          {t(productStatusKey(row.original))}
        </span>
      ),
    },
  ];

  return (
    <>
      <form
        noValidate
        className="mb-3 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
        aria-label={t('admin_catalog.bulk.label')}
        data-testid="admin-products-bulk"
        onSubmit={async (e) => {
          e.preventDefault();
          const answer = await send<{ updated: number }>('/rest/V1/admin/catalog/products/bulk', 'POST', {
            action,
            ids: [...chosen],
            ...(action === 'category' ? { category_id: Number(category) || undefined } : {}),
            ...(action === 'payment_methods' ? { payment_methods: methods } : {}),
          });
          if (!answer) return;
          alert({ severity: 'success', message: t('admin_catalog.bulk.done', { count: answer.updated }) });
          setChosen(new Set());
          router.refresh();
        }}
      >
        <p className="w-full text-sm font-bold" data-testid="admin-products-chosen">
          {t('admin_catalog.bulk.label')} · {t('admin_catalog.bulk.chosen', { count: chosen.size })}
        </p>
        <label className="text-sm font-bold">
          {t('admin_catalog.bulk.what')}
          <select
            value={action}
            onChange={(e) => setAction(e.target.value as BulkAction)}
            className={FILTER_CONTROL}
            data-testid="admin-products-bulk-action"
          >
            {BULK_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`admin_catalog.bulk.action.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'category' && (
          <label className="text-sm font-bold">
            {t('admin_catalog.category')}
            <select
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className={`${FILTER_CONTROL} max-w-xs`}
              data-testid="admin-products-bulk-category"
            >
              <option value="">{t('admin_catalog.choose')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {action === 'payment_methods' && (
          <fieldset className="flex flex-wrap gap-3 text-sm">
            <legend className="sr-only">{t('admin_catalog.fields.payment_methods')}</legend>
            {PAYMENT_METHODS.map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={methods.includes(m)}
                  onChange={() =>
                    setMethods((now) => (now.includes(m) ? now.filter((x) => x !== m) : [...now, m]))
                  }
                />
                {t(`checkout.methods.${m}`)}
              </label>
            ))}
          </fieldset>
        )}
        <button
          type="submit"
          disabled={chosen.size === 0}
          {...busyButton(busy)}
          className={PRIMARY_BUTTON}
          data-testid="admin-products-bulk-apply"
        >
          {t('admin_catalog.bulk.apply')}
        </button>
        <div className="w-full">
          <FormMessage message={message} />
        </div>
      </form>
      <DataTable caption={t('admin_catalog.title')} columns={columns} rows={rows} testId="admin-products" />
    </>
  );
}
