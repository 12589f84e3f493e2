import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { redirect } from 'next/navigation';
import { getCustomerSession } from '@/auth/session';
import { LoadingState } from '@/components/account/status-blocks.client';
import { SessionGuard } from '@/components/account/session-guard.client';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CheckoutFlow } from '@/components/checkout/checkout-flow.client';
import { checkoutStepHref, isCheckoutStep } from '@/components/checkout/checkout-types';
import { ScreenReserve } from '@/components/ui/screen-reserve';
import { getServerT } from '@/i18n/server';

type Props = { searchParams: Promise<{ step?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  // A customer's own order in the making: nothing for a search engine.
  return { title: t('checkout.title'), robots: { index: false, follow: false } };
}

/** /checkout (§2): behind sign-in; the step always shows in the URL, so logout leaves it (§4). */
export default async function CheckoutPage({ searchParams }: Props) {
  const { step } = await searchParams;
  const session = await getCustomerSession();
  if (!session) {
    redirect(`/login?callbackUrl=${encodeURIComponent(checkoutStepHref('shipping'))}&error=SessionRequired`);
  }
  if (!isCheckoutStep(step)) redirect(checkoutStepHref('shipping'));
  const { t } = await getServerT();
  return (
    <ClientMessages area="checkout">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid="checkout-page">
        <SessionGuard />
        <Breadcrumbs t={t} trail={[{ name: t('cart.title'), href: '/cart' }]} current={t('checkout.title')} />
        <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t('checkout.title')}</h1>
        <ScreenReserve>
          <Suspense fallback={<LoadingState label={t('checkout.loading')} />}>
            <CheckoutFlow />
          </Suspense>
        </ScreenReserve>
      </div>
    </ClientMessages>
  );
}
