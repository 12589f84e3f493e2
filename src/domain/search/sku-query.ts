import { and, eq, or } from 'drizzle-orm';
import { products } from '@/db/schema';
import { sellable } from '@/domain/catalog/sellable';
import type { Ctx } from '../shared/ctx';

/** A SKU as the product page prints it: letters and digits in parts joined by - _ or . ("AMN-LED-004"). */
const SKU_LIKE = /^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/i;

/**
 * The SKU of the product on sale that a query names exactly (in any case), else null. Only a
 * query shaped like one (parts with a digit) is looked up: one read by the unique index.
 */
export async function exactSku(ctx: Ctx, text: string | undefined): Promise<string | null> {
  const typed = text?.trim();
  if (!typed || typed.length > 64 || !SKU_LIKE.test(typed) || !/\d/.test(typed)) return null;
  const [row] = await ctx.db
    .select({ sku: products.sku })
    .from(products)
    .where(and(or(eq(products.sku, typed), eq(products.sku, typed.toUpperCase())), sellable))
    .limit(1);
  return row?.sku ?? null;
}
