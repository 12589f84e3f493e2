import type { MouseEvent } from 'react';

/**
 * A button busy with its action: it stays focusable and says it is busy, and a click (or Enter in
 * its form) meanwhile does nothing. A disabled button would drop the focus to the page, and a
 * keyboard user would start again from its top after every "Add to cart". `disabled` stays for a
 * button that cannot act at all.
 */
export function busyButton(busy: boolean, atLimit = false) {
  return {
    'aria-disabled': busy || atLimit || undefined,
    'aria-busy': busy || undefined,
    onClickCapture: (e: MouseEvent) => {
      if (!busy && !atLimit) return;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}

/**
 * A stepper's button at its limit (a quantity of 1, or all the stock): it cannot act, and says so,
 * but keeps the focus that pressed it there, as `disabled` would not.
 */
export const limitButton = (atLimit: boolean) => busyButton(false, atLimit);
