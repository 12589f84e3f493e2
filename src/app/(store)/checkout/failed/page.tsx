import type { Metadata } from 'next';
import Link from '@/components/ui/link.client';
import { CircleAlert } from 'lucide-react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { getServerT } from '@/i18n/server';

type Props = { searchParams: Promise<{ orderId?: string; reason?: string; method?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t('checkout.failed.title'), robots: { index: false, follow: false } };
}

/** Where the gateway's callback sends a declined or expired payment: the order was canceled, the cart kept. */
export default async function PaymentFailedPage({ searchParams }: Props) {
  const { orderId, reason, method } = await searchParams;
  const { t } = await getServerT();
  const id = Number(orderId);
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-testid="payment-failed" data-reason={reason}>
      <div className="flex flex-col items-center gap-4 rounded-lg bg-white p-6 text-center shadow-sm">
        <CircleAlert aria-hidden className="size-14 text-error" />
        <h1 className="text-2xl font-bold">{t('checkout.failed.title')}</h1>
        <p className="text-neutral-700">
          {t(
            reason === 'expired'
              ? 'checkout.failed.expired'
              : method === 'wallet'
                ? 'checkout.failed.declined_wallet'
                : 'checkout.failed.declined',
          )}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/cart" className={PRIMARY_BUTTON} data-testid="payment-failed-cart">
            {t('checkout.failed.back_to_cart')}
          </Link>
          {Number.isSafeInteger(id) && id > 0 && (
            <Link href={`/account/orders?orderId=${id}`} className={SECONDARY_BUTTON}>
              {t('checkout.failed.view_order')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
