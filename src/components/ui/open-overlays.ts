import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Which panels cover the page right now (drawers, the mobile menu, modals), so that something
 * that opens by itself, like the overlay ad, can wait until the shopper has closed them.
 */
const open = new Set<symbol>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** How many times a dialog the shopper asked for (signing in, registering) has opened in this document. */
let dialogsOpened = 0;

/**
 * Marks a panel open until the returned function is called. A dialog (rather than a drawer or a
 * menu) is counted: the shopper is busy with something of their own.
 */
export function holdOverlay(kind: 'panel' | 'dialog' = 'panel'): () => void {
  const token = Symbol('overlay');
  if (kind === 'dialog') dialogsOpened++;
  open.add(token);
  emit();
  return () => {
    if (open.delete(token)) emit();
  };
}

export function isAnyOverlayOpen(): boolean {
  return open.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For a panel component: held while `isOpen`. */
export function useHoldOverlay(isOpen: boolean, kind: 'panel' | 'dialog' = 'panel') {
  useEffect(() => (isOpen ? holdOverlay(kind) : undefined), [isOpen, kind]);
}

/** How many dialogs the shopper opened in this document so far (see holdOverlay). */
export const dialogsOpenedSoFar = () => dialogsOpened;

/** True while any panel is open; re-renders when that changes. */
export function useAnyOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, isAnyOverlayOpen, () => false);
}

/** Whether an element takes typing: a text field, a list box or an editable region. */
function takesTyping(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    return true;
  return (
    el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(el.type)
  );
}

/**
 * Whether the shopper is using an element: typing into it, or on it with the keyboard (its focus
 * shows, as it does after Tab, an arrow key or Escape; not after a click on a button).
 */
const inUse = (el: EventTarget | null) =>
  takesTyping(el) || (el instanceof HTMLElement && el.matches(':focus-visible'));

/**
 * True while the shopper's focus is in a field that takes typing (the search box, a form) or on a
 * control they reached by keyboard, so that something that opens by itself does not take the
 * keyboard from them mid-word or mid-way through the page.
 */
export function useFocusInUse(): boolean {
  const [using, setUsing] = useState(false);
  useEffect(() => {
    setUsing(inUse(document.activeElement));
    const focusIn = (e: FocusEvent) => setUsing(inUse(e.target));
    // On focusout the new focus (if any) is the event's relatedTarget; its focusin follows.
    const focusOut = (e: FocusEvent) => setUsing(takesTyping(e.relatedTarget));
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, []);
  return using;
}
