'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON, TEXT_LINK } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';

export interface BundleRow {
  id: number;
  code: string;
  /** In the page's language. */
  title: string;
  count: number;
  isActive: boolean;
  /** Already formatted; null when an item is not on sale (the store does not show the bundle). */
  total: string | null;
}

const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

/**
 * The bundles in the order /offers shows them: each with its title, code, products count, status
 * and total now; moved with buttons (keyboard friendly), the new order saved at once for all.
 */
export function BundlesList({ initial }: { initial: BundleRow[] }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [rows, setRows] = useState(initial);
  const { busy, message, send } = useAdminForm();
  const moved = rows.some((r, i) => r.id !== initial[i]?.id);

  const move = (from: number, to: number) =>
    setRows((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });

  if (rows.length === 0) return <p data-testid="admin-bundles-empty">{t('admin_bundles.none')}</p>;
  return (
    <div className="space-y-4">
      <ol className="space-y-3" data-testid="admin-bundles">
        {rows.map((row, index) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center gap-4 rounded-lg bg-white p-3 shadow-sm"
            data-testid={`admin-bundle-${row.id}`}
          >
            <div className="min-w-48 flex-1 space-y-1">
              <Link
                href={`/admin/content/bundles/${row.id}`}
                className={TEXT_LINK}
                data-testid="admin-bundle-edit"
              >
                {row.title}
              </Link>
              <p className="text-sm text-neutral-700">
                <bdi dir="ltr">{row.code}</bdi> · {t('admin_bundles.products_count', { count: row.count })} ·{' '}
                <span data-testid="admin-bundle-total">
                  {row.total === null
                    ? t('admin_bundles.not_shown')
                    : t('admin_bundles.total', { total: row.total })}
                </span>
              </p>
              <span
                className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${
                  row.isActive ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'
                }`}
                data-testid="admin-bundle-status"
              >
                {t(row.isActive ? 'admin_bundles.shown' : 'admin_bundles.inactive')}
              </span>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('admin_bundles.move_up', { title: row.title })}
                data-testid="admin-bundle-up"
              >
                ↑
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('admin_bundles.move_down', { title: row.title })}
                data-testid="admin-bundle-down"
              >
                ↓
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FormMessage message={message} />
      {moved && (
        <button
          type="button"
          disabled={busy}
          className={PRIMARY_BUTTON}
          data-testid="admin-bundles-save-order"
          onClick={async () => {
            const answer = await send('/rest/V1/admin/content/bundles/order', 'PUT', {
              ids: rows.map((r) => r.id),
            });
            if (!answer) return;
            alert({ severity: 'success', message: t('admin_bundles.order_saved') });
            router.refresh();
          }}
        >
          {t('admin_bundles.save_order')}
        </button>
      )}
    </div>
  );
}
