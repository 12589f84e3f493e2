import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CartView } from '@/components/cart/cart-view.client';
import { ScreenReserve } from '@/components/ui/screen-reserve';
import { getServerT } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  // A visitor's own cart: nothing for a search engine.
  return { title: t('cart.title'), robots: { index: false, follow: false } };
}

/** /cart: the cart lives with the visitor (guest token or customer token), so it loads in the browser. */
export default async function CartPage() {
  const { t } = await getServerT();
  return (
    <ClientMessages area="cart">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid="cart-page">
        <Breadcrumbs t={t} trail={[]} current={t('cart.title')} />
        <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t('cart.title')}</h1>
        <ScreenReserve>
          <CartView />
        </ScreenReserve>
      </div>
    </ClientMessages>
  );
}
