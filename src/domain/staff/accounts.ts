import { eq, sql } from 'drizzle-orm';
import { staff } from '@/db/schema';
import { hashPassword } from '../auth/passwords';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { newStaffSchema } from './schemas';

export type StaffRow = typeof staff.$inferSelect;

export function findStaffByEmail(ctx: Ctx, email: string) {
  return ctx.db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.trim().toLowerCase()))
    .then((rows) => rows[0]);
}

/** A new staff account: it enrols its authenticator app at its first sign-in. */
export async function createStaff(ctx: Ctx, input: unknown): Promise<StaffRow> {
  const data = parseInput(newStaffSchema, input);
  if (await findStaffByEmail(ctx, data.email))
    throw new AppError('conflict', 'staff_email_taken', {}, { email: 'staff_email_taken' });
  const [row] = await ctx.db
    .insert(staff)
    .values({
      email: data.email,
      name: data.name,
      role: data.role,
      sellerId: data.role === 'seller' ? data.sellerId : null,
      passwordHash: await hashPassword(data.password),
    })
    .returning();
  return row!;
}
