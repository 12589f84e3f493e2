import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { mediaRoot } from '@/db/media';
import { auditLog, blogCategories, blogPosts, blogPostTranslations } from '@/db/schema';
import { cairoDateTime } from '@/domain/shared/cairo-day';
import { graphqlApp } from '@/http/graphql/app';
import { bearer, quickCustomer } from './auth-helpers';
import { adminCall, adminUpload, signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * /rest/V1/admin/content/blog/…: the content role (and admins) write, schedule, edit and remove
 * blog posts and categories, each write audited. The content's HTML is sanitised on write and the
 * search text recomputed; the store (GraphQL, which /blogs reads through the same queries) shows a
 * post at once once its publish time has come, and never before. Other roles get 403.
 */
let db: Db;
const as: Record<string, Record<string, string>> = {};
let customerToken: string;
let jpeg: Buffer;
const serial = `${Date.now() % 1e7}`;
const key = (name: string) => `${name}-${serial}`;
const HOUR_MS = 3_600_000;
const cairoIn = (hours: number) => cairoDateTime(new Date(Date.now() + hours * HOUR_MS));

beforeAll(async () => {
  db = (await useTestDb()).db;
  for (const role of ['admin', 'content', 'operations', 'catalog'] as const)
    as[role] = (await signedInStaff(db, role)).headers;
  customerToken = (await quickCustomer(db)).token;
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
}, 60_000);

// The PGlite lane runs every API file on one database: the blog's own tests count its posts.
afterAll(async () => {
  await db.delete(blogPosts).where(like(blogPosts.identifier, `%-${serial}`));
  await db.delete(blogCategories).where(like(blogCategories.identifier, `%-${serial}`));
});

const fields = (extra: Record<string, string> = {}) => ({
  identifier: key('post'),
  title_ar: 'دليل شراء الثلاجات',
  title_en: 'Fridge buying guide',
  short_content_ar: 'كل ما تحتاج معرفته',
  short_content_en: 'All you need to know',
  content_ar: '<p>نص <strong>مهم</strong></p>',
  content_en: '<p>Text <strong>that matters</strong></p><ul><li>one</li><li>two</li></ul>',
  author_ar: 'فريق أمان',
  author_en: 'Aman team',
  tags_ar: 'ثلاجات، أجهزة',
  tags_en: 'fridges, appliances',
  category_ids: '',
  publish_at: cairoIn(-1),
  is_active: 'true',
  ...extra,
});

interface PostWire {
  id: number;
  identifier: string;
  image: string | null;
  title_en: string;
  content_en: string;
  content_ar: string;
  category_ids: number[];
  status: string;
  publish_at: string | null;
  history?: { action: string }[];
  message?: string;
  field_errors?: Record<string, string>;
}

const send = (
  method: 'POST' | 'PUT',
  tail: string,
  values: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string> = as.content!,
  locale = 'en',
) => adminUpload<PostWire>(method, `/content/blog/posts${tail}`, values, image, headers, locale);

async function gql(query: string, variables: object, locale: 'ar' | 'en') {
  const res = await graphqlApp.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: locale },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, unknown> };
}
/** What the store shows of a post: null unless it is visible now. */
async function onStore(identifier: string, locale: 'ar' | 'en' = 'en') {
  const body = await gql(
    'query($id: String!) { blogPost(identifier: $id) { title content tags category_ids } }',
    { id: identifier },
    locale,
  );
  return body.data.blogPost as {
    title: string;
    content: string;
    tags: string[];
    category_ids: number[];
  } | null;
}
/** Identifiers of the store's posts matching a search. */
async function storeSearch(search: string, locale: 'ar' | 'en' = 'en') {
  const body = await gql(
    'query($s: String) { blogPosts(pageSize: 50, filter: { search: $s }) { items { identifier } } }',
    { s: search },
    locale,
  );
  return (body.data.blogPosts as { items: { identifier: string }[] }).items.map((p) => p.identifier);
}

const auditOf = (entity: string, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('who may call the blog routes', () => {
  it('content and admin may; other roles get 403; a customer token or no cookie gets 401', async () => {
    const before = await db.select().from(blogPosts);
    const [first] = before;
    const calls: [string, string, unknown?][] = [
      ['GET', '/content/blog/posts'],
      ['GET', `/content/blog/posts/${first!.id}`],
      ['DELETE', `/content/blog/posts/${first!.id}`],
      ['GET', '/content/blog/categories'],
      ['GET', '/content/blog/categories/1'],
      ['POST', '/content/blog/categories', { identifier: key('nope'), title_ar: 'أ', title_en: 'a' }],
      ['PUT', '/content/blog/categories/1', { identifier: key('nope'), title_ar: 'أ', title_en: 'a' }],
      ['DELETE', '/content/blog/categories/1'],
    ];
    for (const [method, p, body] of calls) {
      for (const role of ['operations', 'catalog'] as const)
        expect([role, method, p, (await adminCall(method, p, body, as[role])).status]).toEqual([
          role,
          method,
          p,
          403,
        ]);
      expect((await adminCall(method, p, body, bearer(customerToken))).status).toBe(401);
      expect((await adminCall(method, p, body)).status).toBe(401);
    }
    expect((await send('POST', '', fields(), jpeg, as.operations)).status).toBe(403);
    expect((await send('PUT', `/${first!.id}`, fields(), null, as.catalog)).status).toBe(403);
    expect((await send('POST', '', fields(), null, bearer(customerToken))).status).toBe(401);
    expect(await db.select().from(blogPosts)).toEqual(before);
    for (const role of ['content', 'admin'] as const) {
      expect((await adminCall('GET', '/content/blog/posts', undefined, as[role])).status).toBe(200);
      expect((await adminCall('GET', '/content/blog/categories', undefined, as[role])).status).toBe(200);
    }
  });
});

describe('blog posts', () => {
  it('writes a post: HTML sanitised, picture cut to 1200 × 630 WebP, found by the store’s search at once, audited', async () => {
    const created = await send(
      'POST',
      '',
      fields({
        identifier: key('fridges'),
        content_en:
          '<p>Text <strong>that matters</strong></p><script>alert(1)</script><ul><li onclick="x()">one</li></ul><a href="javascript:alert(1)">bad</a>',
        tags_en: `fridges, cold${serial}`,
      }),
      jpeg,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ identifier: key('fridges'), status: 'published' });
    expect(created.body.content_en).toBe(
      '<p>Text <strong>that matters</strong></p><ul><li>one</li></ul><a>bad</a>',
    );
    const file = path.join(mediaRoot(), created.body.image!.replace('/media/', ''));
    expect(await sharp(await readFile(file)).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 630,
    });
    for (const w of [480, 800]) {
      const variant = path.join(mediaRoot(), `.w${w}`, created.body.image!.replace('/media/', ''));
      expect((await sharp(await readFile(variant)).metadata()).width).toBe(w);
    }
    const shown = await onStore(key('fridges'));
    expect(shown).toMatchObject({ title: 'Fridge buying guide', tags: ['fridges', `cold${serial}`] });
    expect(shown!.content).toContain('<strong>that matters</strong>');
    expect(shown!.content).not.toContain('script');
    expect((await onStore(key('fridges'), 'ar'))!.title).toBe('دليل شراء الثلاجات');
    // The search text was written with the post: a tag word finds it, in either language's folding.
    expect(await storeSearch(`cold${serial}`)).toEqual([key('fridges')]);
    expect(await storeSearch('اجهزة', 'ar')).toContain(key('fridges'));
    const [row] = await db
      .select({ searchText: blogPostTranslations.searchText })
      .from(blogPostTranslations)
      .where(and(eq(blogPostTranslations.postId, created.body.id), eq(blogPostTranslations.locale, 'en')));
    expect(row!.searchText).toContain(`cold${serial}`);
    const audit = await auditOf('blog_post', created.body.id);
    expect(audit.map((a) => a.action)).toEqual(['blog_post.create']);
    expect(audit[0]!.after).toMatchObject({ identifier: key('fridges'), title_en: 'Fridge buying guide' });

    const one = await adminCall('GET', `/content/blog/posts/${created.body.id}`, undefined, as.content);
    expect(one.body).toMatchObject({ identifier: key('fridges'), history: [{ action: 'blog_post.create' }] });
    const list = await adminCall('GET', '/content/blog/posts', undefined, as.content);
    expect((list.body.items as { identifier: string }[]).map((p) => p.identifier)).toContain(key('fridges'));
  });

  it('keeps a draft and a post scheduled for tomorrow off the store, and shows them once published; off hides', async () => {
    const draft = await send('POST', '', fields({ identifier: key('draft'), publish_at: '' }), null);
    expect(draft.body).toMatchObject({ status: 'draft', publish_at: null, image: null });
    expect(await onStore(key('draft'))).toBeNull();

    const tomorrow = cairoIn(24);
    const later = await send('POST', '', fields({ identifier: key('later'), publish_at: tomorrow }), null);
    expect(later.body).toMatchObject({ status: 'scheduled', publish_at: tomorrow });
    expect(await onStore(key('later'))).toBeNull();
    expect(await storeSearch('fridge')).not.toContain(key('later'));

    const now = await send(
      'PUT',
      `/${later.body.id}`,
      fields({ identifier: key('later'), publish_at: cairoIn(0) }),
      null,
    );
    expect(now.body.status).toBe('published');
    expect(await onStore(key('later'))).not.toBeNull();

    const off = await send(
      'PUT',
      `/${later.body.id}`,
      fields({ identifier: key('later'), publish_at: cairoIn(0), is_active: 'false' }),
      null,
    );
    expect(off.body.status).toBe('off');
    expect(await onStore(key('later'))).toBeNull();
    const audit = await auditOf('blog_post', later.body.id);
    expect(audit.map((a) => a.action)).toEqual(['blog_post.create', 'blog_post.update', 'blog_post.update']);
    expect(audit[1]!.before).toMatchObject({ publish_at: tomorrow });
  });

  it('refuses bad fields and pictures in the caller’s language, naming each field, writing nothing', async () => {
    const count = (await db.select().from(blogPosts)).length;
    const bad = await send(
      'POST',
      '',
      fields({ identifier: 'Not A Key', title_en: '', content_ar: '<p></p>', publish_at: 'tomorrow' }),
      null,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      identifier: 'blog_identifier',
      title_en: 'blog_title_en',
      content_ar: 'blog_content_ar',
      publish_at: 'blog_publish_at',
    });
    const arabic = await send('POST', '', fields({ title_ar: '' }), null, as.content, 'ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe('أدخل العنوان بالعربية (160 حرفًا على الأكثر، بدون < أو >).');
    const english = await send('POST', '', fields({ identifier: 'bad key' }), null);
    expect(english.body.message).toBe(
      'Enter a URL key of small English letters and digits joined by dashes, e.g. tv-buying-guide.',
    );

    const first = await send('POST', '', fields({ identifier: key('taken') }), null);
    expect(first.status).toBe(201);
    const again = await send('POST', '', fields({ identifier: key('taken') }), null);
    expect(again.status).toBe(409);
    expect(again.body.field_errors).toEqual({ identifier: 'blog_identifier_taken' });
    expect(again.body.message).toBe('This URL key is already taken: choose another.');
    const againAr = await send('POST', '', fields({ identifier: key('taken') }), null, as.content, 'ar');
    expect(againAr.body.message).toBe('مفتاح الرابط هذا مستخدم بالفعل: اختر غيره.');
    const other = await send('POST', '', fields({ identifier: key('other') }), null);
    const renamed = await send('PUT', `/${other.body.id}`, fields({ identifier: key('taken') }), null);
    expect(renamed.status).toBe(409);

    const notImage = await send(
      'POST',
      '',
      fields({ identifier: key('gif') }),
      Buffer.from('GIF89a not a picture'),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.field_errors).toEqual({ image: 'image_type' });
    const notImageAr = await send(
      'POST',
      '',
      fields({ identifier: key('gif') }),
      Buffer.from('%PDF-1.4'),
      as.content,
      'ar',
    );
    expect(notImageAr.body.message).toBe('ارفع صورة بصيغة JPG أو PNG.');
    const unknownCategory = await send(
      'POST',
      '',
      fields({ identifier: key('cat'), category_ids: '999999' }),
      null,
    );
    expect(unknownCategory.body.field_errors).toEqual({ category_ids: 'blog_categories' });
    expect((await db.select().from(blogPosts)).length).toBe(count + 2);
    expect((await send('PUT', '/999999', fields(), null)).status).toBe(404);
    expect((await adminCall('GET', '/content/blog/posts/999999', undefined, as.content)).status).toBe(404);
  });

  it('removes a post from the store, audited', async () => {
    const { body } = await send('POST', '', fields({ identifier: key('gone') }), null);
    expect(await onStore(key('gone'))).not.toBeNull();
    const removed = await adminCall('DELETE', `/content/blog/posts/${body.id}`, undefined, as.content);
    expect(removed.status).toBe(200);
    expect(await onStore(key('gone'))).toBeNull();
    expect((await adminCall('GET', `/content/blog/posts/${body.id}`, undefined, as.content)).status).toBe(
      404,
    );
    expect((await auditOf('blog_post', body.id)).map((a) => a.action)).toEqual([
      'blog_post.create',
      'blog_post.delete',
    ]);
  });
});

describe('blog categories', () => {
  it('creates, edits and removes a category; its posts stay, without it; each write audited', async () => {
    const made = await adminCall(
      'POST',
      '/content/blog/categories',
      { identifier: key('guides'), title_ar: 'أدلة', title_en: 'Guides', position: 7, is_active: true },
      as.content,
    );
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    expect(made.body).toMatchObject({ identifier: key('guides'), title_en: 'Guides', position: 7, posts: 0 });
    const dup = await adminCall(
      'POST',
      '/content/blog/categories',
      { identifier: key('guides'), title_ar: 'أدلة', title_en: 'Guides' },
      as.content,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.field_errors).toEqual({ identifier: 'blog_identifier_taken' });
    const bad = await adminCall(
      'POST',
      '/content/blog/categories',
      { identifier: 'x y', title_ar: '', title_en: 'ok' },
      { ...as.content, 'accept-language': 'ar' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toEqual({
      identifier: 'blog_identifier',
      title_ar: 'blog_category_title_ar',
    });

    const post = await send(
      'POST',
      '',
      fields({ identifier: key('in-guides'), category_ids: String(id) }),
      null,
    );
    expect(post.body.category_ids).toEqual([id]);
    expect((await onStore(key('in-guides')))!.category_ids).toEqual([id]);

    const edited = await adminCall(
      'PUT',
      `/content/blog/categories/${id}`,
      {
        identifier: key('guides'),
        title_ar: 'أدلة الشراء',
        title_en: 'Buying guides',
        position: 2,
        is_active: true,
      },
      as.content,
    );
    expect(edited.body).toMatchObject({ title_en: 'Buying guides', position: 2, posts: 1 });
    const list = await adminCall('GET', '/content/blog/categories', undefined, as.content);
    expect((list.body.items as { id: number }[]).map((c) => c.id)).toContain(id);

    const removed = await adminCall('DELETE', `/content/blog/categories/${id}`, undefined, as.content);
    expect(removed.status).toBe(200);
    expect((await adminCall('GET', `/content/blog/categories/${id}`, undefined, as.content)).status).toBe(
      404,
    );
    const kept = await adminCall('GET', `/content/blog/posts/${post.body.id}`, undefined, as.content);
    expect(kept.body.category_ids).toEqual([]);
    expect((await onStore(key('in-guides')))!.category_ids).toEqual([]);
    const audit = await auditOf('blog_category', id);
    expect(audit.map((a) => a.action)).toEqual([
      'blog_category.create',
      'blog_category.update',
      'blog_category.delete',
    ]);
    expect(audit[1]!.after).toMatchObject({ title_en: 'Buying guides', position: 2 });
  });
});
