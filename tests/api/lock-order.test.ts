import { asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db, DbHandle } from '@/db/client';
import {
  brands,
  categories,
  orders,
  productPaymentMethods,
  products,
  searchBodies,
  sellers,
} from '@/db/schema';
import { ancestry } from '@/domain/catalog/staff-products';
import { restApp } from '@/http/rest/app';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { bearer, call, newPhone, registerCustomer } from './auth-helpers';
import { addAddress, CAIRO, GIZA, paidAtGateway, saveCashOrder, shopperWithCart } from './shop-helpers';
import { adminCall, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * Transactions that lock the same rows take them in one order, so that two of them never wait on
 * each other in a circle (deadlock_detected aborts one: a shopper's payment or order lost to an
 * error). Each test holds a lock from a connection of its own, as another instance's transaction
 * would, and checks what the store's transaction takes, or does not wait for, meanwhile; and what
 * a write answers when the other transaction removed a row it refers to. Only on the PostgreSQL
 * server: PGlite is one connection.
 */
const onServer = Boolean(inject('serverUrl'));
let handle: DbHandle;
let db: Db;
const clients: pg.Client[] = [];

beforeAll(async () => {
  handle = await useTestDb();
  db = handle.db;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
});

/** A connection of its own to the test database. */
async function connection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: (handle.source as { url: string }).url });
  await client.connect();
  clients.push(client);
  return client;
}

/**
 * Resolves once a backend waits for a lock `holder` holds, or stops polling when `until` settles.
 */
async function lockWait(probe: pg.Client, holder: pg.Client, until: Promise<unknown>) {
  let settled = false;
  void until.finally(() => (settled = true));
  const pid = (holder as unknown as { processID: number }).processID;
  for (;;) {
    if (settled) return 'done';
    const { rows } = await probe.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))`,
      [pid],
    );
    if (rows[0]!.n > 0) return 'waiting';
    await new Promise((r) => setImmediate(r));
  }
}

/** Fails unless `probe` can lock the row at once: no other transaction holds it. */
async function expectFree(
  probe: pg.Client,
  table: 'payments' | 'customer_addresses' | 'categories',
  id: string | number,
) {
  await probe.query('begin');
  await expect(
    probe.query(`select id from ${table} where id = $1 for update nowait`, [id]),
  ).resolves.toMatchObject({ rowCount: 1 });
  await probe.query('rollback');
}

/** A product of its own, 2,000 EGP, sold by card and cash, with stock. */
async function product(): Promise<number> {
  const sellerId = await newSeller(db, `Lock Store ${uniqueWord('s')}`);
  const { productId } = await productOfSeller(db, sellerId, uniqueWord('lockorder'));
  await db
    .update(products)
    .set({ stock: 50, price: 200_000, specialPrice: null })
    .where(eq(products.id, productId));
  await db.insert(productPaymentMethods).values({ productId, method: 'card' });
  return productId;
}

/**
 * A category three levels down and its main category, whose id is lower: a category tree edit,
 * locking every category in id order, takes the main one first.
 */
async function deepCategory(): Promise<{ main: number; leaf: number; path: string }> {
  const [leaf] = await db
    .select({ id: categories.id, path: categories.path })
    .from(categories)
    .where(eq(categories.level, 3))
    .orderBy(asc(categories.id))
    .limit(1);
  const [main] = await ancestry({ db, locale: 'en' }, leaf!.id);
  expect(main).toBeLessThan(leaf!.id);
  return { main: main!, leaf: leaf!.id, path: leaf!.path };
}

/** A CSV row of a new fan filed under the category at `path`, of the demo data's first brand and seller. */
async function csvRow(word: string, path: string) {
  const [seller] = await db.select({ code: sellers.code }).from(sellers).limit(1);
  const [brand] = await db.select({ key: brands.urlKey }).from(brands).limit(1);
  return {
    sku: `CSV-${word}`,
    url_key: `${word}-fan`,
    name_ar: `مروحة ${word}`,
    name_en: `${word} fan`,
    price: '999',
    qty: '3',
    product_online: '1',
    categories: path,
    brand: brand!.key,
    seller: seller!.code,
  };
}

/**
 * Holds the main category as a tree edit does, runs a product write of the deep category, and
 * checks that the write waits for the main category holding nothing of the deep one (which the
 * tree edit takes next): the write takes its categories in id order too.
 */
async function expectCategoriesInIdOrder(
  { main, leaf }: { main: number; leaf: number },
  write: () => Promise<{ status: number }>,
  status: number,
) {
  const [holder, probe] = [await connection(), await connection()];
  await holder.query('begin');
  await holder.query('select id from categories where id = $1 for update', [main]);
  const writing = write();
  try {
    expect(await lockWait(probe, holder, writing)).toBe('waiting');
    await expectFree(probe, 'categories', leaf);
  } finally {
    await holder.query('rollback');
    await probe.query('rollback');
  }
  expect((await writing).status).toBe(status);
}

describe.skipIf(!onServer)('lock order between transactions (PostgreSQL server)', () => {
  it('a gateway callback locks the order before the payment, as cancelling and the unpaid sweep do', async () => {
    const { token, addressId } = await shopperWithCart(db, await product(), 1);
    const placed = await call(
      'rest',
      'POST',
      '/rest/V1/checkout/saveorder',
      {
        is_mobile: false,
        payment_method: { method: 'card', additional_data: {} },
        address_id: addressId,
        idempotency_key: `lock-${newPhone()}`,
      },
      bearer(token),
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id as number;
    const { sessionId, callback } = await paidAtGateway(token, orderId);

    // Another transaction holds the order (a cancel, the sweep); the callback arrives meanwhile.
    const [holder, probe] = [await connection(), await connection()];
    await holder.query('begin');
    await holder.query('select id from orders where id = $1 for update', [orderId]);
    const applying = Promise.resolve(restApp.request(callback));
    expect(await lockWait(probe, holder, applying)).toBe('waiting');
    // Waiting for the order, the callback holds nothing of the payment: the holder can take it.
    await expectFree(probe, 'payments', sessionId);
    await holder.query('rollback');

    expect((await applying).headers.get('location')).toBe(`/checkout/success?orderId=${orderId}`);
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('processing');
  });

  it('placing an order does not wait for a cart line being added to one of its products', async () => {
    const productId = await product();
    const { token, addressId } = await shopperWithCart(db, productId, 1);
    // The key-share lock that adding a cart line (a foreign key to the product) takes, held open.
    const [holder, probe] = [await connection(), await connection()];
    await holder.query('begin');
    await holder.query('select id from products where id = $1 for key share', [productId]);
    const placing = saveCashOrder(token, addressId, { key: `lock-${newPhone()}` });
    const first = await Promise.race([
      placing.then(() => 'placed' as const),
      lockWait(probe, holder, placing),
    ]);
    await holder.query('rollback');
    expect(first).toBe('placed');
    expect((await placing).status).toBe(201);
  });

  it('moving the default address takes the addresses in id order, as deleting the default does', async () => {
    const { token } = await registerCustomer(db);
    const first = await addAddress(token, GIZA); // the default
    const second = await addAddress(token, CAIRO);
    // Another change holds the default (say, deleting it); the second is made the default meanwhile.
    const [holder, probe] = [await connection(), await connection()];
    await holder.query('begin');
    await holder.query('select id from customer_addresses where id = $1 for update', [first]);
    const moving = call(
      'rest',
      'PUT',
      `/rest/en/V1/customers/me/addresses/${second}`,
      { street: 'Tahrir', building_number: '1', ...CAIRO, default_address: true },
      bearer(token),
    );
    expect(await lockWait(probe, holder, moving)).toBe('waiting');
    // Waiting for the first address, the change holds nothing of the second.
    await expectFree(probe, 'customer_addresses', second);
    await holder.query('rollback');
    expect((await moving).body).toMatchObject({ id: second, default_address: true });
  });

  it("new description words go in in one order, so two writers of the same new words don't deadlock", async () => {
    const [body] = await db.select().from(searchBodies).limit(1);
    const tag = `lk${Date.now().toString(36)}`;
    const words = Array.from({ length: 40 }, (_, i) => `${tag}b${String(i).padStart(2, '0')}`);
    // Another writer holds the first of the new words (in (locale, word) order).
    const [holder, writer, probe] = [await connection(), await connection(), await connection()];
    await holder.query('begin');
    await holder.query(`insert into search_body_words (locale, word) values ($1, $2)`, [
      body!.locale,
      `${tag}a`,
    ]);
    await writer.query('begin');
    const writing = writer.query(
      `update search_bodies set body = body || $1::tsvector where product_id = $2 and locale = $3`,
      [[`${tag}a`, ...words].join(' '), body!.productId, body!.locale],
    );
    expect(await lockWait(probe, holder, writing)).toBe('waiting');
    // Waiting for the first word, the writer has inserted none of the later ones.
    await probe.query(`begin`);
    await probe.query(`set local lock_timeout = '3s'`);
    const later = await probe.query(
      `insert into search_body_words (locale, word) select $1, unnest($2::text[]) on conflict do nothing`,
      [body!.locale, words],
    );
    expect(later.rowCount).toBe(words.length);
    await probe.query('rollback');
    await holder.query('rollback');
    await writing;
    await writer.query('rollback');
  });
  it('a product saved by the catalog team takes its categories in id order, as the category tree edits do', async () => {
    const deep = await deepCategory();
    const { headers } = await signedInStaff(db, 'catalog');
    const { productId } = await productOfSeller(
      db,
      await newSeller(db, uniqueWord('Tree')),
      uniqueWord('tree'),
    );
    const model = (await adminCall('GET', `/catalog/products/${productId}`, undefined, headers)).body;
    const word = uniqueWord('treewrite');
    await expectCategoriesInIdOrder(
      deep,
      () =>
        adminCall(
          'POST',
          '/catalog/products',
          { ...model, sku: `TREE-${word}`, url_key: `${word}-kettle`, category_id: deep.leaf },
          headers,
        ),
      201,
    );
  });

  it("a CSV import batch takes its rows' categories in id order, as the category tree edits do", async () => {
    const deep = await deepCategory();
    const { headers } = await signedInStaff(db, 'catalog');
    const word = uniqueWord('treecsv');
    const row = await csvRow(word, deep.path);
    await expectCategoriesInIdOrder(
      deep,
      () =>
        adminCall(
          'POST',
          '/catalog/import/batch',
          { import_id: `tree-${word}`, first_line: 2, rows: [row] },
          headers,
        ),
      200,
    );
  });

  it('a product saved with a brand removed while it was being saved is a 409 that says why, and nothing is written', async () => {
    const { headers } = await signedInStaff(db, 'catalog');
    const { productId } = await productOfSeller(
      db,
      await newSeller(db, uniqueWord('Gone')),
      uniqueWord('gone'),
    );
    const model = (await adminCall('GET', `/catalog/products/${productId}`, undefined, headers)).body;
    const [brand] = await db
      .insert(brands)
      .values({ urlKey: uniqueWord('gone-brand') })
      .returning();
    // Another instance removes the brand: the save's rules still see it, its write waits for it.
    const holder = await connection();
    const probe = await connection();
    await holder.query('begin');
    await holder.query('delete from brands where id = $1', [brand!.id]);
    const saving = adminCall(
      'PUT',
      `/catalog/products/${productId}`,
      { ...model, brand_id: brand!.id },
      headers,
    );
    expect(await lockWait(probe, holder, saving)).toBe('waiting');
    await holder.query('commit');
    expect(await saving).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Someone else changed this/) },
    });
    const [after] = await db
      .select({ brandId: products.brandId })
      .from(products)
      .where(eq(products.id, productId));
    expect(after!.brandId).toBe(Number(model.brand_id));
  });
  it('a CSV import batch whose category moves while it waits for the tree checks its rows again, and files nothing under a stale parent', async () => {
    const { headers } = await signedInStaff(db, 'catalog');
    const word = uniqueWord('treemove');
    // A tree of its own (inactive, removed after): main, two subs, and a leaf under the first sub.
    const node = async (parentId: number | null, level: number, key: string, path: string) =>
      (
        await db
          .insert(categories)
          .values({ parentId, level, urlKey: key, path, isActive: false })
          .returning({ id: categories.id })
      )[0]!.id;
    const main = await node(null, 1, word, word);
    const [from, to] = [await node(main, 2, 'from', `${word}/from`), await node(main, 2, 'to', `${word}/to`)];
    const leaf = await node(from, 3, 'leaf', `${word}/from/leaf`);
    const row = await csvRow(word, `${word}/from/leaf`);
    const [holder, probe] = [await connection(), await connection()];
    try {
      // A tree edit moves the leaf under the other sub: it holds the tree while the batch reads it.
      await holder.query('begin');
      await holder.query('select id from categories order by id for update');
      await holder.query('update categories set parent_id = $1, path = $2 where id = $3', [
        to,
        `${word}/to/leaf`,
        leaf,
      ]);
      const importing = adminCall(
        'POST',
        '/catalog/import/batch',
        { import_id: `move-${word}`, first_line: 2, rows: [row] },
        headers,
      );
      expect(await lockWait(probe, holder, importing)).toBe('waiting');
      await holder.query('commit');
      // The path the file names is gone: a bad row, not a product filed under the old sub.
      expect(await importing).toMatchObject({
        status: 400,
        body: { bad: [{ line: 2, column: 'categories', reason: 'catalog_csv_unknown_category' }] },
      });
      expect(await db.select().from(products).where(eq(products.sku, row.sku))).toEqual([]);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await db.delete(categories).where(inArray(categories.id, [leaf, from, to, main]));
    }
  });
});
