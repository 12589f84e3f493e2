/**
 * What search filters, counts and sorts products by, per product, in memory: the columns the SQL
 * statement reads from products, product_categories, brands and sellers (search-sql.ts), loaded
 * and kept in step by sync.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/** One product's attributes, shared by the products that have the same ones (facets count sets). */
export interface AttributeSet {
  /** [code, value as jsonb_each_text gives it], in PostgreSQL's order. */
  pairs: [string, string][];
  values: Map<string, string>;
}

export interface ProductFacts {
  id: number;
  sku: string;
  price: number;
  specialPrice: number | null;
  /** Microseconds since 1970, as PostgreSQL keeps them. */
  specialFrom: number | null;
  specialTo: number | null;
  brandId: number;
  sellerId: number;
  inStock: boolean;
  instalment: boolean;
  active: boolean;
  attributes: AttributeSet;
  createdAt: number;
  salesCount: number;
  categories: number[];
}

interface FactsRow {
  id: number;
  sku: string;
  price: number;
  special_price: number | null;
  special_from: string | null;
  special_to: string | null;
  brand_id: number;
  seller_id: number;
  in_stock: boolean;
  instalment: boolean;
  active: boolean;
  attributes: [string, string][] | string | null;
  created_at: string;
  sales_count: number;
  categories: number[] | string | null;
}

const micros = (text: string | null) => (text === null ? null : Number(text));
const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The facts of every product in [after, after + limit) by id, or of the given ids. */
export function factsSql(where: ReturnType<typeof sql>) {
  return sql`select p.id, p.sku, p.price, p.special_price,
      (extract(epoch from p.special_from) * 1000000)::bigint::text as special_from,
      (extract(epoch from p.special_to) * 1000000)::bigint::text as special_to,
      p.brand_id, p.seller_id, p.stock > 0 as in_stock, p.card_instalments as instalment,
      p.is_active as active,
      (select json_agg(json_build_array(e.key, e.value)) from jsonb_each_text(p.attributes) e) as attributes,
      (extract(epoch from p.created_at) * 1000000)::bigint::text as created_at, p.sales_count,
      (select json_agg(pc.category_id) from product_categories pc where pc.product_id = p.id) as categories
    from products p where ${where}`;
}

export class Catalogue {
  readonly products = new Map<number, ProductFacts>();
  /** The products of each category (a listing reads only its category's). */
  readonly byCategory = new Map<number, Set<number>>();
  /** Brand url keys and seller codes (what the API's filters name them by), and active sellers. */
  brandKeys = new Map<number, string>();
  sellerCodes = new Map<number, string>();
  activeSellers = new Set<number>();
  private readonly sets = new Map<string, AttributeSet>();

  put(row: FactsRow): void {
    const pairs = json<[string, string][]>(row.attributes) ?? [];
    const key = JSON.stringify(pairs);
    let attributes = this.sets.get(key);
    if (!attributes) {
      attributes = { pairs, values: new Map(pairs) };
      this.sets.set(key, attributes);
    }
    const id = Number(row.id);
    this.remove(id);
    const categories = (json<number[]>(row.categories) ?? []).map(Number);
    for (const c of categories) {
      let set = this.byCategory.get(c);
      if (!set) {
        set = new Set();
        this.byCategory.set(c, set);
      }
      set.add(id);
    }
    this.products.set(id, {
      id,
      sku: row.sku,
      price: Number(row.price),
      specialPrice: row.special_price === null ? null : Number(row.special_price),
      specialFrom: micros(row.special_from),
      specialTo: micros(row.special_to),
      brandId: Number(row.brand_id),
      sellerId: Number(row.seller_id),
      inStock: row.in_stock,
      instalment: row.instalment,
      active: row.active,
      attributes,
      createdAt: Number(row.created_at),
      salesCount: Number(row.sales_count),
      categories,
    });
  }

  remove(id: number): void {
    for (const c of this.products.get(id)?.categories ?? []) this.byCategory.get(c)?.delete(id);
    this.products.delete(id);
  }

  /** Brands and sellers, read whole (a few hundred rows). */
  async loadOwners(db: Db): Promise<void> {
    const result = (await db.execute(sql`select
      (select coalesce(json_agg(json_build_array(id, url_key)), '[]') from brands) as brands,
      (select coalesce(json_agg(json_build_array(id, code, is_active)), '[]') from sellers) as sellers`)) as unknown as {
      rows: { brands: [number, string][] | string; sellers: [number, string, boolean][] | string }[];
    };
    const row = result.rows[0];
    const brands = json<[number, string][]>(row?.brands ?? null) ?? [];
    const sellers = json<[number, string, boolean][]>(row?.sellers ?? null) ?? [];
    this.brandKeys = new Map(brands.map(([id, key]) => [Number(id), key]));
    this.sellerCodes = new Map(sellers.map(([id, code]) => [Number(id), code]));
    this.activeSellers = new Set(sellers.filter(([, , active]) => active).map(([id]) => Number(id)));
  }

  async loadProducts(db: Db, where: ReturnType<typeof sql>): Promise<FactsRow[]> {
    const result = (await db.execute(factsSql(where))) as unknown as { rows: FactsRow[] };
    for (const row of result.rows) this.put(row);
    return result.rows;
  }

  /** On sale (sellable.ts): active, and its seller active. */
  sellable(p: ProductFacts): boolean {
    return p.active && this.activeSellers.has(p.sellerId);
  }
}

/** The price a shopper pays at `nowMicros` (search-sql.ts: the special price within its dates). */
export function effectivePrice(p: ProductFacts, nowMicros: number): number {
  return p.specialPrice !== null &&
    p.specialPrice < p.price &&
    (p.specialFrom === null || p.specialFrom <= nowMicros) &&
    (p.specialTo === null || p.specialTo >= nowMicros)
    ? p.specialPrice
    : p.price;
}
