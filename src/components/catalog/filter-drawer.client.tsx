'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { SlidersHorizontal } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { formatNumber } from '@/i18n/format';
import { SideDrawer } from '../ui/side-drawer.client';

/**
 * Below 992 the facets open in a drawer. It stays open while the shopper picks filters (each one
 * a link that reloads the results and their counts) and closes on its button, which says how many
 * products the filters leave, or when the shopper leaves for another page. The button that opens
 * it counts the filters in force.
 */
export function FilterDrawer({
  active,
  total,
  children,
}: {
  active: number;
  total: number;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <SideDrawer
      open={open}
      onOpenChange={setOpen}
      title={t('catalog.filters')}
      closeLabel={t('catalog.close_filters')}
      testId="filter-drawer"
      tone="light"
      trigger={
        <button
          type="button"
          data-testid="filter-button"
          className="inline-flex items-center gap-2 rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm lg:hidden"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('catalog.filters')}
          {active > 0 && (
            <span
              data-testid="filter-count"
              className="min-w-5 rounded-full bg-secondary-dark px-1.5 text-center text-xs font-bold text-white"
            >
              {formatNumber(active, locale)}
            </span>
          )}
        </button>
      }
    >
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
      <div className="border-t p-4">
        <button
          type="button"
          data-testid="filter-show-results"
          onClick={() => setOpen(false)}
          className="w-full rounded bg-primary py-2.5 font-bold text-white"
        >
          {t('catalog.show_results_count', { count: total })}
        </button>
      </div>
    </SideDrawer>
  );
}
