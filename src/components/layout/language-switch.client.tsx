'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Languages } from 'lucide-react';
import { otherLocale } from '@/i18n/locales';
import { useI18n } from './i18n-provider.client';

/**
 * Offers the other language. A full page load (not a client transition), so that <html lang dir>
 * and every server-rendered text change together; the proxy stores the choice in the cookie.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = new URLSearchParams(searchParams.toString());
  const target = otherLocale(locale);
  params.set('lang', target);
  return (
    <a
      href={`${pathname}?${params.toString()}`}
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
