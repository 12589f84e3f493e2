import type { ReactNode } from 'react';
import { AREA_MESSAGES, type MessageArea } from '@/i18n/client-messages';
import { pickMessages, type MessageTree } from '@/i18n/message-tree';
import { resources } from '@/i18n/resources';
import { getServerT } from '@/i18n/server';
import { I18nProvider } from './i18n-provider.client';

/** Sends the client islands below the texts of their area, on top of the layout's (client-messages.ts). */
export async function ClientMessages({ area, children }: { area: MessageArea; children: ReactNode }) {
  const { locale } = await getServerT();
  return (
    <I18nProvider
      locale={locale}
      messages={pickMessages(resources[locale] as unknown as MessageTree, AREA_MESSAGES[area])}
    >
      {children}
    </I18nProvider>
  );
}
