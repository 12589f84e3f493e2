import { and, inArray, ne } from 'drizzle-orm';
import { sellerApplications, sellerTranslations } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { sameStoreName } from './store-name';

/**
 * Refuses a store name that a seller or another application sent for review already uses, in
 * either script. Drafts hold no name, so an abandoned draft cannot keep one from a real shop.
 */
export async function assertStoreNameFree(ctx: Ctx, name: string, ownApplicationId: number) {
  const [applications, sellers] = await Promise.all([
    ctx.db
      .select({ answers: sellerApplications.answers })
      .from(sellerApplications)
      .where(
        and(
          inArray(sellerApplications.status, ['pending', 'info_needed', 'approved']),
          ne(sellerApplications.id, ownApplicationId),
        ),
      ),
    ctx.db.select({ name: sellerTranslations.name }).from(sellerTranslations),
  ]);
  const taken = [...applications.map((a) => a.answers.store_name ?? ''), ...sellers.map((s) => s.name)].some(
    (other) => other && sameStoreName(name, other),
  );
  if (taken) throw new AppError('conflict', 'store_name_taken', {}, { store_name: 'store_name_taken' });
}
