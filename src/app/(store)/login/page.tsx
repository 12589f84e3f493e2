import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { LoginPageContent } from '@/components/auth/auth-pages.client';
import { getServerT } from '@/i18n/server';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** next-auth's error codes, as the message the login page shows above the form. */
const SIGN_IN_FAILED = new Set([
  'CredentialsSignin',
  'OAuthSignin',
  'OAuthCallback',
  'OAuthAccountNotLinked',
  'Callback',
]);

function errorKey(error: string): string {
  if (error === 'SessionRequired') return 'auth.error_session_required';
  if (SIGN_IN_FAILED.has(error)) return 'auth.error_signin_failed';
  return 'messages.404_text';
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t('auth.login_title'), robots: { index: false } };
}

/** The sign-in page next-auth sends to (pages.signIn), with its callbackUrl and error. */
export default async function LoginPage({ searchParams }: Props) {
  const { t } = await getServerT();
  const params = await searchParams;
  const error = first(params.error);
  return (
    <ClientMessages area="auth">
      <LoginPageContent callbackUrl={first(params.callbackUrl)} notice={error ? t(errorKey(error)) : null} />
    </ClientMessages>
  );
}
