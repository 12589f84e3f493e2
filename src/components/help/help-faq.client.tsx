'use client';

import { useId, useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { faqMatches, type FaqGroup } from '@/domain/content/faq';

/** Search of the help page's questions and answers, kept at the search box's limit (§5, §9). */
const SEARCH_MAX = 200;

/**
 * The questions and answers, grouped, each a native disclosure (keyboard and screen readers work
 * without script); typing filters them and opens what matches.
 */
export function HelpFaq({ groups }: { groups: FaqGroup[] }) {
  const { t } = useI18n();
  const id = useId();
  const [query, setQuery] = useState('');
  const searching = query.trim().length > 0;
  const shown = groups
    .map((g) => ({ ...g, items: searching ? g.items.filter((i) => faqMatches(i, query)) : g.items }))
    .filter((g) => g.items.length > 0);
  const count = shown.reduce((n, g) => n + g.items.length, 0);

  return (
    <div>
      <div className="relative mb-2 max-w-xl">
        <label htmlFor={id} className="sr-only">
          {t('help.search_label')}
        </label>
        <Search aria-hidden className="absolute start-3 top-1/2 size-5 -translate-y-1/2 text-neutral-500" />
        <input
          id={id}
          type="search"
          value={query}
          maxLength={SEARCH_MAX}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('help.search_placeholder')}
          data-testid="help-search"
          className="w-full rounded-md border border-neutral-300 bg-white py-2.5 ps-10 pe-3 focus:outline-2 focus:outline-offset-2 focus:outline-primary"
        />
      </div>
      <p aria-live="polite" className="mb-5 text-sm text-neutral-600" data-testid="help-count">
        {searching ? t('help.matches', { count }) : ''}
      </p>
      {shown.length === 0 && (
        <p className="rounded-lg bg-white p-6 text-center shadow-sm" data-testid="help-no-match">
          {t('help.no_match')}
        </p>
      )}
      {shown.map((group) => (
        <section key={group.title} className="mb-6" data-testid="help-group">
          {group.title && <h2 className="mb-3 text-xl font-bold">{group.title}</h2>}
          <ul className="flex flex-col gap-2">
            {group.items.map((item) => (
              <li key={item.question}>
                <details
                  open={searching || undefined}
                  className="group rounded-lg bg-white shadow-sm"
                  data-testid="help-item"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 font-bold focus-visible:outline-2 focus-visible:outline-secondary [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div
                    className="cms-content px-4 pb-4 text-neutral-700"
                    // Sanitised when the CMS block was read (getCmsBlock).
                    dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                  />
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
