import { and, eq } from 'drizzle-orm';
import { customerIdentities, customers } from '@/db/schema';
import { findByEmail, releaseUnconfirmedEmail } from '../customers/accounts';
import { EMAIL_PATTERN, NAME_MAX } from '../customers/schemas';
import { nowOf, type Ctx } from '../shared/ctx';
import { issueToken, type Customer } from './tokens';

export interface SsoProfile {
  provider: string;
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
}

const nameOr = (value: string | null | undefined, fallback: string) =>
  (value ?? '').trim().slice(0, NAME_MAX) || fallback;

/**
 * Sign-in through single sign-on. The provider's subject identifies the account; an existing
 * account is linked only through an e-mail the provider has verified. A new account has no phone
 * and is sent to the add-phone view until it adds one.
 */
export async function signInWithSso(
  ctx: Ctx,
  profile: SsoProfile,
): Promise<{ customer: Customer; token: string }> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [linked] = await tx
      .select({ customer: customers })
      .from(customerIdentities)
      .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
      .where(
        and(
          eq(customerIdentities.provider, profile.provider),
          eq(customerIdentities.subject, profile.subject),
        ),
      )
      .limit(1);
    let customer = linked?.customer;
    const email = profile.email && EMAIL_PATTERN.test(profile.email) ? profile.email.toLowerCase() : null;
    if (!customer) {
      let sameEmail = email ? await findByEmail(txCtx, email) : undefined;
      // An address the provider vouches for is taken from an account that never confirmed it.
      if (sameEmail && profile.emailVerified && (await releaseUnconfirmedEmail(txCtx, sameEmail)))
        sameEmail = undefined;
      // Both sides must vouch for the address: the provider, and the account's owner by its link.
      if (sameEmail?.emailConfirmedAt && profile.emailVerified) {
        customer = sameEmail;
      } else {
        [customer] = await tx
          .insert(customers)
          .values({
            firstName: nameOr(profile.firstName, 'Customer'),
            lastName: nameOr(profile.lastName, '-'),
            email: sameEmail ? null : email,
            emailConfirmedAt: email && !sameEmail && profile.emailVerified ? nowOf(ctx) : null,
            locale: ctx.locale,
          })
          .returning();
      }
      await tx
        .insert(customerIdentities)
        .values({ customerId: customer!.id, provider: profile.provider, subject: profile.subject });
    }
    return { customer: customer!, token: await issueToken(txCtx, customer!.id) };
  });
}
