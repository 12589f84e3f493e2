import Link from '@/components/ui/link.client';
import { SignInFrame } from '@/components/admin/sign-in-frame';
import { PasswordLinkForm } from '@/components/admin/password-link-form.client';
import { AppError } from '@/domain/shared/errors';
import { passwordLinkOwner } from '@/domain/staff/password-links';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';
import type { Locale } from '@/i18n/locales';
import { TEXT_LINK } from '@/components/ui/styles';

/** Whose password the link sets, or why it cannot (used, replaced, expired). */
async function ownerOf(locale: Locale, token: string | undefined) {
  try {
    return { owner: await passwordLinkOwner(pageCtx(locale), token) };
  } catch (err) {
    if (err instanceof AppError && err.kind === 'not_found') return { refusal: err.messageKey };
    throw err;
  }
}

/**
 * /admin/login/password?token=…: a staff password set through a link, the way an approved seller
 * first gets into the seller portal. The link is checked here and again when the password is sent.
 */
export default async function StaffPasswordLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { t, locale } = await getServerT();
  const { token } = await searchParams;
  const { owner, refusal } = await ownerOf(locale, token);
  return (
    <SignInFrame t={t} title={t('admin.password_link.title')}>
      {owner ? (
        <>
          <p className="mb-2 text-neutral-700">{t('admin.password_link.intro')}</p>
          <p className="mb-4 text-neutral-700">
            {t('admin.password_link.account')}{' '}
            <bdi dir="ltr" className="font-medium text-neutral-900" data-testid="admin-link-email">
              {owner.email}
            </bdi>
          </p>
          <PasswordLinkForm token={token!} email={owner.email} />
        </>
      ) : (
        <>
          <p className="mb-4 text-neutral-700" data-testid="admin-link-refused">
            {t(`errors.${refusal}`)}
          </p>
          <Link href="/admin/login" className={TEXT_LINK}>
            {t('admin.password_link.sign_in')}
          </Link>
        </>
      )}
    </SignInFrame>
  );
}
