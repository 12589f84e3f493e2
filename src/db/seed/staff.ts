import { asc, count } from 'drizzle-orm';
import type { Db } from '../client';
import { sellers, staff } from '../schema';
import { createStaff } from '@/domain/staff/accounts';
import type { StaffRole } from '@/domain/staff/roles';

/**
 * One back-office account per role, with the passwords written in the README: outside production
 * only (never with SEED_DEMO=1 in production). Each sets up its authenticator app at first sign-in.
 */
export const DEMO_STAFF: { role: StaffRole; email: string; name: string; password: string }[] = [
  { role: 'admin', email: 'admin@aman.test', name: 'Amira Admin', password: 'aman-admin-demo' },
  {
    role: 'operations',
    email: 'operations@aman.test',
    name: 'Omar Operations',
    password: 'aman-operations-demo',
  },
  { role: 'credit_officer', email: 'credit@aman.test', name: 'Carim Credit', password: 'aman-credit-demo' },
  { role: 'catalog', email: 'catalog@aman.test', name: 'Kamal Catalog', password: 'aman-catalog-demo' },
  { role: 'content', email: 'content@aman.test', name: 'Nour Content', password: 'aman-content-demo' },
  { role: 'seller', email: 'seller@aman.test', name: 'Sami Seller', password: 'aman-seller-demo' },
];

/** Adds the demo staff when there are none yet; answers how many were made. */
export async function seedDemoStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  if ((row?.n ?? 0) > 0) return 0;
  const [seller] = await db.select({ id: sellers.id }).from(sellers).orderBy(asc(sellers.id)).limit(1);
  const ctx = { db, locale: 'en' as const };
  let made = 0;
  for (const member of DEMO_STAFF) {
    if (member.role === 'seller' && !seller) continue;
    await createStaff(ctx, { ...member, sellerId: member.role === 'seller' ? seller!.id : undefined });
    made++;
  }
  return made;
}
