import { sql } from 'drizzle-orm';
import { products } from '@/db/schema';

/** A product's first picture (its media path), as a column of any query that reads `products`. */
export const productFirstImage = sql<
  string | null
>`(select pi.path from product_images pi where pi.product_id = ${products.id} order by pi.position limit 1)`;
