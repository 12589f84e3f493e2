'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useI18n } from '../layout/i18n-provider.client';

/** The same back-office page in the other language (the proxy keeps the choice in the lang cookie). */
export function LanguageLink({ label }: { label: string }) {
  const { locale } = useI18n();
  const pathname = usePathname();
  const params = new URLSearchParams(useSearchParams().toString());
  const other = locale === 'ar' ? 'en' : 'ar';
  params.set('lang', other);
  return (
    <a
      href={`${pathname}?${params.toString()}`}
      lang={other}
      data-testid="admin-language"
      className="text-sm font-bold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
    >
      {label}
    </a>
  );
}
