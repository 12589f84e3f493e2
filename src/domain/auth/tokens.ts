import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { customers, customerTokens } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { generateToken, hashToken } from './secrets';

/** A customer token lives as long as the browser session that holds it. */
export const TOKEN_TTL_MS = 30 * 24 * 3_600_000;

export type Customer = typeof customers.$inferSelect;

export const unauthorized = () => new AppError('unauthenticated', 'unauthorized');

export async function issueToken(ctx: Ctx, customerId: number): Promise<string> {
  const token = generateToken();
  await ctx.db.insert(customerTokens).values({
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(nowOf(ctx).getTime() + TOKEN_TTL_MS),
  });
  return token;
}

/** The customer a bearer token belongs to; a missing, expired or revoked token is a 401. */
export async function authenticate(ctx: Ctx, token: string | undefined | null): Promise<Customer> {
  if (!token) throw unauthorized();
  const [row] = await ctx.db
    .select({ customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        isNull(customerTokens.revokedAt),
        gt(customerTokens.expiresAt, nowOf(ctx)),
      ),
    )
    .limit(1);
  if (!row) throw unauthorized();
  return row.customer;
}

export async function revokeToken(ctx: Ctx, token: string): Promise<void> {
  await ctx.db
    .update(customerTokens)
    .set({ revokedAt: nowOf(ctx) })
    .where(and(eq(customerTokens.tokenHash, hashToken(token)), isNull(customerTokens.revokedAt)));
}

/** After a password change or reset every other session ends. */
export async function revokeAllTokens(ctx: Ctx, customerId: number, exceptToken?: string): Promise<void> {
  await ctx.db
    .update(customerTokens)
    .set({ revokedAt: nowOf(ctx) })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        isNull(customerTokens.revokedAt),
        exceptToken ? ne(customerTokens.tokenHash, hashToken(exceptToken)) : undefined,
      ),
    );
}
