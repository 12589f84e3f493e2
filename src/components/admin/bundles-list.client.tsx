'use client';

import Link from '@/components/ui/link.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { OrderedList } from './ordered-list.client';

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

/**
 * The bundles in the order /offers shows them: each with its title, code, products count, status
 * and total now; moved with buttons (keyboard friendly), the new order saved at once for all.
 */
export function BundlesList({ initial }: { initial: BundleRow[] }) {
  const { t } = useI18n();
  return (
    <OrderedList
      initial={initial}
      orderUrl="/rest/V1/admin/content/bundles/order"
      testId="admin-bundle"
      texts={{
        none: t('admin_bundles.none'),
        moveUp: (title) => t('admin_bundles.move_up', { title }),
        moveDown: (title) => t('admin_bundles.move_down', { title }),
        saved: t('admin_bundles.order_saved'),
        save: t('admin_bundles.save_order'),
      }}
    >
      {(row) => (
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
      )}
    </OrderedList>
  );
}
