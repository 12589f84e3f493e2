import { and, count, eq, isNull } from 'drizzle-orm';
import { orderItems, orders, sellerApplications } from '@/db/schema';
import { isLocale } from '@/i18n/locales';
import { formatNumber } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { publicUrl } from '@/lib/public-url';
import { sendByPhoneAndEmail } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';

/**
 * Tells each seller with lines in an order now to be prepared that it has items to ship, by SMS to
 * the phone its application proved and by e-mail to its contact address, in the application's
 * language, with the order's page in the seller portal. The store's own dealers (no application)
 * see their orders in the back office. Written in the caller's transaction, sent once it commits.
 */
export async function notifySellersOfOrder(ctx: Ctx, orderId: number) {
  const rows = await ctx.db
    .select({
      number: orders.incrementId,
      phone: sellerApplications.phone,
      answers: sellerApplications.answers,
      locale: sellerApplications.locale,
      lines: count(orderItems.id),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      sellerApplications,
      and(eq(sellerApplications.sellerId, orderItems.sellerId), eq(sellerApplications.status, 'approved')),
    )
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.canceledAt)))
    .groupBy(
      orderItems.sellerId,
      orders.incrementId,
      sellerApplications.id,
      sellerApplications.phone,
      sellerApplications.answers,
      sellerApplications.locale,
    );
  for (const row of rows) {
    const locale = isLocale(row.locale) ? row.locale : 'ar';
    const t = getT(locale);
    const body = t('admin_seller.notify.new_order', {
      number: row.number,
      n: formatNumber(row.lines, locale),
      link: `${publicUrl()}/admin/seller/orders/${orderId}`,
    });
    await sendByPhoneAndEmail(
      ctx.db,
      { phone: row.phone, email: row.answers.contact_email || null },
      { body, subject: t('admin_seller.notify.new_order_subject', { number: row.number }), locale },
    );
  }
}
