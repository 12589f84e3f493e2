import { Catalogue } from './catalogue';

/* A small in-memory catalogue for the memory search's unit tests. */

/** A row as factsSql returns it. */
export function facts(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    sku: `SKU-${id}`,
    price: 1000,
    special_price: null,
    special_from: null,
    special_to: null,
    brand_id: 1,
    seller_id: 1,
    in_stock: true,
    instalment: false,
    active: true,
    attributes: [['color', 'black']] as [string, string][],
    created_at: String(id * 1_000_000),
    sales_count: 0,
    categories: [10],
    names: { ar: `منتج ${id}`, en: `Product ${id}` },
    ...over,
  };
}

export async function catalogue(sellers: [number, string, boolean][] = [[1, 'main', true]]) {
  const c = new Catalogue();
  const db = { execute: async () => ({ rows: [{ brands: [[1, 'samsung']], sellers }] }) };
  await c.loadOwners(db as never);
  return c;
}
