'use client';

import { cloneElement, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { ModalDialog } from './modal-dialog.client';
import { useHoldOverlay } from './open-overlays';

/**
 * A drawer on the start side (left in English, right in Arabic) with a title bar and a close
 * button: the category drawer, the mobile menu and the mobile filters all use it. A modal
 * <dialog> (ModalDialog): focus stays inside and goes back to the button that opened it.
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
  trigger: ReactElement<Record<string, unknown>>;
  title: string;
  closeLabel: string;
  testId: string;
  /** Exposed as data-view, for drawers with several views. */
  view?: string;
  tone?: 'dark' | 'light';
  children: ReactNode;
}) {
  useHoldOverlay(open);
  const triggerRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const close = () => onOpenChange(false);
  const header = tone === 'dark' ? 'bg-primary px-5 py-4 text-white' : 'border-b px-4 py-3';
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => onOpenChange(true),
      })}
      {open && (
        <ModalDialog
          onClose={close}
          returnFocus={triggerRef}
          aria-labelledby={titleId}
          data-testid={testId}
          data-view={view}
          className="fixed inset-y-0 start-0 end-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white text-neutral-900 shadow-xl"
        >
          <div className="flex h-full flex-col">
            <div className={`flex items-center justify-between ${header}`}>
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              <button
                type="button"
                aria-label={closeLabel}
                onClick={close}
                className={`rounded p-1 ${tone === 'dark' ? 'hover:bg-white/20' : 'hover:bg-neutral-100'}`}
              >
                <X aria-hidden />
              </button>
            </div>
            {children}
          </div>
        </ModalDialog>
      )}
    </>
  );
}
