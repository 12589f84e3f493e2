import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/db/client';
import { cartItems, carts, orders, orderStatusHistory, productPaymentMethods, products } from '@/db/schema';
import { expireUnpaidOrdersJob, type JobDefinition } from '@/jobs/definitions';
import { startJobRunner, type JobRunner } from '@/jobs/runner';
import { bearer, call, newPhone } from './auth-helpers';
import { finished, jobOf, waitFor } from './job-helpers';
import { shopperWithCart } from './shop-helpers';
import { useTestDb } from './test-db';

let handle: DbHandle;
let offset = 250;
beforeAll(async () => {
  handle = await useTestDb();
});

// Every runner a test starts is stopped after it, passed or not.
const runners: JobRunner[] = [];
async function runner(options: Parameters<typeof startJobRunner>[1]) {
  const started = await startJobRunner(handle, { pollingIntervalSeconds: 0.5, ...options });
  runners.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/** A card order of 2 units of a product with 5 in stock, left unpaid past its window. */
async function abandonedOrder() {
  const db = handle.db;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), gte(products.price, 100_000)))
    .orderBy(asc(products.id))
    .offset(offset++)
    .limit(1);
  const productId = product!.id;
  await db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
  await db.insert(productPaymentMethods).values({ productId, method: 'card' }).onConflictDoNothing();
  const { token, addressId } = await shopperWithCart(db, productId, 2);
  const placed = await call(
    'rest',
    'POST',
    '/rest/V1/checkout/saveorder',
    { payment_method: { method: 'card' }, address_id: addressId, idempotency_key: `job-${newPhone()}` },
    bearer(token),
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.order_id as number;
  await db
    .update(orders)
    .set({ paymentDueAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));
  return { orderId, productId };
}

/** Resolves once `parties` callers are waiting at the same time; fails if they never are. */
function barrier(parties: number, timeoutMs = 15_000) {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === parties) open();
    const late = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('alone at the barrier')), timeoutMs),
    );
    await Promise.race([all, late]);
  };
}

describe('background jobs', () => {
  it('two instances sweeping at once cancel an abandoned order and release its stock exactly once', async () => {
    const { orderId, productId } = await abandonedOrder();
    expect((await handle.db.select().from(products).where(eq(products.id, productId)))[0]!.stock).toBe(3);
    // Each instance takes one job at a time; the barrier holds the first until the second instance
    // has taken the other job, so both sweeps run together (on the server, on two connections).
    const together = barrier(2);
    const ran: string[] = [];
    const sweep = (instance: string): JobDefinition => ({
      ...expireUnpaidOrdersJob,
      async run(ctx, data) {
        ran.push(`${instance} ${ctx.requestId}`);
        await together();
        return expireUnpaidOrdersJob.run(ctx, data);
      },
    });
    const [a] = await Promise.all([
      runner({ jobs: [sweep('a')], schedule: false }),
      runner({ jobs: [sweep('b')], schedule: false }),
    ]);
    // Both jobs are sent through `a`; which instance runs each is the queue's choice.
    const ids = [(await a.send(expireUnpaidOrdersJob.name))!, (await a.send(expireUnpaidOrdersJob.name))!];
    for (const id of ids) expect((await finished(a, expireUnpaidOrdersJob.name, id)).state).toBe('completed');

    // Each job ran once, on different instances, and the order was canceled by one of them.
    expect(ran).toHaveLength(2);
    expect(new Set(ran.map((r) => r.split(' ')[0]))).toEqual(new Set(['a', 'b']));
    expect(new Set(ran.map((r) => r.split(' ')[1]))).toEqual(
      new Set(ids.map((id) => `job:${expireUnpaidOrdersJob.name}:${id}`)),
    );
    const db = handle.db;
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('canceled');
    expect((await db.select().from(products).where(eq(products.id, productId)))[0]!.stock).toBe(5);
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'canceled')));
    expect(history.map((h) => h.note)).toEqual(['payment_timeout']);
    // The products went back to the cart once.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const back = await db
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(carts.customerId, order!.customerId), eq(cartItems.productId, productId)));
    expect(back).toEqual([{ qty: 2 }]);
  });

  it('retries a job that throws later instead of losing it', async () => {
    let attempts = 0;
    let failedAt = 0;
    const flaky: JobDefinition = {
      name: 'test-flaky',
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      expireInSeconds: 60,
      async run() {
        if (++attempts === 1) {
          failedAt = Date.now();
          throw new Error('the gateway is down');
        }
        return { attempts };
      },
    };
    const worker = await runner({ jobs: [flaky], schedule: false });
    const id = (await worker.send(flaky.name))!;
    const waiting = await waitFor('the retry', async () => {
      const job = await jobOf(worker, flaky.name, id);
      return job?.state === 'retry' ? job : undefined;
    });
    // Kept, and due again only after its delay.
    expect(waiting.startAfter.getTime()).toBeGreaterThanOrEqual(failedAt + 500);
    const done = await finished(worker, flaky.name, id);
    expect(done.state).toBe('completed');
    expect(done.retryCount).toBe(1);
    expect(done.output).toEqual({ attempts: 2 });
  });

  it('enqueues each minute of the schedule once, however many instances schedule it', async () => {
    const since = new Date(Date.now() - 1000);
    // Three instances start together; each looks for due occurrences every second (so each
    // minute's occurrence is found many times over) and works the queue.
    await Promise.all([1, 2, 3].map(() => runner({ schedule: true, cronCheckSeconds: 1 })));
    // pg-boss files each occurrence found under its minute (one row per slot, a singleton) and
    // forwards it to the job's queue; every other copy found is dropped.
    const tally = async () => {
      const result = await handle.db.execute(sql`
        select
          (select count(*)::int from pgboss.job
            where name = ${expireUnpaidOrdersJob.name} and created_on >= ${since}) as jobs,
          (select count(distinct singleton_on)::int from pgboss.job
            where name = '__pgboss__send-it' and data->>'name' = ${expireUnpaidOrdersJob.name}
              and created_on >= ${since}) as occurrences,
          (select count(*)::int from pgboss.job
            where name = '__pgboss__send-it' and state not in ('completed', 'failed')) as forwarding`);
      return (result as unknown as { rows: { jobs: number; occurrences: number; forwarding: number }[] })
        .rows[0]!;
    };
    await waitFor('the scheduled sweep', async () => (await tally()).jobs > 0);
    // Three more passes look for due occurrences, any of which could (wrongly) add a copy: each pass
    // stamps pgboss.version.cron_on (the first stamp read is the current one). Then forwarding settles.
    const passes = new Set<string>();
    await waitFor('three more schedule passes', async () => {
      const result = await handle.db.execute(sql`select cron_on::text as at from pgboss.version`);
      passes.add((result as unknown as { rows: { at: string }[] }).rows[0]!.at);
      return passes.size > 3;
    });
    const { jobs, occurrences } = await waitFor('forwarding', async () => {
      const now = await tally();
      return now.forwarding === 0 && now;
    });
    // One job per minute the test spanned (one, or two across a minute's turn).
    expect(occurrences).toBeGreaterThanOrEqual(1);
    expect(occurrences).toBeLessThanOrEqual(2);
    expect(jobs).toBe(occurrences);
  });
});
