'use client';

import Link from '@/components/ui/link.client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Loader2, Search } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { NoResultsIllustration } from './no-results-illustration';
import {
  cleanSearchInput,
  isSubmittable,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_PATH,
  searchPageHref,
  suggestionsBesides,
  suggestionsUrl,
} from './search-input';
import { MixedText } from '@/components/ui/mixed-text';
import { useHoldOverlay } from '@/components/ui/open-overlays';
import { usePasteCut } from '@/components/ui/paste-cut';

interface Found {
  suggestions: string[];
  items: {
    product_id: number;
    name: string;
    url_key: string;
    image?: string | null;
    image_link?: string | null;
  }[];
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; found: Found };

/**
 * The header search: suggestions 600 ms after the last keystroke; every keystroke aborts the
 * request in flight, and an aborted answer is never shown. Enter goes to /searchnise/?q=. From the
 * keyboard, ↓ and ↑ move between the box and the suggestions (links: Enter opens one), and Escape
 * closes them with focus back in the box.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const router = useRouter();
  const listId = useId();
  const [value, setValue] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A paste longer than the box takes is cut: said at the top of the panel, and announced.
  const cut = usePasteCut<HTMLInputElement>({ maxLength: SEARCH_MAX_LENGTH }, value, null);
  // Open suggestions are a panel the shopper is in: nothing that opens by itself covers them.
  useHoldOverlay(open && state.status !== 'idle');

  useEffect(
    () => () => {
      request.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // On the results page the box holds the query shown, to refine it (after a reload, a shared
  // link, Back and Forward too). Read from the address after hydration: the shell is the same
  // HTML for every page.
  const pathname = usePathname();
  useEffect(() => {
    const sync = () => {
      if (!window.location.pathname.startsWith(SEARCH_PATH)) return;
      setValue(cleanSearchInput(new URLSearchParams(window.location.search).get('q') ?? ''));
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [pathname]);

  function onChange(raw: string) {
    const next = cleanSearchInput(raw);
    setValue(next);
    request.current?.abort();
    if (timer.current) clearTimeout(timer.current);
    if (!isSubmittable(next)) {
      setState({ status: 'idle' });
      return;
    }
    timer.current = setTimeout(() => void load(next), SEARCH_DEBOUNCE_MS);
  }

  async function load(query: string) {
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    setOpen(true);
    try {
      const res = await fetch(suggestionsUrl(locale, query), {
        signal: controller.signal,
        headers: { source: 'web' },
      });
      const body = res.ok ? ((await res.json()) as Found) : { suggestions: [], items: [] };
      if (!controller.signal.aborted) setState({ status: 'done', found: body });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'done', found: { suggestions: [], items: [] } });
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isSubmittable(value)) return;
    // The suggestions due for what was typed last are not wanted any more: they would open over
    // the results.
    if (timer.current) clearTimeout(timer.current);
    request.current?.abort();
    setOpen(false);
    router.push(searchPageHref(value));
  }

  const found = state.status === 'done' ? state.found : null;
  const phrases = found ? suggestionsBesides(found.suggestions, found.items) : [];
  const empty = found && phrases.length === 0 && found.items.length === 0;

  return (
    <form
      action="/searchnise/"
      method="get"
      role="search"
      onSubmit={onSubmit}
      className={`relative flex ${className}`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(false);
          input.current?.focus();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          const links = [...(dropdown.current?.querySelectorAll('a') ?? [])];
          if (links.length === 0) return;
          e.preventDefault();
          const at = links.indexOf(document.activeElement as HTMLAnchorElement);
          const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
          if (next < 0) input.current?.focus();
          else links[next]!.focus();
        }
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('header.search_label')}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        name="q"
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onPaste={cut.onPaste}
        // Back from outside the box reopens what it found; back from a suggestion (Escape) does not.
        onFocus={(e) => {
          if (state.status !== 'idle' && !e.currentTarget.form?.contains(e.relatedTarget)) setOpen(true);
        }}
        placeholder={t('header.search_placeholder')}
        aria-controls={open && state.status !== 'idle' ? listId : undefined}
        data-testid="search-input"
        className="min-w-0 flex-1 rounded-s-md bg-white px-4 py-2 text-neutral-900 outline-none focus:ring-2 focus:ring-secondary"
      />
      <button
        type="submit"
        aria-label={t('header.search_submit')}
        className="rounded-e-md bg-secondary px-4 text-black hover:bg-secondary-dark hover:text-white"
      >
        {state.status === 'loading' ? (
          <Loader2 aria-hidden className="size-5 animate-spin" data-testid="search-loading" />
        ) : (
          <Search aria-hidden className="size-5" />
        )}
      </button>
      {/* Always present, so that what a search found is said once it comes (the panel's own texts
          appear with it, and a screen reader would not read them out). */}
      <p role="status" className="sr-only" data-testid="search-announce">
        {[
          cut.hint,
          open && found
            ? empty
              ? t('no_search_result')
              : t('header.search_found', { count: phrases.length + found.items.length })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {open && state.status !== 'idle' && (
        <div
          ref={dropdown}
          id={listId}
          role="region"
          aria-label={t('header.search_results')}
          data-testid="search-dropdown"
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md bg-white text-neutral-900 shadow-xl"
        >
          {cut.hint && (
            <p className="border-b px-4 py-2 text-sm text-neutral-700" data-testid="search-cut">
              {cut.hint}
            </p>
          )}
          {state.status === 'loading' && (
            <p role="status" className="p-4 text-sm text-neutral-500">
              {t('loading')}
            </p>
          )}
          {empty && (
            <div className="flex flex-col items-center gap-2 p-6 text-center" data-testid="search-empty">
              <NoResultsIllustration />
              <p className="font-bold">{t('no_search_result')}</p>
            </div>
          )}
          {phrases.length > 0 && (
            <ul className="border-b py-2" data-testid="search-suggestions">
              {phrases.map((s) => (
                <li key={s}>
                  <Link
                    href={searchPageHref(s)}
                    onClick={() => setOpen(false)}
                    className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-neutral-100"
                  >
                    <Search aria-hidden className="size-4 text-neutral-400" />
                    <span>
                      <MixedText text={s} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {found && found.items.length > 0 && (
            <ul className="py-2" data-testid="search-products">
              {found.items.map((p) => {
                const image = p.image_link ?? p.image;
                return (
                  <li key={p.product_id}>
                    <Link
                      href={`/${p.url_key}`}
                      onClick={() => setOpen(false)}
                      className="flex items-center gap-3 px-4 py-2 text-sm hover:bg-neutral-100"
                    >
                      {image && (
                        // eslint-disable-next-line @next/next/no-img-element -- small generated thumbnails
                        <img
                          src={image}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 rounded object-contain"
                        />
                      )}
                      <span className="line-clamp-2">
                        <MixedText text={p.name} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
