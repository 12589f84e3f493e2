'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, dir, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales';

interface Texts {
  title: string;
  text: string;
  retry: string;
}

function cookieLocale(): Locale {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`));
  return match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
}

/**
 * The root layout itself failed, so no translations were handed down: the page's language comes
 * from its cookie and the texts from /locales (a small read, and only when this happens).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    const current = cookieLocale();
    setLocale(current);
    void fetch(`/locales/${current}/translation.json`)
      .then((r) => r.json() as Promise<{ error_page: Texts }>)
      .then((m) => setTexts(m.error_page))
      .catch(() => setTexts(null));
  }, []);
  return (
    <html lang={locale} dir={dir(locale)}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        {texts && (
          <div role="alert" data-testid="global-error">
            <h1>{texts.title}</h1>
            <p>{texts.text}</p>
            <button type="button" onClick={reset}>
              {texts.retry}
            </button>
          </div>
        )}
      </body>
    </html>
  );
}
