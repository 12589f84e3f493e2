import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { AccountNav } from './account-nav';
import { accountLabelKey, type AccountSlug } from './account-slugs';
import { SessionGuard } from './session-guard.client';

/** Breadcrumbs and title, the account menu on the start side (above the content under 992 px). */
export function AccountShell({
  active,
  customerName,
  hasCard,
  t,
  children,
}: {
  active: AccountSlug;
  customerName: string | null;
  hasCard: boolean;
  t: TFunction;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 md:px-4 md:py-6" data-testid={`account-page-${active}`}>
      <SessionGuard />
      <Breadcrumbs
        t={t}
        trail={[{ name: t('header.my_account'), href: '/account' }]}
        current={t(accountLabelKey(active, hasCard))}
      />
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
        <aside className="min-w-0">
          {customerName && (
            <p className="mb-3 hidden text-neutral-600 lg:block" data-testid="account-greeting">
              {t('account.greeting', { name: customerName })}
            </p>
          )}
          <AccountNav active={active} hasCard={hasCard} t={t} />
        </aside>
        <div className="min-w-0">
          <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t(accountLabelKey(active, hasCard))}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
