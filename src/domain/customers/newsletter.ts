import { newsletterSubscribers } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { newsletterSchema } from './schemas';

/** Subscribes an e-mail address; subscribing twice is not an error. */
export async function subscribeToNewsletter(
  ctx: Ctx,
  input: unknown,
): Promise<{ status: 'subscribed' | 'already_subscribed' }> {
  const email = parseInput(newsletterSchema, input).email.toLowerCase();
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, locale: ctx.locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { status: inserted.length > 0 ? 'subscribed' : 'already_subscribed' };
}
