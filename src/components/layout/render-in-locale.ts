import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { resources } from '@/i18n/resources';
import type { Locale } from '@/i18n/locales';
import { I18nProvider } from './i18n-provider.client';

/** A component's server markup in a language, with that language's messages: for unit tests. */
export function renderInLocale(locale: Locale, element: ReactElement): string {
  return renderToStaticMarkup(
    createElement(I18nProvider, { locale, messages: resources[locale], children: element }),
  );
}
