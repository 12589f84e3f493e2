'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { LISTING_SORTS, type ListingSort } from '@/domain/catalog/listing';
import { withParam } from '@/domain/catalog/listing-params';
import { useI18n } from '../layout/i18n-provider.client';

/** Sort order, kept in the URL (?sort=); changing it goes back to page 1. */
export function SortSelect({ value }: { value: ListingSort }) {
  const { t } = useI18n();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-neutral-600">{t('catalog.sort_by')}</span>
      <select
        data-testid="sort-select"
        value={value}
        onChange={(e) =>
          router.push(pathname + withParam(Object.fromEntries(searchParams), 'sort', e.target.value))
        }
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
