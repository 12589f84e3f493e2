'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Locale } from '@/i18n/locales';
import { mergeMessages, type MessageTree } from '@/i18n/message-tree';
import { createClientT } from '@/i18n/client-t';

interface I18nValue {
  locale: Locale;
  t: TFunction;
  messages: MessageTree;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives client islands the translate function. Only the texts the islands below may show are
 * shipped (src/i18n/client-messages.ts); a provider inside another adds its texts to the outer one's.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: MessageTree;
  children: ReactNode;
}) {
  const outer = useContext(I18nContext);
  const value = useMemo(() => {
    const all = outer ? mergeMessages(outer.messages, messages) : messages;
    return { locale, messages: all, t: createClientT(locale, all) };
  }, [locale, messages, outer]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): Omit<I18nValue, 'messages'> {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
