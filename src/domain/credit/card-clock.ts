import { eq, inArray, sql } from 'drizzle-orm';
import { cardInstalments, creditCards, customers } from '@/db/schema';
import { config } from '@/config';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';

/**
 * The sandbox's clock for the card (never in production): moving a card `days` ahead brings each
 * of its instalments' due days that much closer, so that due, overdue and paid states can be
 * tried today. One card (by its holder's phone) or every card. Answers how many instalments moved.
 */
export async function advanceCardDays(ctx: Ctx, days: number, phone?: string): Promise<number> {
  if (config().production) throw new AppError('forbidden', 'sandbox_only');
  if (!Number.isSafeInteger(days) || days < 1 || days > 3660) throw new AppError('invalid', 'invalid_input');
  const cards = ctx.db
    .select({ id: creditCards.id })
    .from(creditCards)
    .innerJoin(customers, eq(customers.id, creditCards.customerId))
    .where(phone ? eq(customers.phone, phone) : undefined);
  const ids = (await cards).map((c) => c.id);
  if (phone && ids.length === 0) throw notFound('credit_card_not_found');
  if (ids.length === 0) return 0;
  const moved = await ctx.db
    .update(cardInstalments)
    .set({ dueDate: sql`${cardInstalments.dueDate} - ${days}::int` })
    .where(inArray(cardInstalments.cardId, ids))
    .returning({ id: cardInstalments.id });
  return moved.length;
}
