import type { TFunction } from 'i18next';
import { Search } from 'lucide-react';

export const SEARCH_MAX_LENGTH = 200;

/** The header search box; it submits to /searchnise/?q= (live suggestions come with the catalog). */
export function SearchForm({ t, className = '' }: { t: TFunction; className?: string }) {
  return (
    <form action="/searchnise/" method="get" role="search" className={`flex ${className}`}>
      <label htmlFor="header-search" className="sr-only">
        {t('header.search_label')}
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        required
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('header.search_placeholder')}
        className="min-w-0 flex-1 rounded-s-md bg-white px-4 py-2 text-neutral-900 outline-none focus:ring-2 focus:ring-secondary"
      />
      <button
        type="submit"
        aria-label={t('header.search_submit')}
        className="rounded-e-md bg-secondary px-4 text-black hover:bg-secondary-dark"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </form>
  );
}
