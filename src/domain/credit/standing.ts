import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@/db/schema';
import type { Ctx } from '../shared/ctx';

/** Where a customer stands with the card: whether they hold one, and their latest application's state. */
export interface CreditStanding {
  aman_card: boolean;
  /** The latest application's status, or null with none (or with a card, where it no longer matters). */
  credit_application: ApplicationStatus | null;
}

/**
 * Read with every session (src/auth/options.ts), so the menus and the promo strip follow the card
 * and the application as staff decide: one query.
 */
export async function creditStanding(ctx: Ctx, customerId: number): Promise<CreditStanding> {
  const result = await ctx.db.execute(sql`select
      exists (select 1 from credit_cards where customer_id = ${customerId}) as card,
      (select status from credit_applications where customer_id = ${customerId}
        order by id desc limit 1) as status`);
  const [row] = (result as unknown as { rows: { card: boolean; status: ApplicationStatus | null }[] }).rows;
  const card = Boolean(row?.card);
  return { aman_card: card, credit_application: card ? null : (row?.status ?? null) };
}
