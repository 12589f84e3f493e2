import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import Link from '@/components/ui/link.client';
import { TEXT_LINK } from '@/components/ui/styles';
import { Suspense } from 'react';
import { LoadingState } from '@/components/account/status-blocks.client';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { PayInstalments } from '@/components/instalments/pay-instalments.client';
import { ScreenReserve } from '@/components/ui/screen-reserve';
import { getServerT } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t('instalments.title'), description: t('instalments.meta_description') };
}

/** /payinstallment (§2): pay the Aman card's instalments, signed in or with a code to the card's phone. */
export default async function PayInstalmentPage() {
  const { t } = await getServerT();
  return (
    <ClientMessages area="instalments">
      <div className="mx-auto max-w-3xl px-3 py-4 md:px-4 md:py-6" data-testid="payinstallment-page">
        <Breadcrumbs t={t} trail={[]} current={t('instalments.title')} />
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold md:text-3xl">{t('instalments.title')}</h1>
          <Link href="/help" className={`text-sm ${TEXT_LINK}`} data-testid="help-link">
            {t('help.link')}
          </Link>
        </div>
        <ScreenReserve>
          <Suspense fallback={<LoadingState label={t('instalments.loading')} />}>
            <PayInstalments />
          </Suspense>
        </ScreenReserve>
      </div>
    </ClientMessages>
  );
}
