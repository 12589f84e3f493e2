import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog, categories, products, urlRewrites } from '@/db/schema';
import { resolvePath } from '@/domain/catalog/url-rewrites';
import { cachedCategoryTree, cachedImportantCategories } from '@/domain/content/page-data';
import type { MenuCategory } from '@/domain/content/menu';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, adminUpload, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/catalog/categories…: the catalog role (and admins) add, edit, order and remove
 * categories of the three-level tree, each write audited; a new URL key or parent moves the paths
 * of the branch and the old paths answer 301; the store's cached menu and footer show a change at
 * once. Other roles get 403, a customer's token 401.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let jpeg: Buffer;
let serial = 0;
/** The last category before this file: what it adds is removed after it (see afterAll). */
let lastSeeded = 0;
const unique = (word: string) => `${word}-${Date.now() % 1e6}-${++serial}`;

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'catalog', 'content', 'operations'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  lastSeeded = (
    await db.select({ id: categories.id }).from(categories).orderBy(desc(categories.id)).limit(1)
  )[0]!.id;
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
}, 60_000);

// The PGlite lane runs every API file on one database, and others read the menu (every main
// category there has sub-categories): the categories made here go, deepest first, with their
// products and addresses.
afterAll(async () => {
  const made = await db
    .select({ id: categories.id })
    .from(categories)
    .where(gt(categories.id, lastSeeded))
    .orderBy(desc(categories.level));
  const ids = made.map((c) => c.id);
  if (ids.length === 0) return;
  await db.delete(products).where(inArray(products.categoryId, ids));
  await db
    .delete(urlRewrites)
    .where(and(eq(urlRewrites.entityType, 'category'), inArray(urlRewrites.entityId, ids)));
  for (const id of ids) await db.delete(categories).where(eq(categories.id, id));
});

interface CategoryWire {
  id: number;
  parent_id: number | null;
  level: number;
  path: string;
  url_key: string;
  name_en: string;
  image: string | null;
  message?: string;
  field_errors?: Record<string, string>;
}

const fields = (extra: Record<string, string> = {}) => ({
  parent_id: '',
  name_ar: 'أجهزة تجريبية',
  name_en: 'Test appliances',
  description_ar: '',
  description_en: '',
  url_key: unique('test-appliances'),
  include_in_menu: 'true',
  include_in_sidebar: 'false',
  include_in_box_sidebar: 'false',
  is_important: 'false',
  importance_position: '0',
  is_active: 'true',
  ...extra,
});

const send = (
  method: 'POST' | 'PUT',
  tail: string,
  values: Record<string, string>,
  image: Buffer | null = null,
  headers: Record<string, string> = as.catalog!,
  locale = 'en',
) => adminUpload<CategoryWire>(method, `/catalog/categories${tail}`, values, image, headers, locale);

async function create(extra: Record<string, string> = {}) {
  const res = await send('POST', '', fields(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

const flat = (tree: MenuCategory[]): MenuCategory[] => tree.flatMap((c) => [c, ...flat(c.children)]);

describe('who may call the category routes', () => {
  it('catalog and admin may; content and operations get 403; a customer token or no cookie 401', async () => {
    const [first] = await db.select({ id: categories.id }).from(categories).limit(1);
    const roots = await db
      .select({ id: categories.id })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.id));
    const before = await db.select().from(categories).orderBy(asc(categories.id));
    const calls: [string, string, unknown?][] = [
      ['GET', '/catalog/categories'],
      ['GET', `/catalog/categories/${first!.id}`],
      ['PUT', '/catalog/categories/order', { parent_id: null, ids: roots.map((r) => r.id) }],
      ['DELETE', `/catalog/categories/${first!.id}`],
    ];
    for (const [method, p, body] of calls) {
      for (const role of ['content', 'operations'] as const)
        expect([role, method, p, (await adminCall(method, p, body, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect((await adminCall(method, p, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, p, body)).status).toBe(401);
    }
    expect((await send('POST', '', fields(), null, as.content)).status).toBe(403);
    expect((await send('PUT', `/${first!.id}`, fields(), null, as.operations)).status).toBe(403);
    expect((await send('POST', '', fields(), null, bearer(customerToken))).status).toBe(401);
    expect(await db.select().from(categories).orderBy(asc(categories.id))).toEqual(before);
    for (const role of ['catalog', 'admin'] as const)
      expect((await adminCall('GET', '/catalog/categories', undefined, as[role])).status).toBe(200);
  });
});

describe('categories', () => {
  it('adds a main category with a 400 × 400 WebP picture, last of its level, in the cached menu at once', async () => {
    const menuBefore = await cachedCategoryTree({ db, locale: 'en' });
    const res = await send('POST', '', fields({ name_en: 'Test appliances API' }), jpeg);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ level: 1, parent_id: null, name_en: 'Test appliances API' });
    expect(res.body.path).toBe(res.body.url_key);
    const file = path.join(mediaRoot(), res.body.image!.replace('/media/', ''));
    expect(await sharp(await readFile(file)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    const menu = await cachedCategoryTree({ db, locale: 'en' });
    expect(menu.length).toBe(menuBefore.length + 1);
    expect(menu.at(-1)).toMatchObject({ id: res.body.id, name: 'Test appliances API' });
    expect(await resolvePath({ db, locale: 'en' }, [res.body.path])).toEqual({
      type: 'category',
      id: res.body.id,
    });
    const [row] = await auditOf(res.body.id);
    expect(row).toMatchObject({
      action: 'category.create',
      after: { name_en: 'Test appliances API', level: 1 },
    });
    expect(row!.actor).toMatch(/^catalog\./);
  });

  it('adds sub and sub-sub categories under their parents, never a fourth level', async () => {
    const main = await create();
    const sub = await create({ parent_id: String(main.id), url_key: 'sub' });
    const leaf = await create({ parent_id: String(sub.id), url_key: 'leaf' });
    expect(sub).toMatchObject({ level: 2, path: `${main.path}/sub` });
    expect(leaf).toMatchObject({ level: 3, path: `${main.path}/sub/leaf` });
    for (const locale of ['en', 'ar']) {
      const deep = await send('POST', '', fields({ parent_id: String(leaf.id) }), null, as.catalog, locale);
      expect(deep.status).toBe(400);
      expect(deep.body.field_errors).toEqual({ parent_id: 'category_too_deep' });
      expect(deep.body.message).toBe(
        locale === 'en'
          ? 'Categories are three levels deep at most: here this category or its subcategories would go deeper.'
          : 'الأقسام ثلاثة مستويات على الأكثر: هنا سيتجاوزها هذا القسم أو أقسامه الفرعية.',
      );
    }
    // Under itself or its own descendant: refused; its branch would go too deep under another sub.
    const values = fields({ url_key: main.url_key });
    expect(
      (await send('PUT', `/${main.id}`, { ...values, parent_id: String(leaf.id) })).body.field_errors,
    ).toEqual({
      parent_id: 'category_cycle',
    });
    expect(
      (await send('PUT', `/${main.id}`, { ...values, parent_id: String(main.id) })).body.field_errors,
    ).toEqual({
      parent_id: 'category_cycle',
    });
    const other = await create();
    const otherSub = await create({ parent_id: String(other.id), url_key: 'other-sub' });
    const move = await send('PUT', `/${sub.id}`, fields({ parent_id: String(otherSub.id), url_key: 'sub' }));
    expect(move.status).toBe(400);
    expect(move.body.field_errors).toEqual({ parent_id: 'category_too_deep' });
  });

  it('refuses bad input field by field, in the language asked, and writes nothing', async () => {
    const count = (await db.select().from(categories)).length;
    const bad = fields({
      name_ar: '',
      name_en: '<b>x</b>',
      url_key: 'Bad Key',
      importance_position: '-1',
      is_active: 'maybe',
    });
    const en = await send('POST', '', bad, null, as.catalog, 'en');
    expect(en.status).toBe(400);
    expect(en.body.field_errors).toEqual({
      name_ar: 'category_name_ar',
      name_en: 'category_name_en',
      url_key: 'category_url_key',
      importance_position: 'category_importance_position',
      is_active: 'category_flag',
    });
    expect(en.body.message).toBe('Enter the Arabic name (up to 80 characters, without < or >).');
    const ar = await send('POST', '', bad, null, as.catalog, 'ar');
    expect(ar.body.message).toBe('أدخل الاسم بالعربية (80 حرفًا على الأكثر، بدون < أو >).');
    const png = await send('POST', '', fields(), Buffer.from('not a picture'));
    expect(png.status).toBe(400);
    expect(png.body.field_errors).toEqual({ image: 'image_type' });
    expect((await send('POST', '', fields({ parent_id: '999999' }))).body.field_errors).toEqual({
      parent_id: 'category_parent',
    });
    expect((await db.select().from(categories)).length).toBe(count);
  });

  it('refuses a URL key a sibling, a product or a reserved path has; the same key under another parent is fine', async () => {
    const main = await create();
    const first = await create({ parent_id: String(main.id), url_key: 'twin' });
    for (const locale of ['en', 'ar']) {
      const twin = await send(
        'POST',
        '',
        fields({ parent_id: String(main.id), url_key: 'twin' }),
        null,
        as.catalog,
        locale,
      );
      expect(twin.status).toBe(409);
      expect(twin.body.field_errors).toEqual({ url_key: 'category_url_key_taken' });
      expect(twin.body.message).toBe(
        locale === 'en'
          ? 'A sibling category, a product or a page already has this address: choose another URL key.'
          : 'هذا العنوان مستخدم لقسم شقيق أو منتج أو صفحة: اختر مفتاح رابط آخر.',
      );
    }
    const other = await create();
    expect((await send('POST', '', fields({ parent_id: String(other.id), url_key: 'twin' }))).status).toBe(
      201,
    );
    const [product] = await db.select({ urlKey: products.urlKey }).from(products).limit(1);
    expect((await send('POST', '', fields({ url_key: product!.urlKey }))).status).toBe(409);
    expect((await send('POST', '', fields({ url_key: 'checkout' }))).status).toBe(409);
    // Renaming onto a sibling's key is refused too.
    const second = await create({ parent_id: String(main.id), url_key: 'second' });
    expect(
      (await send('PUT', `/${second.id}`, fields({ parent_id: String(main.id), url_key: 'twin' }))).status,
    ).toBe(409);
    expect(first.path).toBe(`${main.path}/twin`);
  });

  it('a new URL key moves the branch: old paths answer 301 to the new ones, audited, the menu renamed at once', async () => {
    const main = await create({ name_en: 'Old name' });
    const sub = await create({ parent_id: String(main.id), url_key: 'kids' });
    const leaf = await create({ parent_id: String(sub.id), url_key: 'toys' });
    expect(flat(await cachedCategoryTree({ db, locale: 'en' })).find((c) => c.id === main.id)?.name).toBe(
      'Old name',
    );
    const newKey = unique('renamed');
    const res = await send(
      'PUT',
      `/${main.id}`,
      fields({ url_key: newKey, name_en: 'New name', name_ar: 'اسم جديد' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.path).toBe(newKey);
    const paths = await db
      .select({ id: categories.id, path: categories.path })
      .from(categories)
      .where(eq(categories.parentId, main.id));
    expect(paths).toEqual([{ id: sub.id, path: `${newKey}/kids` }]);
    const ctx = { db, locale: 'en' as const };
    expect(await resolvePath(ctx, [main.path])).toEqual({ type: 'category', id: main.id, movedTo: newKey });
    expect(await resolvePath(ctx, main.path.split('/').concat('kids', 'toys'))).toEqual({
      type: 'category',
      id: leaf.id,
      movedTo: `${newKey}/kids/toys`,
    });
    expect(await resolvePath(ctx, [newKey, 'kids'])).toEqual({ type: 'category', id: sub.id });
    const menu = flat(await cachedCategoryTree(ctx));
    expect(menu.find((c) => c.id === main.id)).toMatchObject({ name: 'New name', path: newKey });
    expect(flat(await cachedCategoryTree({ db, locale: 'ar' })).find((c) => c.id === main.id)?.name).toBe(
      'اسم جديد',
    );
    const rows = await auditOf(main.id);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(rows[1]).toMatchObject({
      before: { url_key: main.url_key, name_en: 'Old name' },
      after: {
        url_key: newKey,
        name_en: 'New name',
        moved: [
          [main.path, newKey],
          [`${main.path}/kids`, `${newKey}/kids`],
          [`${main.path}/kids/toys`, `${newKey}/kids/toys`],
        ],
      },
    });
    // The old key can be put back: the paths resolve again without a redirect.
    expect((await send('PUT', `/${main.id}`, fields({ url_key: main.url_key }))).status).toBe(200);
    expect(await resolvePath(ctx, [main.path])).toEqual({ type: 'category', id: main.id });
    expect(await resolvePath(ctx, [newKey])).toEqual({ type: 'category', id: main.id, movedTo: main.path });
  });

  it('moving under another parent changes levels and paths and puts it last there', async () => {
    const a = await create();
    const b = await create();
    await create({ parent_id: String(b.id), url_key: 'first' });
    const sub = await create({ parent_id: String(a.id), url_key: 'mover' });
    const moved = await send('PUT', `/${sub.id}`, fields({ parent_id: String(b.id), url_key: 'mover' }));
    expect(moved.body).toMatchObject({ parent_id: b.id, level: 2, path: `${b.path}/mover` });
    const children = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, b.id))
      .orderBy(asc(categories.position));
    expect(children.at(-1)!.id).toBe(sub.id);
    // A main category with a sub moved under another main one: both one level down.
    const top = await create();
    const child = await create({ parent_id: String(top.id), url_key: 'child' });
    expect(
      (await send('PUT', `/${top.id}`, fields({ parent_id: String(a.id), url_key: top.url_key }))).status,
    ).toBe(200);
    const [row] = await db.select().from(categories).where(eq(categories.id, child.id));
    expect(row).toMatchObject({ level: 3, path: `${a.path}/${top.url_key}/child` });
    expect(await resolvePath({ db, locale: 'en' }, [top.path, 'child'])).toMatchObject({
      movedTo: row!.path,
    });
  });

  it("orders one parent's children; a stale list answers 409 in both languages and changes nothing", async () => {
    const main = await create();
    const x = await create({ parent_id: String(main.id), url_key: 'x' });
    const y = await create({ parent_id: String(main.id), url_key: 'y' });
    const z = await create({ parent_id: String(main.id), url_key: 'z' });
    const res = await adminCall(
      'PUT',
      '/catalog/categories/order',
      { parent_id: main.id, ids: [z.id, x.id, y.id] },
      as.catalog,
    );
    expect(res.status).toBe(200);
    const order = async () =>
      (
        await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.parentId, main.id))
          .orderBy(asc(categories.position))
      ).map((r) => r.id);
    expect(await order()).toEqual([z.id, x.id, y.id]);
    const menu = flat(await cachedCategoryTree({ db, locale: 'en' })).find((c) => c.id === main.id)!;
    expect(menu.children.map((c) => c.id)).toEqual([z.id, x.id, y.id]);
    const [audit] = (await auditOf(main.id)).filter((r) => r.action === 'category.order');
    expect(audit).toMatchObject({ before: [x.id, y.id, z.id], after: [z.id, x.id, y.id] });
    for (const locale of ['en', 'ar']) {
      const stale = await adminCall(
        'PUT',
        '/catalog/categories/order',
        { parent_id: main.id, ids: [x.id, y.id] },
        { ...as.catalog, 'accept-language': locale },
      );
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        locale === 'en'
          ? 'The categories changed meanwhile: reload the page and try again.'
          : 'تغيّرت الأقسام في الأثناء: أعد تحميل الصفحة وحاول مرة أخرى.',
      );
    }
    expect(
      (await adminCall('PUT', '/catalog/categories/order', { parent_id: main.id, ids: 'x' }, as.catalog))
        .status,
    ).toBe(400);
    expect(await order()).toEqual([z.id, x.id, y.id]);
  });

  it('the footer flag and position show in the cached footer at once', async () => {
    const c = await create({ is_important: 'true', importance_position: '0', name_en: 'Footer star' });
    const footer = await cachedImportantCategories({ db, locale: 'en' });
    expect(footer.find((f) => f.id === c.id)?.name).toBe('Footer star');
    await send('PUT', `/${c.id}`, fields({ url_key: c.url_key, is_important: 'false' }));
    expect((await cachedImportantCategories({ db, locale: 'en' })).some((f) => f.id === c.id)).toBe(false);
  });

  it('removes only a category without children or products, with a clear reason otherwise', async () => {
    const main = await create();
    const sub = await create({ parent_id: String(main.id), url_key: 'only' });
    for (const locale of ['en', 'ar']) {
      const refused = await adminCall('DELETE', `/catalog/categories/${main.id}`, undefined, {
        ...as.catalog,
        'accept-language': locale,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        locale === 'en'
          ? 'This category has subcategories: remove or move them first.'
          : 'لهذا القسم أقسام فرعية: احذفها أو انقلها أولًا.',
      );
    }
    const [used] = await db.select({ id: products.categoryId }).from(products).limit(1);
    const withProducts = await adminCall('DELETE', `/catalog/categories/${used!.id}`, undefined, as.catalog);
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.message).toBe(
      'Products are filed under this category: move them to another one first.',
    );
    expect((await adminCall('DELETE', `/catalog/categories/${sub.id}`, undefined, as.catalog)).status).toBe(
      200,
    );
    expect((await adminCall('DELETE', `/catalog/categories/${main.id}`, undefined, as.admin)).status).toBe(
      200,
    );
    expect(await db.select().from(categories).where(eq(categories.id, main.id))).toEqual([]);
    expect(await resolvePath({ db, locale: 'en' }, [main.path])).toBeNull();
    const rows = await auditOf(main.id);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.delete']);
    expect(rows[1]!.actor).toMatch(/^admin\./);
    expect((await adminCall('DELETE', `/catalog/categories/${main.id}`, undefined, as.catalog)).status).toBe(
      404,
    );
    expect((await adminCall('GET', `/catalog/categories/${main.id}`, undefined, as.catalog)).status).toBe(
      404,
    );
  });

  it('one category answers both languages and its history', async () => {
    const c = await create({ name_ar: 'اسم', name_en: 'Name' });
    const res = await adminCall('GET', `/catalog/categories/${c.id}`, undefined, as.catalog);
    expect(res.body).toMatchObject({
      name_ar: 'اسم',
      name_en: 'Name',
      history: [{ action: 'category.create' }],
    });
  });
});
