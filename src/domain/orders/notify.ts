import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { customers, orders } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import { formatDate, formatList, formatPrice } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { sendByPhoneAndEmail } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { CARD } from '../credit/settings';
import { orderPurchases } from '../credit/card-schedule';
import { estimateDelivery, isGovernorate } from '../catalog/delivery';
import { nowOf } from '../shared/ctx';
import { sentencePart } from '../shared/sentence-part';

/** When an order placed now should arrive at its governorate (§9), as the checkout said. */
function deliveryText(governorate: unknown, now: Date, locale: Locale): string {
  if (!isGovernorate(governorate)) return '';
  const { from, to } = estimateDelivery(governorate, now);
  return getT(locale)('admin_orders.notify.delivery', {
    from: formatDate(from, locale),
    to: formatDate(to, locale),
  });
}

/**
 * An order bought on the instalment card: each plan agreed, said as the receipt says it (months,
 * the monthly amount, the first instalment with any fee and its day).
 */
async function cardPlansText(ctx: Ctx, orderId: number, locale: Locale, t: TFunction): Promise<string> {
  // In the message's language; with several sellers' plans, each named by its seller (as the receipt does).
  const purchases = await orderPurchases({ ...ctx, locale }, orderId);
  return purchases
    .map(({ months, instalments, seller }) => {
      const [first, second] = instalments;
      if (!first) return '';
      return t('admin_orders.notify.pay_card', {
        seller: purchases.length > 1 && seller ? ` (${seller})` : '',
        count: months,
        monthly: formatPrice((second ?? first).amount, locale),
        first: formatPrice(first.amount, locale),
        date: formatDate(first.dueDate, locale),
      });
    })
    .join('');
}

/** What the customer is told about: the order placed (or paid at the gateway), then by staff or the courier. */
export const ORDER_NOTICES = [
  'placed',
  /** A card or wallet order not paid within its window, canceled by the sweep. */
  'payment_timeout',
  /** A card or wallet payment declined at the gateway: the order canceled, its products in the cart. */
  'payment_declined',
  'shipped',
  /** A seller's lines left before the rest of the order. */
  'lines_shipped',
  'delivered',
  'canceled',
  'line_canceled',
  /** The shopper's own cancel, of the order or of one line. */
  'canceled_by_you',
  'line_canceled_by_you',
  'refund_requested',
  'refund_approved',
  'refund_partial',
  /** Approved for fewer items than were asked back: the others' reason is said. */
  'refund_kept',
  'refund_rejected',
] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

/**
 * Tells the customer that their order changed, by SMS to their phone and by e-mail when they
 * have an address, in the language the order was placed in (Arabic if it is not one we know);
 * written in the caller's transaction, and sent only once it commits (notifications/relay.ts).
 */
export async function notifyOrderCustomer(
  ctx: Ctx,
  orderId: number,
  notice: OrderNotice,
  /** A list (the names of products) is written as one in the order's language. */
  params: Record<string, string | string[]> = {},
) {
  const [row] = await ctx.db
    .select({
      incrementId: orders.incrementId,
      grandTotal: orders.grandTotal,
      address: orders.address,
      method: orders.paymentMethod,
      locale: orders.locale,
      name: customers.firstName,
      phone: customers.phone,
      email: customers.email,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const locale = isLocale(row.locale) ? row.locale : 'ar';
  const t = getT(locale);
  const total = formatPrice(row.grandTotal, locale);
  const refunded = Number(params.refunded ?? 0);
  const body = t(`admin_orders.notify.${notice}`, {
    name: row.name,
    number: row.incrementId,
    carrier: '',
    tracking: '',
    reason: '',
    amount: '',
    total,
    phone: CARD.supportLine,
    // What a cancel paid back, and when (§9: 3 to 4 days); nothing for an order not paid yet.
    money: refunded > 0 ? t('admin_orders.notify.money_back', { amount: formatPrice(refunded, locale) }) : '',
    delivery: notice === 'placed' ? deliveryText(row.address.governorate, nowOf(ctx), locale) : '',
    pay:
      row.method === 'cashondelivery'
        ? t('admin_orders.notify.pay_courier', { total })
        : row.method === 'ocean_amancard' && notice === 'placed'
          ? await cardPlansText(ctx, orderId, locale, t)
          : '',
    ...Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? formatList(v, locale) : v]),
    ),
    // Staff's reason, inside a sentence the message ends itself.
    ...(typeof params.reason === 'string' ? { reason: sentencePart(params.reason) } : {}),
  });
  await sendByPhoneAndEmail(
    ctx.db,
    { phone: row.phone, email: row.email },
    { body, subject: t(`admin_orders.notify.subjects.${notice}`, { number: row.incrementId }), locale },
  );
}
