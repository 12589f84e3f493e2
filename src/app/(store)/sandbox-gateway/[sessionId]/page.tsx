import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { orderDetailsHref } from '@/components/orders/order-types';
import Link from '@/components/ui/link.client';
import { pageCtx } from '@/lib/page-ctx';
import { SandboxPaymentForm } from '@/components/payments/sandbox-payment-form.client';
import { sessionForPage } from '@/domain/payments/sessions';
import { SANDBOX_CARDS, SANDBOX_OTP } from '@/domain/payments/sandbox-card';
import { AppError } from '@/domain/shared/errors';
import { formatPrice } from '@/i18n/format';
import { getServerT } from '@/i18n/server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ sessionId: string }> };

/**
 * The sandbox gateway's hosted payment page: what a real provider shows on its own site. Here the
 * shopper types the card (or the wallet code); the store never receives the number.
 */
export default async function SandboxGatewayPage({ params }: Props) {
  const { sessionId } = await params;
  const { locale, t } = await getServerT();
  const session = await sessionForPage(pageCtx(locale), sessionId).catch((err: unknown) => {
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  });
  return (
    <ClientMessages area="sandbox">
      <div className="mx-auto max-w-md px-4 py-8" data-testid="sandbox-gateway">
        <div className="rounded-lg border-2 border-dashed border-secondary bg-white p-6 shadow-sm">
          <p className="mb-1 text-xs font-bold tracking-wide text-secondary-dark uppercase">
            {t('sandbox.badge')}
          </p>
          <h1 className="mb-4 text-xl font-bold">
            {t(session.method === 'card' ? 'sandbox.card_title' : 'sandbox.wallet_title')}
          </h1>
          <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-neutral-600">
              {t(session.incrementId ? 'sandbox.order' : 'sandbox.paying_for')}
            </dt>
            <dd className="text-end font-bold">
              {session.incrementId ? `#${session.incrementId}` : t('sandbox.card_instalments')}
            </dd>
            <dt className="text-neutral-600">{t('sandbox.amount')}</dt>
            <dd className="text-end font-bold" data-testid="sandbox-amount">
              {formatPrice(session.amount, locale)}
            </dd>
          </dl>
          {session.open ? (
            <SandboxPaymentForm
              sessionId={sessionId}
              method={session.method}
              walletPhone={session.walletPhone}
            />
          ) : (
            <p className="rounded bg-neutral-100 p-3 text-sm" data-testid="sandbox-closed">
              {t('sandbox.closed')}
            </p>
          )}
          {/* As a provider's page links back to the merchant: the order (still payable) or the card's page. */}
          <Link
            href={session.incrementId ? orderDetailsHref(session.payableId) : '/payinstallment'}
            className="mt-4 inline-block font-bold text-amber-800 underline-offset-2 hover:underline"
            data-testid="sandbox-back"
          >
            {t('sandbox.back_to_store')}
          </Link>
          <details className="mt-6 text-xs text-neutral-600">
            <summary className="cursor-pointer font-bold">{t('sandbox.test_data')}</summary>
            <ul className="mt-2 flex flex-col gap-1" dir="ltr">
              <li>
                {SANDBOX_CARDS.visaSuccess} · {t('sandbox.succeeds')}
              </li>
              <li>
                {SANDBOX_CARDS.mastercardSuccess} · {t('sandbox.succeeds')}
              </li>
              <li>
                {SANDBOX_CARDS.declined} · {t('sandbox.declined')}
              </li>
              <li>
                {SANDBOX_CARDS.threeDSecure} · {t('sandbox.three_d_secure', { code: SANDBOX_OTP })}
              </li>
            </ul>
          </details>
        </div>
      </div>
    </ClientMessages>
  );
}
