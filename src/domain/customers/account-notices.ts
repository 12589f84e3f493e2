import { getT } from '@/i18n/translate';
import { CARD } from '../credit/settings';
import { sendByPhoneAndEmail } from '../notifications/senders';
import type { Customer } from '../auth/tokens';
import type { Ctx } from '../shared/ctx';

/** A change to how the account is reached or entered, which its owner must hear of if it was not them. */
export const ACCOUNT_CHANGES = ['email', 'email_removed', 'email_claimed', 'phone', 'password'] as const;
export type AccountChange = (typeof ACCOUNT_CHANGES)[number];

/**
 * Tells the account's owner of a change where the change cannot reach them: the e-mail changed is
 * told at the old address (and by SMS), the phone changed at the old number, the password by SMS
 * and e-mail. An address is written to only once its owner confirmed it: an unconfirmed one may be
 * a typo, a stranger's. Written in the caller's transaction, sent once it commits (notifications/relay.ts).
 */
export async function noticeAccountChange(
  ctx: Ctx,
  before: Pick<Customer, 'firstName' | 'phone' | 'email' | 'emailConfirmedAt' | 'locale'>,
  change: AccountChange,
  now: { email?: string | null; phone?: string },
) {
  const { locale } = before;
  const t = getT(locale);
  const body = t(`email.account_changed.${change}`, {
    name: before.firstName,
    email: now.email ?? '',
    phone: now.phone ?? '',
    support: CARD.supportLine,
  });
  const to = { phone: before.phone, email: before.emailConfirmedAt ? before.email : null };
  await sendByPhoneAndEmail(ctx.db, to, { body, subject: t('email.account_subject'), locale });
}
