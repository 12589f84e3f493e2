'use client';

import type { ReactElement, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useHoldOverlay } from './open-overlays';

/**
 * A drawer on the start side (left in English, right in Arabic) with a title bar and a close
 * button: the category drawer, the mobile menu and the mobile filters all use it.
 */
export function SideDrawer({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  testId,
  view,
  tone = 'dark',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A button; it opens the drawer. */
  trigger: ReactElement;
  title: string;
  closeLabel: string;
  testId: string;
  /** Exposed as data-view, for drawers with several views. */
  view?: string;
  tone?: 'dark' | 'light';
  children: ReactNode;
}) {
  useHoldOverlay(open);
  const header = tone === 'dark' ? 'bg-primary px-5 py-4 text-white' : 'border-b px-4 py-3';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          data-view={view}
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white text-neutral-900 shadow-xl"
        >
          <div className={`flex items-center justify-between ${header}`}>
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className={`rounded p-1 ${tone === 'dark' ? 'hover:bg-white/20' : 'hover:bg-neutral-100'}`}
            >
              <X aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
