import type { Db } from '../client';
import { coupons } from '../schema';

const DAY_MS = 86_400_000;

/** Demo coupons: one for everyone, one with a minimum basket, and one already expired. */
export async function insertCoupons(db: Db, now: Date): Promise<void> {
  const from = new Date(now.getTime() - 30 * DAY_MS);
  await db.insert(coupons).values([
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 1000,
      maxDiscount: 50_000,
      minSubtotal: 0,
      startsAt: from,
      endsAt: new Date(now.getTime() + 365 * DAY_MS),
    },
    {
      code: 'SAVE200',
      kind: 'fixed',
      value: 20_000,
      minSubtotal: 200_000,
      startsAt: from,
      endsAt: new Date(now.getTime() + 90 * DAY_MS),
    },
    {
      code: 'EXPIRED50',
      kind: 'fixed',
      value: 5_000,
      minSubtotal: 0,
      startsAt: from,
      endsAt: new Date(now.getTime() - DAY_MS),
    },
  ]);
}
