import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '@/components/layout/render-in-locale';
import { resources } from '@/i18n/resources';
import PageError from './error';

vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));

describe.each(['ar', 'en'] as const)('the error page in %s', (locale) => {
  it('says what happened in the shopper language and offers a retry and the home page', () => {
    const markup = renderInLocale(
      locale,
      createElement(PageError, { error: new Error('boom'), reset: () => undefined }),
    );
    const html = markup.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const texts = resources[locale].error_page;
    for (const text of [texts.title, texts.text, texts.retry, texts.home]) expect(html).toContain(text);
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('boom');
  });
});
