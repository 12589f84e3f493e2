import type { TFunction } from 'i18next';
import { X } from 'lucide-react';
import Link from '@/components/ui/link.client';
import { MixedText } from '@/components/ui/mixed-text';
import type { ActiveFilter } from '@/domain/catalog/listing-params';
import { formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/**
 * The filters in force above the results, at every width: each a chip whose link removes it, and
 * one that clears them all. On a phone this is what tells the shopper the list is filtered.
 */
export function ActiveFilters({
  chips,
  clearHref,
  locale,
  t,
}: {
  chips: ActiveFilter[];
  clearHref: string;
  locale: Locale;
  t: TFunction;
}) {
  if (chips.length === 0) return null;
  const text = (chip: ActiveFilter): string => {
    if (chip.kind === 'choice')
      return t(chip.param === 'in_stock' ? 'search.facets.in_stock' : 'search.facets.instalment_eligible');
    if (chip.kind === 'option')
      return chip.facet ? t('catalog.chip', { facet: chip.facet, value: chip.label }) : chip.label;
    const egp = (v: number) => formatPrice(Math.round(v * 100), locale);
    const value =
      chip.min !== undefined && chip.max !== undefined
        ? t('catalog.price_between', { min: egp(chip.min), max: egp(chip.max) })
        : chip.min !== undefined
          ? t('catalog.price_from', { min: egp(chip.min) })
          : t('catalog.price_up_to', { max: egp(chip.max!) });
    return t('catalog.chip', { facet: t('search.facets.price'), value });
  };
  return (
    <ul
      aria-label={t('catalog.active_filters')}
      className="mb-4 flex flex-wrap items-center gap-2"
      data-testid="active-filters"
    >
      {chips.map((chip) => {
        const label = text(chip);
        return (
          <li key={chip.href}>
            <Link
              href={chip.href}
              scroll={false}
              rel="nofollow"
              aria-label={t('catalog.remove_filter', { filter: label })}
              data-testid="active-filter"
              className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-neutral-300 bg-neutral-50 ps-3 pe-2 text-sm hover:border-secondary-dark"
            >
              <MixedText text={label} />
              <X aria-hidden className="size-4 shrink-0" />
            </Link>
          </li>
        );
      })}
      <li>
        <Link
          href={clearHref}
          scroll={false}
          rel="nofollow"
          data-testid="clear-filters"
          className="inline-flex min-h-8 items-center px-1 text-sm font-bold text-secondary-dark underline"
        >
          {t('catalog.clear_filters')}
        </Link>
      </li>
    </ul>
  );
}
