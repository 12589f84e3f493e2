import type { Metadata, Viewport } from 'next';
import { getCustomerSession } from '@/auth/session';
import { Suspense, type ReactNode } from 'react';
import './globals.css';
import { cairoArabic, cairoLatin } from './fonts';
import { AuthModalProvider } from '@/components/auth/auth-modal.client';
import { CartProvider } from '@/components/cart/cart-provider.client';
import { AlertProvider } from '@/components/layout/alert.client';
import { AuthSession } from '@/components/layout/auth-session.client';
import { CountdownBanner } from '@/components/layout/countdown-banner.client';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { I18nProvider } from '@/components/layout/i18n-provider.client';
import { PromoStrip } from '@/components/layout/promo-strip';
import { RouteLoadingOverlay } from '@/components/layout/route-loading-overlay.client';
import { loadShellData } from '@/components/layout/shell-data';
import { StartupEffects } from '@/components/layout/startup-effects.client';
import { LazyToaster } from '@/components/ui/toaster.client';
import { formatDate, formatNumber } from '@/i18n/format';
import { dir } from '@/i18n/locales';
import { resources } from '@/i18n/resources';
import { getServerT } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: { default: t('meta.title'), template: `%s | ${t('store_name')}` },
    description: t('meta.description'),
  };
}

export const viewport: Viewport = { themeColor: '#000000', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { locale, t } = await getServerT();
  const [shell, session] = await Promise.all([loadShellData(locale), getCustomerSession()]);

  return (
    <html lang={locale} dir={dir(locale)} className={`${cairoLatin.variable} ${cairoArabic.variable}`}>
      <body className="flex min-h-screen flex-col">
        <I18nProvider locale={locale} messages={resources[locale]}>
          <AuthSession session={session}>
            <AlertProvider>
              <AuthModalProvider>
                <CartProvider>
                  <StartupEffects />
                  <Suspense>
                    <RouteLoadingOverlay />
                  </Suspense>
                  <PromoStrip t={t} />
                  <Header t={t} menu={shell.menu} />
                  <CountdownBanner
                    start={shell.countdown.start}
                    end={shell.countdown.end}
                    endLabel={formatDate(shell.countdown.end, locale)}
                    renderedAt={Date.now()}
                  />
                  <main className="flex-1">{children}</main>
                  <Footer
                    t={t}
                    categories={shell.footerCategories}
                    year={formatNumber(new Date().getFullYear(), locale, { grouping: false })}
                  />
                  <LazyToaster dir={dir(locale)} />
                </CartProvider>
              </AuthModalProvider>
            </AlertProvider>
          </AuthSession>
        </I18nProvider>
      </body>
    </html>
  );
}
