import { and, desc, eq, ne } from 'drizzle-orm';
import { countdowns } from '@/db/schema';
import { cairoDay, cairoEnd, cairoStart } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import { countdownSchema } from './promo-schemas';

/**
 * The header countdown in the back office (content role). The store shows the newest active row
 * of `countdowns` (getCountdown); staff edit that newest row (one is made the first time) and every
 * older row is switched off with it, so that switching the countdown off really hides it rather
 * than bringing back an older one. Switched off, the store falls back to the spec's default dates
 * (long past, so the banner hides) and the public call answers nulls, as before. The triggers on
 * countdowns bump the 'content' version in the writing transaction.
 */

export interface StaffCountdown {
  id: number;
  startsOn: string;
  endsOn: string;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

const toStaff = (row: typeof countdowns.$inferSelect): StaffCountdown => ({
  id: row.id,
  startsOn: cairoDay(row.startDate),
  endsOn: cairoDay(row.endDate),
  startDate: row.startDate,
  endDate: row.endDate,
  isActive: row.isActive,
});

/** What the audit log keeps of the countdown (Cairo days). */
const audit = (c: StaffCountdown | null) =>
  c && { starts_on: c.startsOn, ends_on: c.endsOn, active: c.isActive };

async function newest(ctx: Ctx, lock = false): Promise<StaffCountdown | null> {
  const query = ctx.db.select().from(countdowns).orderBy(desc(countdowns.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? toStaff(row) : null;
}

/** The countdown staff edit (null before the first one) and its history of changes. */
export async function countdownForStaff(ctx: Ctx) {
  return { current: await newest(ctx), history: await historyOf(ctx, 'countdown') };
}

/** Sets the countdown's Cairo days and whether it shows; answers it as stored. */
export function saveCountdownAs(ctx: Ctx, actor: Actor, input: unknown): Promise<StaffCountdown> {
  const form = parseInput(countdownSchema, input);
  const values = {
    startDate: cairoStart(form.starts_on),
    endDate: cairoEnd(form.ends_on),
    isActive: form.is_active,
  };
  return audited(
    ctx,
    actor,
    { action: 'header_countdown.update', entity: 'countdown', entityId: '' },
    async (tx) => {
      const before = await newest(tx, true);
      const [row] = before
        ? await tx.db.update(countdowns).set(values).where(eq(countdowns.id, before.id)).returning()
        : await tx.db.insert(countdowns).values(values).returning();
      await tx.db
        .update(countdowns)
        .set({ isActive: false })
        .where(and(ne(countdowns.id, row!.id), eq(countdowns.isActive, true)));
      const after = toStaff(row!);
      return { result: after, before: audit(before), after: audit(after), entityId: after.id };
    },
  );
}
