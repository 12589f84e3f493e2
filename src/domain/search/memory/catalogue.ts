/**
 * What search filters, counts and sorts products by, per product, in memory: the columns the SQL
 * statement reads from products, product_categories, brands and sellers (search-sql.ts), loaded
 * and kept in step by sync.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { grown } from './grown';

/** One product's attributes, shared by the products that have the same ones (facets count sets). */
export interface AttributeSet {
  /** [code, value as jsonb_each_text gives it], in PostgreSQL's order. */
  pairs: [string, string][];
  values: Map<string, string>;
  /** Its number among the catalogue's sets. */
  index: number;
  /** Where its pairs' numbers (among Catalogue.pairs) start in the catalogue's list of them. */
  pairsFrom: number;
}

/** What a product's row holds besides its columns (the text, and lists of any length). */
export interface ProductFacts {
  sku: string;
  categories: number[];
  /** Its name in each locale (product_translations), for a sort by name. */
  names: Partial<Record<string, string>>;
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
  names: Record<string, string> | string | null;
}

/** Microseconds since 1970 (as PostgreSQL keeps them), or `absent`. */
const micros = (text: string | null, absent: number) => (text === null ? absent : Number(text));
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
      (select json_agg(pc.category_id) from product_categories pc where pc.product_id = p.id) as categories,
      (select json_object_agg(pt.locale, pt.name) from product_translations pt where pt.product_id = p.id) as names
    from products p where ${where}`;
}

/** A row's numbers: [price, special price (NaN: none), from (-∞: none), to (∞: none), created, sales]. */
const NUM = 6;
/**
 * A row's integers: [product id, brand id, seller id, flags, attribute set, and where the set's
 * pair numbers start and end in the catalogue's list of them].
 */
const INT = 7;
const ACTIVE = 1;
const IN_STOCK = 2;
const INSTALMENT = 4;

/**
 * Every product's facts in columns by row (a typed array of numbers and one of integers), so that a
 * search over tens of thousands of matches reads them one after another instead of chasing an
 * object each; only its SKU, categories and names are an object per row (ProductFacts). A product
 * keeps its row while it is updated; a removed product's row is reused.
 */
export class Catalogue {
  /** The products of each category (a listing reads only its category's). */
  readonly byCategory = new Map<number, Set<number>>();
  /** Brand url keys and seller codes (what the API's filters name them by), and active sellers. */
  brandKeys = new Map<number, string>();
  sellerCodes = new Map<number, string>();
  private activeSellers = new Uint8Array(0);
  private readonly sets = new Map<string, AttributeSet>();
  /** Every attribute set by its index. */
  private readonly attributeSets: AttributeSet[] = [];
  /** Every [code, value] pair of an attribute set, by its number. */
  readonly pairs: [string, string][] = [];
  private readonly pairIds = new Map<string, number>();
  /** The pair numbers of every attribute set, one set after another. */
  private setPairs = new Int32Array(1024);
  private setPairsUsed = 0;
  /** Each product id's row plus one (0: none). */
  private rowOf = new Int32Array(1024);
  private num = new Float64Array(1024 * NUM);
  private int = new Int32Array(1024 * INT);
  /** The SKU, categories and names of each row; undefined for a free row. */
  private readonly facts: (ProductFacts | undefined)[] = [];
  private readonly freeRows: number[] = [];
  /** How many products there are. */
  size = 0;
  /**
   * Whether the database orders names by code point (its collation is C, POSIX or C.UTF-8), as
   * compareLexemes (rank.ts) does: only then is a sort by name answered here.
   */
  namesByCodePoint = false;

  put(row: FactsRow): void {
    const pairs = json<[string, string][]>(row.attributes) ?? [];
    const key = JSON.stringify(pairs);
    let attributes = this.sets.get(key);
    if (!attributes) {
      attributes = {
        pairs,
        values: new Map(pairs),
        index: this.attributeSets.length,
        pairsFrom: this.setPairsUsed,
      };
      if (this.setPairsUsed + pairs.length > this.setPairs.length)
        this.setPairs = grown(this.setPairs, this.setPairsUsed + pairs.length);
      for (const pair of pairs) this.setPairs[this.setPairsUsed++] = this.pairId(pair);
      this.sets.set(key, attributes);
      this.attributeSets.push(attributes);
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
    const r = this.freeRows.pop() ?? this.facts.length;
    this.reserve(id, r);
    this.rowOf[id] = r + 1;
    this.facts[r] = { sku: row.sku, categories, names: json<Record<string, string>>(row.names) ?? {} };
    this.num.set(
      [
        Number(row.price),
        row.special_price === null ? NaN : Number(row.special_price),
        micros(row.special_from, -Infinity),
        micros(row.special_to, Infinity),
        Number(row.created_at),
        Number(row.sales_count),
      ],
      r * NUM,
    );
    const flags =
      (row.active ? ACTIVE : 0) | (row.in_stock ? IN_STOCK : 0) | (row.instalment ? INSTALMENT : 0);
    const { index, pairsFrom } = attributes;
    this.int.set(
      [id, Number(row.brand_id), Number(row.seller_id), flags, index, pairsFrom, pairsFrom + pairs.length],
      r * INT,
    );
    this.size++;
  }

  private pairId(pair: [string, string]): number {
    const key = pair.join('\u0000');
    let id = this.pairIds.get(key);
    if (id === undefined) {
      id = this.pairs.length;
      this.pairIds.set(key, id);
      this.pairs.push(pair);
    }
    return id;
  }

  /** Room for the product id and the row in the typed arrays. */
  private reserve(id: number, r: number): void {
    if (id >= this.rowOf.length) this.rowOf = grown(this.rowOf, id + 1);
    if ((r + 1) * NUM > this.num.length) this.num = grown(this.num, (r + 1) * NUM);
    if ((r + 1) * INT > this.int.length) this.int = grown(this.int, (r + 1) * INT);
  }

  remove(id: number): void {
    const r = this.row(id);
    if (r < 0) return;
    for (const c of this.facts[r]?.categories ?? []) this.byCategory.get(c)?.delete(id);
    this.rowOf[id] = 0;
    this.facts[r] = undefined;
    this.int.fill(0, r * INT, (r + 1) * INT);
    this.freeRows.push(r);
    this.size--;
  }

  /** The product's row, or -1. */
  row(id: number): number {
    return (this.rowOf[id] ?? 0) - 1;
  }

  /** Every product's row, in row order. */
  *rows(): Generator<number> {
    for (let r = 0; r < this.facts.length; r++) if (this.facts[r]) yield r;
  }

  factsAt(r: number): ProductFacts {
    return this.facts[r] as ProductFacts;
  }

  idAt = (r: number) => this.int[r * INT] ?? 0;
  brandAt = (r: number) => this.int[r * INT + 1] ?? 0;
  sellerAt = (r: number) => this.int[r * INT + 2] ?? 0;
  inStockAt = (r: number) => ((this.int[r * INT + 3] ?? 0) & IN_STOCK) !== 0;
  instalmentAt = (r: number) => ((this.int[r * INT + 3] ?? 0) & INSTALMENT) !== 0;
  setAt = (r: number) => this.int[r * INT + 4] ?? 0;
  /** The row's attribute pairs are the pair numbers pairAt(k) for k in [pairsFromAt(r), pairsToAt(r)). */
  pairsFromAt = (r: number) => this.int[r * INT + 5] ?? 0;
  pairsToAt = (r: number) => this.int[r * INT + 6] ?? 0;
  pairAt = (k: number) => this.setPairs[k] ?? 0;
  createdAt = (r: number) => this.num[r * NUM + 4] ?? 0;
  salesAt = (r: number) => this.num[r * NUM + 5] ?? 0;

  /** On sale (sellable.ts): active, and its seller active. */
  sellableAt(r: number): boolean {
    return ((this.int[r * INT + 3] ?? 0) & ACTIVE) !== 0 && this.activeSellers[this.sellerAt(r)] === 1;
  }

  /** The price a shopper pays at `nowMicros` (search-sql.ts: the special price within its dates). */
  priceAt(r: number, nowMicros: number): number {
    const at = r * NUM;
    const price = this.num[at] ?? 0;
    const special = this.num[at + 1] ?? NaN;
    const from = this.num[at + 2] ?? 0;
    const to = this.num[at + 3] ?? 0;
    // NaN (no special price) compares false; absent dates are -∞ and ∞.
    return special < price && from <= nowMicros && to >= nowMicros ? special : price;
  }

  /** The row's attributes, code to value. */
  attributesAt(r: number): Map<string, string> {
    return this.attributeSets[this.setAt(r)]?.values ?? new Map<string, string>();
  }

  /** The row's name in the locale, if it has one. */
  nameAt(r: number, locale: string): string | undefined {
    return this.facts[r]?.names[locale];
  }

  /** Reads how the database orders text (namesByCodePoint). */
  async loadCollation(db: Db): Promise<void> {
    const result = (await db.execute(sql`select to_jsonb(d) ->> 'datcollate' as collate,
      to_jsonb(d) ->> 'datlocprovider' as provider from pg_database d where d.datname = current_database()`)) as unknown as {
      rows: { collate: string | null; provider: string | null }[];
    };
    const row = result.rows[0];
    this.namesByCodePoint =
      (row?.provider ?? 'c') === 'c' && ['C', 'POSIX', 'C.UTF-8', 'C.utf8'].includes(row?.collate ?? '');
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
    const active = new Uint8Array(Math.max(0, ...sellers.map(([id]) => Number(id) + 1)));
    for (const [id, , on] of sellers) if (on) active[Number(id)] = 1;
    this.activeSellers = active;
  }

  async loadProducts(db: Db, where: ReturnType<typeof sql>): Promise<FactsRow[]> {
    const result = (await db.execute(factsSql(where))) as unknown as { rows: FactsRow[] };
    for (const row of result.rows) this.put(row);
    return result.rows;
  }
}
