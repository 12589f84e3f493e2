/**
 * Checkout benchmark through the HTTP layer (restApp.request, in process) against a PostgreSQL
 * server:
 *
 *   npm run bench:checkout
 *
 * BENCH_CHECKOUT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/aman_bench_checkout) is
 * dropped and made afresh with the demo catalogue. 16 shoppers (customers with a token and an
 * address, made directly, so no one-time codes are needed) then run for BENCH_SECONDS (default 5)
 * each scenario: add-to-cart; place-order (add one product, then a cash-on-delivery order); and
 * place-order when every shopper wants the same product (one row lock for all); and place-order
 * with the instalment card (each shopper holds a card: the PIN is checked, the card row-locked,
 * the plan and its instalments written). It prints figures; it asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, setDbHandle } from '@/db/client';
import { customerAddresses, customers, products } from '@/db/schema';
import { seedDemo } from '@/db/seed/demo';
import { issueToken } from '@/domain/auth/tokens';
import { giveCard } from '../tests/fixtures/cards';
import { figures, HEADER, row } from './stats';

const DATABASE_URL =
  process.env.BENCH_CHECKOUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aman_bench_checkout';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SHOPPERS = 16;
/** Each shopper's card: enough for every order of the run (piastres), and its PIN. */
const CARD_LIMIT = 2_000_000_000;
const PIN = '1234';

async function freshDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

async function main() {
  await freshDatabase(DATABASE_URL);
  process.env.DB_POOL_MAX ??= String(SHOPPERS);
  process.env.LOG_LEVEL ??= 'silent';
  const handle = createDb({ url: DATABASE_URL });
  await handle.migrate();
  await seedDemo(handle.db, { mediaDir: mkdtempSync(path.join(os.tmpdir(), 'aman-bench-media-')) });
  setDbHandle(handle);
  const db = handle.db;
  // Plenty of stock, every product sold by cash on delivery: the benchmark measures the writes.
  await db.update(products).set({ stock: 1_000_000 });
  await db.execute(sql`insert into product_payment_methods (product_id, method)
    select id, 'cashondelivery' from products on conflict do nothing`);
  const ids = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id))
  ).map((r) => r.id);

  const ctx = { db, locale: 'en' as const };
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      const [c] = await db
        .insert(customers)
        .values({
          firstName: 'Bench',
          lastName: `Shopper${i}`,
          phone: `0100000${String(i).padStart(4, '0')}`,
          locale: 'en',
        })
        .returning();
      const [a] = await db
        .insert(customerAddresses)
        .values({
          customerId: c!.id,
          street: 'Tahrir',
          buildingNumber: '1',
          governorate: 'cairo',
          city: 'nasr_city',
          area: 'district_7',
          isDefault: true,
        })
        .returning();
      await giveCard(db, c!.id, { limit: CARD_LIMIT, pin: PIN });
      return { token: await issueToken(ctx, c!.id), addressId: a!.id };
    }),
  );

  const { restApp } = await import('@/http/rest/app');
  const post = (p: string, token: string, body: unknown) =>
    Promise.resolve(
      restApp.request(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
    );
  const addToCart = (token: string, productId: number) =>
    post('/rest/en/V1/carts/mine/items', token, { cartItem: { product_id: productId, qty: 1 } });
  let serial = 0;
  const placeOrder = (s: { token: string; addressId: number }) =>
    post('/rest/V1/checkout/saveorder', s.token, {
      is_mobile: false,
      payment_method: { method: 'cashondelivery', additional_data: {} },
      transaction_variants: [],
      address_id: s.addressId,
      idempotency_key: `bench-${process.pid}-${serial++}`,
    });

  /** Each shopper repeats `step` until the time is up; only `measured` requests are timed. */
  async function run(
    name: string,
    step: (s: (typeof shoppers)[number], i: number) => Promise<{ res: Response; ms: number }>,
    okStatus: number,
  ) {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      shoppers.map(async (s, i) => {
        for (let n = 0; performance.now() < deadline; n++) {
          const { res, ms } = await step(s, i * 7919 + n);
          await res.text();
          latencies.push(ms);
          if (res.status !== okStatus) errors++;
        }
      }),
    );
    console.log(row(name, SHOPPERS, figures(latencies, errors, (performance.now() - started) / 1000)));
  }
  const timed = async (request: () => Promise<Response>) => {
    const t = performance.now();
    const res = await request();
    return { res, ms: performance.now() - t };
  };

  console.log(
    `[bench] ${ids.length} products; ${SHOPPERS} concurrent shoppers; ${SECONDS} s per scenario; ${os.cpus().length} CPUs`,
  );
  console.log(`\n${HEADER}`);
  await run(
    'add to cart (a different product each time)',
    (s, n) => timed(() => addToCart(s.token, ids[n % ids.length]!)),
    200,
  );
  // Empty the carts grown above, so orders carry one line as a shopper's usually does.
  await db.execute(sql`delete from cart_items`);
  await run(
    'place order (1 line, COD; add-to-cart not timed)',
    async (s, n) => {
      await (await addToCart(s.token, ids[n % ids.length]!)).text();
      return timed(() => placeOrder(s));
    },
    201,
  );
  const hot = ids[0]!;
  await run(
    'place order, all shoppers on one product',
    async (s) => {
      await (await addToCart(s.token, hot)).text();
      return timed(() => placeOrder(s));
    },
    201,
  );
  // The card pays only for products of 500 EGP or more (§5): those, each taking the card.
  const cardProducts = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(sql`${products.isActive} and ${products.price} >= 50000`)
    .orderBy(asc(products.id));
  await db.execute(sql`insert into product_payment_methods (product_id, method)
    select id, 'ocean_amancard' from products where price >= 50000 on conflict do nothing`);
  await db
    .update(products)
    .set({ specialPrice: null })
    .where(sql`${products.price} >= 50000`);
  await db.execute(sql`delete from cart_items`);
  await run(
    'place order (1 line, instalment card, 6 months, PIN)',
    async (s, n) => {
      const product = cardProducts[n % cardProducts.length]!;
      await (await addToCart(s.token, product.id)).text();
      return timed(() =>
        post('/rest/V1/checkout/saveorder', s.token, {
          is_mobile: false,
          payment_method: { method: 'ocean_amancard', additional_data: { pin_code: PIN } },
          transaction_variants: [{ dealer: product.sellerId, months: 6 }],
          address_id: s.addressId,
          idempotency_key: `bench-${process.pid}-${serial++}`,
        }),
      );
    },
    201,
  );
  const counted = (await db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
    rows: { n: number }[];
  };
  const n = counted.rows[0]?.n ?? 0;
  console.log(`\n[bench] ${n} orders placed in all`);
  await handle.close();
}

main().catch((err: unknown) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
