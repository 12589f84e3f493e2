'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { LISTING_SORTS, type ListingSort } from '@/domain/catalog/listing';
import { withParam } from '@/domain/catalog/listing-params';
import { useI18n } from '../layout/i18n-provider.client';

/** Keys that move a closed select's choice without the shopper having settled on it. */
const BROWSING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/;

/**
 * Sort order, kept in the URL (?sort=); changing it goes back to page 1. A choice made with the
 * pointer applies at once; one browsed with the keyboard (arrow keys step through the options of
 * a closed select) applies on Enter or when the shopper leaves the box, not at every step, which
 * would reload the list under them (WCAG 3.2.2).
 */
export function SortSelect({ value }: { value: ListingSort }) {
  const { t } = useI18n();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [chosen, setChosen] = useState<string>(value);
  useEffect(() => setChosen(value), [value]);
  const browsing = useRef(false);
  const apply = (sort: string) => {
    if (sort !== value) router.push(pathname + withParam(Object.fromEntries(searchParams), 'sort', sort));
  };
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-neutral-600">{t('catalog.sort_by')}</span>
      <select
        data-testid="sort-select"
        value={chosen}
        onKeyDown={(e) => {
          browsing.current = BROWSING_KEYS.test(e.key) && !e.altKey;
          if (e.key === 'Enter') apply(chosen);
        }}
        onPointerDown={() => {
          browsing.current = false;
        }}
        onChange={(e) => {
          setChosen(e.target.value);
          if (!browsing.current) apply(e.target.value);
        }}
        onBlur={() => apply(chosen)}
        className="rounded border border-neutral-300 bg-white px-2 py-1.5"
      >
        {LISTING_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`catalog.sort.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
