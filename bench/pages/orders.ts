/**
 * Orders' writes beside the page benchmark (bench/page-throughput.ts): what an order does to a
 * product row (one UPDATE of its stock and sales count, in its own transaction, through the same
 * triggers), at a steady rate; and a probe that the product page never shows a stock older than
 * the last committed write.
 */
import pg from 'pg';

export interface OrderWrites {
  /** Stops writing; resolves with the number of writes made. */
  stop(): Promise<number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Writes `perSecond` times a second, cycling through `productIds`, until stopped. `change` is the
 * SET list: an order's `stock = stock - 1, sales_count = sales_count + 1` by default.
 */
export function startOrders(
  databaseUrl: string,
  productIds: number[],
  perSecond: number,
  change = 'stock = stock - 1, sales_count = sales_count + 1',
): OrderWrites {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let running = true;
  let writes = 0;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const wait = started + (writes * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      if (!running) break;
      const id = productIds[writes % productIds.length];
      await pool.query(`update products set ${change} where id = $1`, [id]);
      writes++;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await pool.end();
      return writes;
    },
  };
}

/**
 * Sets the product's stock to 3 and 4 in turn, `rounds` times, and after each committed write
 * requests its page in English as an anonymous shopper: how many answers showed another count
 * ("Only N left in stock") than the one just written.
 */
export async function staleAnswers(
  databaseUrl: string,
  url: string,
  productId: number,
  rounds: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stale = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      const stock = 3 + (i % 2);
      await client.query('update products set stock = $2 where id = $1', [productId, stock]);
      const html = await (await fetch(url, { headers: { cookie: 'lang=en' } })).text();
      if (Number(/Only (\d+) left in stock/.exec(html)?.[1]) !== stock) stale++;
    }
  } finally {
    await client.end();
  }
  return stale;
}
