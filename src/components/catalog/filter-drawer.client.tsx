'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';

/** Below 992 the facets open in a drawer; it closes once a filter changes the URL. */
export function FilterDrawer({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => setOpen(false), [pathname, searchParams]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="filter-button"
        className="inline-flex items-center gap-2 rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm lg:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('catalog.filters')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="filter-drawer"
          className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t('catalog.filters')}</Dialog.Title>
            <Dialog.Close aria-label={t('header.close_menu')} className="rounded p-1 hover:bg-neutral-100">
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
