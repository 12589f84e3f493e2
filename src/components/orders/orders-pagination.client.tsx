'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { formatNumber } from '@/i18n/format';

const CELL =
  'flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, up to five numbered pages around the current one, next. */
export function OrdersPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t, locale } = useI18n();
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav
      aria-label={t('orders.pagination')}
      data-testid="orders-pagination"
      className="mt-6 flex justify-center"
    >
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('orders.previous')}
            className={`${CELL} bg-white`}
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              onClick={() => onPage(p)}
              aria-label={t('orders.page_n', { page: formatNumber(p, locale) })}
              aria-current={p === page ? 'page' : undefined}
              data-page={p}
              className={`${CELL} ${p === page ? 'border-primary bg-primary text-white' : 'bg-white'}`}
            >
              {formatNumber(p, locale)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
            aria-label={t('orders.next')}
            data-testid="orders-next"
            className={`${CELL} bg-white`}
          >
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
