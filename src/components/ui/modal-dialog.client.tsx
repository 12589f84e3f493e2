'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { lockPageScroll } from './scroll-lock';

/**
 * The browser's own modal <dialog>, open while it is rendered: focus stays inside (the page behind
 * is inert), the page does not scroll, Escape and a click on the backdrop call onClose, and on
 * close focus goes back to `returnFocus` (or to what had it before). No dialog library ships with
 * the page for it. Render it only while open.
 */
export function ModalDialog({
  onClose,
  returnFocus,
  className,
  children,
  ...attributes
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  className: string;
  children: ReactNode;
  'aria-labelledby': string;
  'data-testid': string;
  'data-view'?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = returnFocus?.current ?? (document.activeElement as HTMLElement | null);
    dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={ref}
      {...attributes}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The backdrop belongs to the <dialog> itself: a click that lands on it, not on its content, closes.
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className={`border-0 p-0 backdrop:bg-black/60 ${className}`}
    >
      {children}
    </dialog>
  );
}
