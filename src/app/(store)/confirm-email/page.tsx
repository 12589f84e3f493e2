import type { Metadata } from 'next';
import { ConfirmEmail } from '@/components/auth/confirm-email.client';
import { ClientMessages } from '@/components/layout/client-messages';
import { getServerT } from '@/i18n/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t('auth.confirm_email.title'), robots: { index: false } };
}

/** The link that confirms an account's e-mail address (src/domain/customers/email-confirmation.ts). */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <ClientMessages area="auth">
      <ConfirmEmail token={(Array.isArray(token) ? token[0] : token) || null} />
    </ClientMessages>
  );
}
