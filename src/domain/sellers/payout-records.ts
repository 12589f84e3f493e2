import { eq } from 'drizzle-orm';
import { sellerPayouts, sellers, type sellerApplications } from '@/db/schema';
import { formatMonth } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { sendByPhoneAndEmail } from '../notifications/senders';
import { cairoDay } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, type Actor } from '../staff/audit';
import { nextPeriod, payoutRecordSchema } from './payout-schemas';
import { applicationLocale, applicationOfSeller } from './application-of-seller';
import { payoutStatement, type PayoutRecord } from './payouts';

const payoutError = (key: string, field?: string) =>
  new AppError('invalid', key, {}, field ? { [field]: key } : {});

/**
 * Staff record that a closed month's payout was transferred: the amount the statement owes now (it
 * no longer changes: a later refund counts in its own month), the transfer's day (from the day
 * after the month to today, Cairo time) and the bank's reference, to the IBAN of the seller's
 * approved application. Once a month; the merchant is told by SMS and e-mail in their language.
 * Audited; the seller row is locked so that two staff members cannot record the month twice.
 */
export function recordPayoutAs(
  ctx: Ctx,
  actor: Actor,
  sellerId: number,
  input: unknown,
): Promise<PayoutRecord> {
  const form = parseInput(payoutRecordSchema, input);
  const firstDay = `${nextPeriod(form.period)}-01`;
  const today = cairoDay(nowOf(ctx));
  return audited(
    ctx,
    actor,
    { action: 'seller_payout.record', entity: 'seller', entityId: sellerId },
    async (tx) => {
      const [seller] = await tx.db
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.id, sellerId))
        .for('update');
      if (!seller) throw notFound('seller_not_found');
      if (firstDay > today) throw payoutError('payout_month_open');
      if (form.paid_on < firstDay || form.paid_on > today)
        throw payoutError('payout_paid_on_error', 'paid_on');
      const { totals, paid } = await payoutStatement(tx, sellerId, { period: form.period });
      if (paid) throw new AppError('conflict', 'payout_recorded');
      if (totals.payout <= 0) throw new AppError('conflict', 'payout_nothing_owed');
      const application = await applicationOfSeller(tx, sellerId);
      const [row] = await tx.db
        .insert(sellerPayouts)
        .values({
          sellerId,
          period: form.period,
          amount: totals.payout,
          paidOn: form.paid_on,
          reference: form.reference,
          iban: application?.answers.iban ?? null,
          recordedBy: 'id' in actor ? actor.email : `cli:${actor.cli}`,
          createdAt: nowOf(tx),
        })
        .returning();
      if (application) await notifyPayout(tx, application, row!);
      const after = {
        period: row!.period,
        amount: row!.amount,
        paid_on: row!.paidOn,
        reference: row!.reference,
      };
      return { result: row!, before: null, after };
    },
  );
}

/** The last four characters of an IBAN, the way a bank statement names the account. */
export const ibanEnding = (iban: string | null) => (iban ? iban.replace(/\s/g, '').slice(-4) : null);

async function notifyPayout(
  ctx: Ctx,
  application: typeof sellerApplications.$inferSelect,
  payout: PayoutRecord,
) {
  const locale = applicationLocale(application);
  const t = getT(locale);
  const month = formatMonth(payout.period, locale);
  const values = { amount: payout.amount / 100, month, reference: payout.reference };
  const ending = ibanEnding(payout.iban);
  await sendByPhoneAndEmail(
    ctx.db,
    { phone: application.phone, email: application.answers.contact_email },
    {
      body: ending
        ? t('admin_payouts.notify.paid', { ...values, ending })
        : t('admin_payouts.notify.paid_no_iban', values),
      subject: t('admin_payouts.notify.subject', { month }),
      locale,
    },
  );
}
