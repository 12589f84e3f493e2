import { newsletterSubscribers } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { newsletterSchema } from './schemas';

/** Subscribes an e-mail address; subscribing twice is not an error. */
export async function subscribeToNewsletter(
  ctx: Ctx,
  input: unknown,
): Promise<{ status: 'subscribed' | 'already_subscribed' }> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'email_error');
  }
  const email = parsed.data.email.toLowerCase();
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, locale: ctx.locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { status: inserted.length > 0 ? 'subscribed' : 'already_subscribed' };
}
