import { desc, eq } from 'drizzle-orm';
import { sellerApplications } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import type { Ctx } from '../shared/ctx';

/**
 * The application that made a seller (the latest one): where and in which language its merchant is
 * reached, and the IBAN it is paid to. None for the store's own dealers.
 */
export async function applicationOfSeller(ctx: Ctx, sellerId: number) {
  const [row] = await ctx.db
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.sellerId, sellerId))
    .orderBy(desc(sellerApplications.id))
    .limit(1);
  return row;
}

/** The language a merchant applied in, which the store writes to them in (else `fallback`). */
export const applicationLocale = (
  application: { locale: string } | undefined,
  fallback: Locale = 'ar',
): Locale => (application && isLocale(application.locale) ? application.locale : fallback);
