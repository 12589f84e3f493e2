import { redirect } from 'next/navigation';
import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/**
 * Previous and next page links that keep the list's filters in the URL. A page past the last (an old
 * link, a list that shrank) goes to the last page rather than show "page 2 of 1" over nothing.
 */
export function Pagination({
  t,
  locale,
  basePath,
  params,
  page,
  pageSize,
  total,
}: {
  t: TFunction;
  locale: Locale;
  basePath: string;
  params: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...params, page: String(p) }).filter((e): e is [string, string] => !!e[1]),
    );
    return `${basePath}?${query.toString()}`;
  };
  if (page > pages) redirect(href(pages));
  const link =
    'rounded border border-neutral-300 bg-white px-3 py-1.5 font-bold hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-secondary';
  return (
    <nav
      aria-label={t('admin.table.page_of', {
        page: formatNumber(page, locale),
        pages: formatNumber(pages, locale),
      })}
      className="mt-4 flex flex-wrap items-center gap-3 text-sm"
    >
      <span className="text-neutral-700" data-testid="admin-total">
        {t('admin.table.total', { count: total, formatted: formatNumber(total, locale) })}
      </span>
      <span className="text-neutral-700">
        {t('admin.table.page_of', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
      </span>
      {page > 1 && (
        <Link className={link} href={href(page - 1)} rel="prev">
          {t('admin.table.previous')}
        </Link>
      )}
      {page < pages && (
        <Link className={link} href={href(page + 1)} rel="next">
          {t('admin.table.next')}
        </Link>
      )}
    </nav>
  );
}
