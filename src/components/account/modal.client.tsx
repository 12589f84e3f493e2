'use client';

import { useRef, type ReactElement, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';

/**
 * A centred dialog with a title bar; focus is trapped and Escape closes it (Radix). On close the
 * focus goes back to what opened it: the trigger, or (opened from state, without one) whatever had
 * the focus when it opened, if that is still on the page.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  testId,
  role = 'dialog',
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A button; it opens the modal. */
  trigger?: ReactElement;
  title: string;
  description?: string;
  testId: string;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where the focus goes on closing when what opened the dialog is gone or disabled (the "Cancel
   * order" button of an order just canceled); the page itself otherwise.
   */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          // Always given: an undefined role would take the place of Radix's own role="dialog".
          role={role}
          // Radix links a Description itself; without one it wants an explicit undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            // Radix gives the focus back to its trigger only; without one it would drop to the page.
            if (trigger) return;
            const back = opener.current;
            const usable = back?.isConnected && !back.matches(':disabled') ? back : returnFocus?.();
            if (!usable) return;
            e.preventDefault();
            usable.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[90vh] w-auto max-w-lg -translate-y-1/2 overflow-y-auto rounded-lg bg-white text-neutral-900 shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-5 py-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('account.close')} className="rounded p-1 hover:bg-neutral-100">
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <div className="p-5">
            {description && (
              <Dialog.Description className="mb-4 text-neutral-600">{description}</Dialog.Description>
            )}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
