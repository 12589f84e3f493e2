'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { SlidersHorizontal } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { SideDrawer } from '../ui/side-drawer.client';

/** Below 992 the facets open in a drawer; it closes once a filter changes the URL. */
export function FilterDrawer({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => setOpen(false), [pathname, searchParams]);

  return (
    <SideDrawer
      open={open}
      onOpenChange={setOpen}
      title={t('catalog.filters')}
      closeLabel={t('header.close_menu')}
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
        </button>
      }
    >
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
    </SideDrawer>
  );
}
