import { sql, type SQL } from 'drizzle-orm';

/**
 * A product is on sale when it is active and its seller is not suspended (issue 16): the one rule
 * that listings, search, the product page, the cart, the wishlist and the order read. Written out
 * with the table named, because Drizzle leaves columns unqualified in a one-table select list.
 */
const sellableAs = (table: string) =>
  sql.raw(
    `(${table}.is_active and exists (select 1 from sellers s where s.id = ${table}.seller_id and s.is_active))`,
  ) as SQL<boolean>;

/** For Drizzle queries on `products`. */
export const sellable = sellableAs('"products"');

/** For hand-written SQL that names the products table `p`. */
export const sellableP = sellableAs('p');
