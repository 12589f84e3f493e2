import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { ForgotPasswordPageContent } from '@/components/auth/auth-pages.client';
import { resetLinkWorks } from '@/domain/auth/password-reset';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const tokenOf = async (searchParams: Props['searchParams']) => {
  const { token } = await searchParams;
  return (Array.isArray(token) ? token[0] : token) || null;
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { t } = await getServerT();
  const token = await tokenOf(searchParams);
  return { title: t(token ? 'auth.reset_title' : 'auth.forgot_title'), robots: { index: false } };
}

/**
 * Forgot and reset password on one screen (§2): reset mode when the mail's token is in the URL. A
 * link already used, replaced or past its hour says so before anything is typed, over the form
 * that asks for a new one.
 */
export default async function ForgotPasswordPage({ searchParams }: Props) {
  const { locale } = await getServerT();
  const token = await tokenOf(searchParams);
  const works = token !== null && (await resetLinkWorks(pageCtx(locale), token));
  return (
    <ClientMessages area="auth">
      <ForgotPasswordPageContent token={works ? token : null} linkEnded={token !== null && !works} />
    </ClientMessages>
  );
}
