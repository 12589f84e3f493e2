'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useAlert } from '../layout/alert.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

/**
 * Rows in the order the store shows them, each moved up or down with buttons (keyboard friendly);
 * the new order is saved at once for all (PUT `orderUrl` {ids}). `testId` is the rows' singular
 * prefix ("admin-slide": admin-slides, admin-slide-{id}, admin-slide-up, admin-slides-save-order).
 */
export function OrderedList<Row extends { id: number; title: string }>({
  initial,
  orderUrl,
  testId,
  texts,
  children,
}: {
  initial: Row[];
  orderUrl: string;
  testId: string;
  texts: {
    none: string;
    moveUp: (title: string) => string;
    moveDown: (title: string) => string;
    saved: string;
    save: string;
  };
  /** What a row shows before its buttons. */
  children: (row: Row) => ReactNode;
}) {
  const router = useRouter();
  const alert = useAlert();
  const [rows, setRows] = useState(initial);
  const { busy, message, send } = useAdminForm();
  const moved = rows.some((r, i) => r.id !== initial[i]?.id);

  const move = (from: number, to: number) =>
    setRows((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });

  if (rows.length === 0) return <p data-testid={`${testId}s-empty`}>{texts.none}</p>;
  return (
    <div className="space-y-4">
      <ol className="space-y-3" data-testid={`${testId}s`}>
        {rows.map((row, index) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center gap-4 rounded-lg bg-white p-3 shadow-sm"
            data-testid={`${testId}-${row.id}`}
          >
            {children(row)}
            <div className="flex gap-2">
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={texts.moveUp(row.title)}
                data-testid={`${testId}-up`}
              >
                ↑
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={texts.moveDown(row.title)}
                data-testid={`${testId}-down`}
              >
                ↓
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FormMessage message={message} />
      {moved && (
        <button
          type="button"
          {...busyButton(busy)}
          className={PRIMARY_BUTTON}
          data-testid={`${testId}s-save-order`}
          onClick={async () => {
            const answer = await send(orderUrl, 'PUT', { ids: rows.map((r) => r.id) });
            if (!answer) return;
            alert({ severity: 'success', message: texts.saved });
            router.refresh();
          }}
        >
          {texts.save}
        </button>
      )}
    </div>
  );
}
