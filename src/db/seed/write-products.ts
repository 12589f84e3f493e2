import type { Db } from '../client';
import {
  productCategories,
  productImages,
  productPaymentMethods,
  products,
  productTranslations,
  urlRewrites,
} from '../schema';
import { indexProducts } from '../../domain/search/index-products';
import { insertJson } from './json-insert';
import type { ProductDraft } from './product-factory';

/** A generated product with the ids it points at resolved. */
export interface ProductInsert {
  draft: ProductDraft;
  brandId: number;
  sellerId: number;
  /** Deepest category. */
  categoryId: number;
  /** Every level of the category ancestry, main first. */
  categoryIds: number[];
  /** Paths relative to the media root. */
  imagePaths: string[];
}

export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts products and their translations, categories, images, payment methods and URL rewrites. */
export async function insertProducts(db: Db, rows: readonly ProductInsert[], batchSize = 500): Promise<void> {
  for (const batch of chunk(rows, batchSize)) {
    const inserted = await insertJson<typeof products, { id: number; sku: string }>(
      db,
      products,
      batch.map(({ draft, brandId, sellerId, categoryId }) => ({
        sku: draft.sku,
        urlKey: draft.urlKey,
        brandId,
        sellerId,
        categoryId,
        price: draft.price,
        specialPrice: draft.specialPrice,
        specialFrom: draft.specialFrom,
        specialTo: draft.specialTo,
        stock: draft.stock,
        salesCount: draft.salesCount,
        attributes: draft.attributes,
        createdAt: draft.createdAt,
      })),
      ['id', 'sku'],
    );
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    const withIds = batch.map((row) => {
      const id = idBySku.get(row.draft.sku);
      if (id === undefined) throw new Error(`Product ${row.draft.sku} was not inserted`);
      return { ...row, id };
    });

    await insertJson(
      db,
      productTranslations,
      withIds.flatMap(({ id, draft }) =>
        (['ar', 'en'] as const).map((locale) => ({ productId: id, locale, ...draft.text[locale] })),
      ),
    );
    await insertJson(
      db,
      productCategories,
      withIds.flatMap(({ id, categoryIds }) =>
        categoryIds.map((categoryId) => ({ productId: id, categoryId })),
      ),
    );
    const images = withIds.flatMap(({ id, imagePaths }) =>
      imagePaths.map((path, i) => ({ productId: id, position: i + 1, path })),
    );
    await insertJson(db, productImages, images);
    await insertJson(
      db,
      productPaymentMethods,
      withIds.flatMap(({ id, draft }) => draft.paymentMethods.map((method) => ({ productId: id, method }))),
    );
    await insertJson(
      db,
      urlRewrites,
      withIds.map(({ id, draft }) => ({
        requestPath: draft.urlKey,
        entityType: 'product' as const,
        entityId: id,
      })),
    );
    // Search documents in the same transaction, so no product is ever unsearchable.
    await indexProducts(
      db,
      withIds.map(({ id }) => id),
    );
  }
}
