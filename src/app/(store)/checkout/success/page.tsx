import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getCustomerSession } from '@/auth/session';
import { SessionGuard } from '@/components/account/session-guard.client';
import { successHref } from '@/components/checkout/checkout-types';
import { OrderSuccess } from '@/components/checkout/order-success.client';
import { ReceiptPrintStyle } from '@/components/checkout/receipt-print-style';
import { ORDERS_PATH } from '@/components/orders/order-types';
import { getServerT } from '@/i18n/server';

type Props = { searchParams: Promise<{ orderId?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t('checkout.success.meta_title'), robots: { index: false, follow: false } };
}

/** /checkout/success?orderId= (§2): the receipt of a placed order, behind sign-in. */
export default async function CheckoutSuccessPage({ searchParams }: Props) {
  const { orderId: raw } = await searchParams;
  const orderId = Number(typeof raw === 'string' ? raw : undefined);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const session = await getCustomerSession();
  if (!session) {
    const back = valid ? successHref(orderId) : ORDERS_PATH;
    redirect(`/login?callbackUrl=${encodeURIComponent(back)}&error=SessionRequired`);
  }
  if (!valid) redirect(ORDERS_PATH);
  const { t } = await getServerT();
  return (
    <ClientMessages area="order_success">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid="checkout-success-page">
        <SessionGuard />
        <ReceiptPrintStyle />
        <h1 className="sr-only">{t('checkout.success.meta_title')}</h1>
        <OrderSuccess orderId={orderId} />
      </div>
    </ClientMessages>
  );
}
