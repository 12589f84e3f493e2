import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { withParam, type SearchParams } from '@/domain/catalog/listing-params';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** Previous / numbered / next page links around the current page. */
export function Pagination({
  page,
  pageCount,
  params,
  locale,
  t,
}: {
  page: number;
  pageCount: number;
  params: SearchParams;
  locale: Locale;
  t: TFunction;
}) {
  if (pageCount <= 1) return null;
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
  const href = (p: number) => withParam(params, 'page', p === 1 ? undefined : String(p));
  const cell = 'flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm';
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={`${cell} bg-white`} aria-label={t('catalog.previous')}>
              <Icon name="chevron-left" aria-hidden className="flip-rtl size-4" />
            </Link>
          </li>
        )}
        {pages.map((p) => (
          <li key={p}>
            <Link
              href={href(p)}
              aria-label={t('catalog.page_n', { page: p })}
              aria-current={p === page ? 'page' : undefined}
              className={`${cell} ${p === page ? 'border-primary bg-primary text-white' : 'bg-white'}`}
            >
              {formatNumber(p, locale)}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link
              href={href(page + 1)}
              className={`${cell} bg-white`}
              aria-label={t('catalog.next')}
              data-testid="next-page"
            >
              <Icon name="chevron-right" aria-hidden className="flip-rtl size-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
