import { and, eq } from 'drizzle-orm';
import { customers, newsletterSubscribers } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { newsletterSchema } from './schemas';

/**
 * Subscribes an e-mail address (the footer's form); subscribing twice is not an error. The list is
 * one: an account with this address shows itself subscribed on its newsletter page.
 */
export async function subscribeToNewsletter(
  ctx: Ctx,
  input: unknown,
): Promise<{ status: 'subscribed' | 'already_subscribed' }> {
  const email = parseInput(newsletterSchema, input).email.toLowerCase();
  return ctx.db.transaction(async (db) => {
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({ email, locale: ctx.locale })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    await db
      .update(customers)
      .set({ newsletter: true, updatedAt: nowOf(ctx) })
      .where(and(eq(customers.email, email), eq(customers.newsletter, false)));
    return { status: inserted.length > 0 ? 'subscribed' : 'already_subscribed' };
  });
}

/**
 * The account's page ticks or unticks the newsletter: its address (when it has one) joins or leaves
 * the one list.
 */
export async function setAccountNewsletter(
  ctx: Ctx,
  customerId: number,
  email: string | null,
  subscribed: boolean,
): Promise<void> {
  await ctx.db.transaction(async (db) => {
    await db
      .update(customers)
      .set({ newsletter: subscribed, updatedAt: nowOf(ctx) })
      .where(eq(customers.id, customerId));
    if (!email) return;
    const address = email.toLowerCase();
    if (subscribed)
      await db
        .insert(newsletterSubscribers)
        .values({ email: address, locale: ctx.locale })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
    else await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
  });
}
