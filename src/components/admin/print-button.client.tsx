'use client';

import { SECONDARY_BUTTON } from '../ui/styles';

/** Opens the browser's print dialog; not printed itself. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={`${SECONDARY_BUTTON} print:hidden`}
      onClick={() => window.print()}
      data-testid="admin-print"
    >
      {label}
    </button>
  );
}
