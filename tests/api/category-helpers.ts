import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { productCategories, products } from '@/db/schema';

/** The categories a product is in: its own and those it is linked to. */
export async function categoriesOf(db: Db, productId: number): Promise<number[]> {
  const [own] = await db.select({ id: products.categoryId }).from(products).where(eq(products.id, productId));
  const linked = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  return [own!.id, ...linked.map((l) => l.id)];
}

/** An active product whose category is none of the given product's. */
export async function productOutside(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(
      and(eq(products.isActive, true), notInArray(products.categoryId, await categoriesOf(db, productId))),
    )
    .limit(1);
  return row!;
}
