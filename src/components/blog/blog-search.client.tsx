'use client';

import { useId, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { Search } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { cleanSearchInput, isSubmittable, SEARCH_MAX_LENGTH } from '@/components/search/search-input';
import { usePasteCut } from '@/components/ui/paste-cut';

/**
 * The blog layout's search (§2, §5): at most 200 characters, a leading single space ignored, blank
 * not sent. It shows the search of the page it is on (the layout stays mounted between pages, so
 * the box starts again from each address's searchQuery).
 */
export function BlogSearch() {
  // An address typed by hand may carry more than the box takes: it shows what was searched for.
  const current = (useSearchParams().get('searchQuery') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return <SearchForm key={current} initial={current} />;
}

function SearchForm({ initial }: { initial: string }) {
  const { t } = useI18n();
  const id = useId();
  const router = useRouter();
  const [query, setQuery] = useState(initial);
  const cut = usePasteCut<HTMLInputElement>({ maxLength: SEARCH_MAX_LENGTH }, query, null);
  return (
    <form
      role="search"
      action="/blogs"
      className="flex flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!isSubmittable(query)) return;
        router.push(`/blogs?searchQuery=${encodeURIComponent(query.trim())}`);
      }}
      data-testid="blog-search"
    >
      <label htmlFor={id} className="sr-only">
        {t('blog.search_label')}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="absolute start-3 top-1/2 size-5 -translate-y-1/2 text-neutral-500" />
        <input
          id={id}
          name="searchQuery"
          type="search"
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setQuery(cleanSearchInput(e.target.value))}
          onPaste={cut.onPaste}
          placeholder={t('blog.search_placeholder')}
          data-testid="blog-search-input"
          className="w-full rounded-md border border-neutral-300 bg-white py-2.5 ps-10 pe-3 focus:outline-2 focus:outline-offset-2 focus:outline-primary"
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-primary px-4 font-bold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-secondary"
        data-testid="blog-search-submit"
      >
        {t('blog.search_submit')}
      </button>
      {/* Present and hidden until a paste is cut, so that what it says is announced. */}
      <p
        role="status"
        className={cut.hint ? 'w-full text-sm text-neutral-700' : 'sr-only'}
        data-testid="blog-search-cut"
      >
        {cut.hint ?? ''}
      </p>
    </form>
  );
}
