import { Suspense, type ReactNode } from 'react';
import { oidcButton } from '@/auth/oidc-provider';
import { getCustomerSession } from '@/auth/session';
import { AuthModalProvider } from '@/components/auth/auth-modal.client';
import { CartProvider } from '@/components/cart/cart-provider.client';
import { AuthSession } from '@/components/layout/auth-session.client';
import { CountdownBanner } from '@/components/layout/countdown-banner.client';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PromoStrip } from '@/components/layout/promo-strip';
import { RouteLoadingOverlay } from '@/components/layout/route-loading-overlay.client';
import { loadShellData } from '@/components/layout/shell-data';
import { cairoDay } from '@/domain/shared/cairo-day';
import { formatDate, formatNumber } from '@/i18n/format';
import { getServerT } from '@/i18n/server';

/** The shoppers' shell: promo strip, header, countdown and footer around every store page. */
export default async function StoreLayout({ children }: { children: ReactNode }) {
  const { locale, t } = await getServerT();
  const [shell, session] = await Promise.all([loadShellData(locale), getCustomerSession()]);
  return (
    <AuthSession session={session}>
      <AuthModalProvider oidc={oidcButton()}>
        <CartProvider>
          {/* The first stop of Tab: past the strip, the header and its menus to the page itself. */}
          <a
            href="#content"
            data-testid="skip-to-content"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:shadow"
          >
            {t('header.skip_to_content')}
          </a>
          <Suspense>
            <RouteLoadingOverlay />
          </Suspense>
          {/* It offers the card: not to a shopper who has it; an applicant is told where they stand. */}
          {!session?.user.aman_card && (
            <PromoStrip t={t} strip={shell.promoStrip} application={session?.user.credit_application} />
          )}
          <Header t={t} menu={shell.menu} pagesOff={shell.pagesOff} />
          <CountdownBanner
            start={shell.countdown.start}
            end={shell.countdown.end}
            endLabel={formatDate(shell.countdown.end, locale)}
            renderedAt={Date.now()}
          />
          <main id="content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer
            t={t}
            categories={shell.footerCategories}
            pagesOff={shell.pagesOff}
            // Cairo's year, not the server's: from 22:00 UTC on 31 December it is already the next.
            year={formatNumber(Number(cairoDay(new Date()).slice(0, 4)), locale, { grouping: false })}
          />
        </CartProvider>
      </AuthModalProvider>
    </AuthSession>
  );
}
