import { sellerApplications } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { sendByPhoneAndEmail } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { publicUrl } from '@/lib/public-url';
import { CARD } from '../credit/settings';
import { applicationLocale, applicationOfSeller } from './application-of-seller';

/** Staff write a reason as a sentence; the message ends it itself ("…again.." otherwise). */
const asClause = (reason: string) => reason.trim().replace(/[.。۔\s]+$/u, '');

type Row = typeof sellerApplications.$inferSelect;

/**
 * Tells the applicant that the application changed status, by SMS to the proven phone and by
 * e-mail to the contact address, in the language they applied in; written in the caller's
 * transaction, sent once it commits (notifications/relay.ts).
 */
export async function notifySellerApplication(ctx: Ctx, application: Row, portalLink: string | null = null) {
  if (application.status === 'draft') return;
  const locale = applicationLocale(application);
  const t = getT(locale);
  // An approval with the seller portal's set-password link, when an account was opened with it.
  const key = portalLink ? 'approved_portal' : application.status;
  const body = t(`sellers.notify.${key}`, {
    name: application.answers.merchant_name ?? '',
    store: application.answers.store_name ?? '',
    reference: application.reference,
    reason: asClause(application.decisionReason ?? ''),
    phone: CARD.supportLine,
    // A whole address, which a phone turns into a link.
    link: portalLink ?? `${publicUrl()}/sellonaman`,
  });
  await sendByPhoneAndEmail(
    ctx.db,
    { phone: application.phone, email: application.answers.contact_email },
    { body, subject: t('sellers.notify.subject', { reference: application.reference }), locale },
  );
}

/**
 * Tells a merchant that their store was suspended or reinstated, with the reason, at the phone and
 * e-mail of the application that made them a seller (the store's own dealers have none).
 */
export async function notifySellerStanding(ctx: Ctx, sellerId: number, suspended: boolean, reason: string) {
  const application = await applicationOfSeller(ctx, sellerId);
  if (!application) return;
  const locale = applicationLocale(application);
  const t = getT(locale);
  const body = t(suspended ? 'sellers.notify.store_suspended' : 'sellers.notify.store_reinstated', {
    store: application.answers.store_name ?? '',
    reason: asClause(reason),
    phone: CARD.supportLine,
  });
  const subject = t(
    suspended ? 'sellers.notify.store_suspended_subject' : 'sellers.notify.store_reinstated_subject',
    { store: application.answers.store_name ?? '' },
  );
  await sendByPhoneAndEmail(
    ctx.db,
    { phone: application.phone, email: application.answers.contact_email },
    { body, subject, locale },
  );
}
