import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  cardInstalments,
  cardPurchases,
  creditCards,
  instalmentPayments,
  orders,
  payments,
  sellerTranslations,
  type InstalmentStatus,
  type PaymentStatus,
  type PurchaseStatus,
} from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { cairoDay } from '../shared/cairo-day';

/**
 * What a cardholder sees of the card's instalments (the account page, /payinstallment, an order's
 * details): the schedule of each purchase, what is due or overdue, and the payments made.
 * Money in piastres. An instalment still due after its day is overdue (no late fee: §9 names none).
 */
/** What a shopper sees of an instalment: its status, with a due one past its day shown as overdue. */
export const INSTALMENT_STATES = ['due', 'overdue', 'paid', 'canceled', 'refunded'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

export interface InstalmentView {
  id: number;
  seq: number;
  months: number;
  dueDate: string;
  amount: number;
  principal: number;
  fee: number;
  state: InstalmentState;
  paidAt: Date | null;
  orderId: number;
  incrementId: string;
  seller: string;
}

export interface PurchaseView {
  id: number;
  orderId: number;
  incrementId: string;
  seller: string;
  months: number;
  rateBps: number;
  financed: number;
  interest: number;
  fee: number;
  status: PurchaseStatus;
  createdAt: Date;
  instalments: InstalmentView[];
}

export interface InstalmentPaymentView {
  id: number;
  amount: number;
  status: PaymentStatus;
  createdAt: Date;
  settledAt: Date | null;
  instalments: number;
}

export interface CardScheduleView {
  card: { last4: string; limit: number; available: number };
  /** The next due day with an instalment still to pay, and what falls due on it (overdue ones too). */
  next: { dueDate: string; amount: number } | null;
  overdue: number;
  /** All that is still to pay on the card: the amount of its due and overdue instalments, and how many. */
  owed: { amount: number; count: number };
  /** Due and overdue instalments, oldest first: what /payinstallment offers. */
  open: InstalmentView[];
  purchases: PurchaseView[];
  payments: InstalmentPaymentView[];
}

export const stateOf = (status: InstalmentStatus, dueDate: string, today: string): InstalmentState =>
  status === 'due' && dueDate < today ? 'overdue' : status;

async function purchasesWhere(ctx: Ctx, where: ReturnType<typeof eq>): Promise<PurchaseView[]> {
  const rows = await ctx.db
    .select({ purchase: cardPurchases, incrementId: orders.incrementId, seller: sellerTranslations.name })
    .from(cardPurchases)
    .innerJoin(orders, eq(orders.id, cardPurchases.orderId))
    .leftJoin(
      sellerTranslations,
      and(eq(sellerTranslations.sellerId, cardPurchases.sellerId), eq(sellerTranslations.locale, ctx.locale)),
    )
    .where(where)
    .orderBy(desc(cardPurchases.createdAt), asc(cardPurchases.id));
  if (rows.length === 0) return [];
  const instalments = await ctx.db
    .select()
    .from(cardInstalments)
    .where(
      inArray(
        cardInstalments.purchaseId,
        rows.map((r) => r.purchase.id),
      ),
    )
    .orderBy(asc(cardInstalments.seq));
  const today = cairoDay(nowOf(ctx));
  return rows.map(({ purchase: p, incrementId, seller }) => ({
    id: p.id,
    orderId: p.orderId,
    incrementId,
    seller: seller ?? '',
    months: p.months,
    rateBps: p.rateBps,
    financed: p.financed,
    interest: p.interest,
    fee: p.fee,
    status: p.status,
    createdAt: p.createdAt,
    instalments: instalments
      .filter((i) => i.purchaseId === p.id)
      .map((i) => ({
        id: i.id,
        seq: i.seq,
        months: p.months,
        dueDate: i.dueDate,
        amount: i.amount,
        principal: i.principal,
        fee: i.fee,
        state: stateOf(i.status, i.dueDate, today),
        paidAt: i.paidAt,
        orderId: p.orderId,
        incrementId,
        seller: seller ?? '',
      })),
  }));
}

/** The plans an order was paid with (its details page). */
export const orderPurchases = (ctx: Ctx, orderId: number) =>
  purchasesWhere(ctx, eq(cardPurchases.orderId, orderId));

/** The card's whole schedule: purchases, what is open, the next due day, and the payments. */
export async function cardSchedule(ctx: Ctx, cardId: number): Promise<CardScheduleView> {
  const [[card], purchases, paid] = await Promise.all([
    ctx.db
      .select({
        number: creditCards.number,
        limit: creditCards.creditLimit,
        available: creditCards.available,
      })
      .from(creditCards)
      .where(eq(creditCards.id, cardId)),
    purchasesWhere(ctx, eq(cardPurchases.cardId, cardId)),
    ctx.db
      .select({ group: instalmentPayments, payment: payments })
      .from(instalmentPayments)
      .innerJoin(
        payments,
        and(eq(payments.payableType, 'instalments'), eq(payments.payableId, instalmentPayments.id)),
      )
      .where(and(eq(instalmentPayments.cardId, cardId), inArray(payments.status, ['settled', 'refunded'])))
      .orderBy(desc(payments.settledAt)),
  ]);
  const open = purchases
    .flatMap((p) => p.instalments)
    .filter((i) => i.state === 'due' || i.state === 'overdue')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  // The next instalment is the first still to come; overdue ones are counted apart, not "next".
  const upcoming = open.filter((i) => i.state === 'due');
  const first = upcoming[0];
  return {
    card: { last4: card!.number.slice(-4), limit: card!.limit, available: card!.available },
    next: first
      ? {
          dueDate: first.dueDate,
          amount: upcoming.filter((i) => i.dueDate === first.dueDate).reduce((s, i) => s + i.amount, 0),
        }
      : null,
    overdue: open.filter((i) => i.state === 'overdue').length,
    owed: { amount: open.reduce((s, i) => s + i.amount, 0), count: open.length },
    open,
    purchases,
    payments: paid.map(({ group, payment }) => ({
      id: group.id,
      amount: payment.amount,
      status: payment.status,
      createdAt: payment.createdAt,
      settledAt: payment.settledAt,
      instalments: group.instalmentIds.length,
    })),
  };
}
