import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { withParam, type SearchParams } from '@/domain/catalog/listing-params';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { GAP, pageLinks } from './page-links';

/** Previous / numbered (both ends always, pageLinks) / next page links around the current page. */
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
  const pages = pageLinks(page, pageCount);
  const href = (p: number) => withParam(params, 'page', p === 1 ? undefined : String(p));
  const cell =
    'flex min-w-9 items-center justify-center rounded border px-2 py-2 text-sm sm:min-w-10 sm:px-3';
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={`${cell} bg-white`} aria-label={t('catalog.previous')}>
              <Icon name="chevron-left" aria-hidden className="flip-rtl size-4" />
            </Link>
          </li>
        )}
        {pages.map((p, i) =>
          p === GAP ? (
            <li key={`gap-${i}`} aria-hidden className="px-0.5 text-neutral-500">
              …
            </li>
          ) : (
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
          ),
        )}
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
