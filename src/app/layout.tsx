import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { cairoArabic, cairoLatin } from './fonts';
import { AlertProvider } from '@/components/layout/alert.client';
import { I18nProvider } from '@/components/layout/i18n-provider.client';
import { StartupEffects } from '@/components/layout/startup-effects.client';
import { LazyToaster } from '@/components/ui/toaster.client';
import { SHELL_MESSAGES } from '@/i18n/client-messages';
import { pickMessages, type MessageTree } from '@/i18n/message-tree';
import { dir, LOCALES, type Locale } from '@/i18n/locales';
import { resources } from '@/i18n/resources';
import { getServerT } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: { default: t('meta.title'), template: `%s | ${t('store_name')}` },
    description: t('meta.description'),
  };
}

/** The texts every page's client islands may show; pages add their area's (client-messages.ts). */
const shellMessages = Object.fromEntries(
  LOCALES.map((l) => [l, pickMessages(resources[l] as unknown as MessageTree, SHELL_MESSAGES)]),
) as Record<Locale, MessageTree>;

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { locale } = await getServerT();
  return (
    <html lang={locale} dir={dir(locale)} className={`${cairoLatin.variable} ${cairoArabic.variable}`}>
      <body className="flex min-h-screen flex-col">
        <I18nProvider locale={locale} messages={shellMessages[locale]}>
          <AlertProvider>
            <StartupEffects />
            {children}
            <LazyToaster dir={dir(locale)} />
          </AlertProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
