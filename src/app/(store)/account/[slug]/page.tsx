import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getCustomerSession } from '@/auth/session';
import { AccountSection } from '@/components/account/account-section';
import { AccountShell } from '@/components/account/account-shell';
import { accountPath, isAccountSlug } from '@/components/account/account-slugs';
import { LogoutScreen } from '@/components/account/logout-screen.client';
import { ScreenReserve } from '@/components/ui/screen-reserve';
import { getServerT } from '@/i18n/server';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's address with its query (?orderId=), to come back to after signing in. */
function returnPath(slug: Parameters<typeof accountPath>[0], query: Awaited<Props['searchParams']>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) search.append(key, one);
  const tail = search.toString();
  return tail ? `${accountPath(slug)}?${tail}` : accountPath(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!isAccountSlug(slug)) return {};
  const { t } = await getServerT();
  // A customer's own pages: nothing for a search engine.
  return { title: t(`account_menu.${slug}`), robots: { index: false, follow: false } };
}

/** /account/{slug} (§2): the account pages behind sign-in, and logout, which is an action. */
export default async function AccountPage({ params, searchParams }: Props) {
  const { slug } = await params;
  if (!isAccountSlug(slug)) notFound();
  const session = await getCustomerSession();
  if (slug === 'logout') {
    if (!session) redirect('/');
    return (
      <ClientMessages area="account">
        <LogoutScreen />
      </ClientMessages>
    );
  }
  if (!session) {
    // Back to the same view after signing in: a link to an order (?orderId=) opens that order.
    const back = returnPath(slug, await searchParams);
    redirect(`/login?callbackUrl=${encodeURIComponent(back)}&error=SessionRequired`);
  }
  const { t } = await getServerT();
  return (
    <ClientMessages area="account">
      <AccountShell
        active={slug}
        customerName={session.user.name || null}
        hasCard={session.user.aman_card}
        t={t}
      >
        <ScreenReserve>
          <AccountSection slug={slug} />
        </ScreenReserve>
      </AccountShell>
    </ClientMessages>
  );
}
