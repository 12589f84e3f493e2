'use client';

import type { ComponentType } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import type { MessageTree } from '@/i18n/message-tree';
import { I18nProvider } from './i18n-provider.client';

const loaded = new Map<Locale, Promise<MessageTree>>();

/** The language's whole translation file, a static file the browser caches; {} if it cannot be had. */
function loadAllMessages(locale: Locale): Promise<MessageTree> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = fetch(`/locales/${locale}/translation.json`)
      .then((res) =>
        res.ok ? (res.json() as Promise<MessageTree>) : Promise.reject(new Error(res.statusText)),
      )
      .catch(() => {
        loaded.delete(locale);
        return {};
      });
    loaded.set(locale, promise);
  }
  return promise;
}

/**
 * For next/dynamic: an island loaded on demand that may show any text (the sign-in modal shows
 * whatever error the server answers) gets the language's whole file, fetched with its code.
 */
export function withAllMessages<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const lang = document.documentElement.lang;
    const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    const [Island, messages] = await Promise.all([load(), loadAllMessages(locale)]);
    return function WithAllMessages(props: P) {
      return (
        <I18nProvider locale={locale} messages={messages}>
          <Island {...props} />
        </I18nProvider>
      );
    };
  };
}
