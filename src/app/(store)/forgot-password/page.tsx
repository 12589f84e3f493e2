import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { ForgotPasswordPageContent } from '@/components/auth/auth-pages.client';
import { getServerT } from '@/i18n/server';

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

/** Forgot and reset password on one screen (§2): reset mode when the mail's token is in the URL. */
export default async function ForgotPasswordPage({ searchParams }: Props) {
  return (
    <ClientMessages area="auth">
      <ForgotPasswordPageContent token={await tokenOf(searchParams)} />
    </ClientMessages>
  );
}
