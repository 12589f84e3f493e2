import { eq } from 'drizzle-orm';
import { APPLICATION_STATUSES, customers, type ApplicationStatus } from '@/db/schema';
import { formatList, formatPrice } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { messageSender } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import type { ApplicationRow } from './applications';
import { CARD } from './settings';

/** Statuses the shopper is told about (a draft is their own business). */
export const NOTIFIED_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => status !== 'draft',
);

/**
 * Tells the applicant of a change, by SMS to the account phone and by e-mail when the account has
 * one, in the account's language; written in the caller's transaction, sent once it commits.
 */
export async function notifyApplicationStatus(ctx: Ctx, customerId: number, application: ApplicationRow) {
  if (!NOTIFIED_STATUSES.includes(application.status)) return;
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return;
  const locale = customer.locale;
  const t = getT(locale);
  const body = t(`credit.notify.${application.status}`, {
    name: customer.firstName,
    limit: application.approvedLimit === null ? '' : formatPrice(application.approvedLimit, locale),
    reason: application.rejectionReason ?? '',
    documents: formatList(
      application.requestedDocuments.map((kind) => t(`credit.documents.${kind}`)),
      locale,
    ),
    phone: CARD.supportLine,
  });
  const sender = messageSender();
  if (customer.phone) await sender.send(ctx.db, { channel: 'sms', recipient: customer.phone, body, locale });
  if (customer.email)
    await sender.send(ctx.db, {
      channel: 'email',
      recipient: customer.email,
      subject: t('credit.notify.subject'),
      body,
      locale,
    });
}
