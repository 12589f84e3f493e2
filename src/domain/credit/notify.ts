import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { APPLICATION_STATUSES, creditCards, customers, type ApplicationStatus } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { formatList, formatPrice } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { sendByPhoneAndEmail } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import type { ApplicationRow } from './applications';
import { CARD } from './settings';
import { publicUrl } from '@/lib/public-url';
import { sentencePart } from '../shared/sentence-part';

/** Statuses the shopper is told about (a draft is their own business). */
export const NOTIFIED_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => status !== 'draft',
);

/** Every message about the card, each with its e-mail subject (`credit.notify.subjects.*`). */
export const CREDIT_NOTICES = [
  ...NOTIFIED_STATUSES,
  'held_application',
  'released_card',
  'released_application',
  'limit_changed',
  'instalments_paid',
  /** The card's PIN set or changed: told at once, so that someone else's doing is noticed. */
  'pin_set',
] as const;
type CreditNotice = (typeof CREDIT_NOTICES)[number];

/**
 * Tells the applicant of a change, by SMS to the account phone and by e-mail when the account has
 * one, in the account's language; written in the caller's transaction, sent once it commits.
 */
export async function notifyApplicationStatus(ctx: Ctx, customerId: number, application: ApplicationRow) {
  if (!NOTIFIED_STATUSES.includes(application.status)) return;
  // A hold before any card pauses the application; §8's words about a credit limit are for a card.
  const notice: CreditNotice =
    application.status === 'on_hold' && application.statusBeforeHold !== 'accepted'
      ? 'held_application'
      : application.status;
  await tellCustomer(ctx, customerId, notice, (t, locale, name) =>
    t(`credit.notify.${notice}`, {
      name,
      limit: application.approvedLimit === null ? '' : formatPrice(application.approvedLimit, locale),
      reason: application.rejectionReason ?? '',
      note: application.documentsNote
        ? t('credit.notify.documents_note', { note: sentencePart(application.documentsNote) })
        : '',
      link: `${publicUrl()}/account/credit-limit-request`,
      documents: formatList(
        application.requestedDocuments.map((kind) => t(`credit.documents.${kind}`)),
        locale,
      ),
      phone: CARD.supportLine,
    }),
  );
}

/**
 * A hold lifted: a card usable again says so with its limit as it stands now (not the one first
 * approved); an application back in review says so, not "we received it"; one waiting for
 * documents asks for them again.
 */
export async function notifyRelease(ctx: Ctx, customerId: number, application: ApplicationRow) {
  if (application.status === 'documents_needed') return notifyApplicationStatus(ctx, customerId, application);
  const [card] = await ctx.db
    .select({ creditLimit: creditCards.creditLimit })
    .from(creditCards)
    .where(eq(creditCards.customerId, customerId));
  const released = application.status === 'accepted' && card ? 'released_card' : 'released_application';
  await tellCustomer(ctx, customerId, released, (t, locale, name) =>
    t(`credit.notify.${released}`, { name, limit: card ? formatPrice(card.creditLimit, locale) : '' }),
  );
}

/** A card's limit changed by staff: the new limit. */
export async function notifyLimitChanged(ctx: Ctx, customerId: number, creditLimit: number) {
  await tellCustomer(ctx, customerId, 'limit_changed', (t, locale, name) =>
    t('credit.notify.limit_changed', { name, limit: formatPrice(creditLimit, locale) }),
  );
}

/** The receipt of instalments paid online: what the card received, by SMS (and e-mail). */
export async function notifyInstalmentsPaid(ctx: Ctx, cardId: number, amount: number) {
  const [card] = await ctx.db
    .select({ customerId: creditCards.customerId })
    .from(creditCards)
    .where(eq(creditCards.id, cardId));
  if (!card) return;
  await tellCustomer(ctx, card.customerId, 'instalments_paid', (t, locale, name) =>
    t('credit.notify.instalments_paid', { name, amount: formatPrice(amount, locale) }),
  );
}

/** The card's PIN set or changed: if it was not the cardholder, they call at once. */
export async function notifyPinSet(ctx: Ctx, customerId: number) {
  await tellCustomer(ctx, customerId, 'pin_set', (t, _locale, name) =>
    t('credit.notify.pin_set', { name, phone: CARD.supportLine }),
  );
}

/** By SMS to the account phone and by e-mail when it has one, in the account's language. */
async function tellCustomer(
  ctx: Ctx,
  customerId: number,
  notice: CreditNotice,
  text: (t: TFunction, locale: Locale, name: string) => string,
) {
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return;
  const locale = customer.locale;
  const t = getT(locale);
  const body = text(t, locale, customer.firstName);
  const subject = t(`credit.notify.subjects.${notice}`);
  await sendByPhoneAndEmail(ctx.db, customer, { body, subject, locale });
}
