'use client';

import { usePathname } from 'next/navigation';
import { Languages } from 'lucide-react';
import { otherLocale } from '@/i18n/locales';
import { useI18n } from './i18n-provider.client';

/**
 * Offers the other language. A full page load (not a client transition), so that <html lang dir>
 * and every server-rendered text change together; the proxy stores the choice in the cookie.
 * The page's query (filters, a search) is read when the link is followed, not while rendering: the
 * header then renders with the page instead of waiting for the query (useSearchParams suspends it).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const pathname = usePathname();
  const target = otherLocale(locale);
  const hrefFor = (query: string) => {
    const params = new URLSearchParams(query);
    params.set('lang', target);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <a
      href={hrefFor('')}
      onClick={(e) => {
        e.currentTarget.href = hrefFor(window.location.search);
      }}
      hrefLang={target}
      lang={target}
      data-testid="language-switch"
      className={`inline-flex items-center gap-1 ${className}`}
    >
      <Languages aria-hidden className="size-4" />
      {t('header.switch_language')}
    </a>
  );
}
