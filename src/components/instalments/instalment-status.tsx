import type { TFunction } from 'i18next';
import type { InstalmentState } from './instalment-types';

const TONE: Record<InstalmentState, string> = {
  due: 'bg-neutral-100 text-neutral-800',
  overdue: 'bg-error/10 text-error',
  paid: 'bg-green-100 text-green-800',
  canceled: 'bg-neutral-100 text-neutral-600 line-through',
  refunded: 'bg-blue-100 text-blue-800',
};

/** An instalment's state as a small badge: due, overdue, paid, canceled or refunded. */
export function InstalmentStatus({ state, t }: { state: InstalmentState; t: TFunction }) {
  return (
    <span
      data-testid="instalment-status"
      data-status={state}
      className={`inline-block rounded px-2 py-0.5 text-xs font-bold ${TONE[state]}`}
    >
      {t(`instalments.status.${state}`)}
    </span>
  );
}
