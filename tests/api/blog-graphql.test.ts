import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { blogPosts, blogPostTranslations } from '@/db/schema';
import { graphqlApp } from '@/http/graphql/app';
import { useTestDb } from './test-db';

/** POST /graphql: the blog's categories and posts (§3, §7), in the request's language, with limits. */
let db: Db;
beforeAll(async () => {
  db = (await useTestDb()).db;
});

type Gql = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function gql(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const res = await graphqlApp.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Gql };
}
const store = (locale: 'ar' | 'en') => ({ store: locale });
const arabic = /[\u0600-\u06FF]/;

const POSTS = /* GraphQL */ `
  query Posts($pageSize: Int, $currentPage: Int, $sort: BlogSortDirection, $filter: BlogPostsFilter) {
    blogPosts(pageSize: $pageSize, currentPage: $currentPage, sort: $sort, filter: $filter) {
      total_count
      total_pages
      items {
        post_id
        title
        featured_image
        post_url
        creation_time
        identifier
        short_content
        author
        tags
        category_ids
      }
    }
  }
`;
const posts = async (variables: object, locale: 'ar' | 'en' = 'en') => {
  const { body } = await gql(POSTS, variables, store(locale));
  expect(body.errors).toBeUndefined();
  return body.data!.blogPosts as {
    total_count: number;
    total_pages: number;
    items: {
      post_id: number;
      title: string;
      identifier: string;
      creation_time: string;
      category_ids: number[];
      featured_image: string;
      post_url: string;
      tags: string[];
    }[];
  };
};

describe('blogCategories', () => {
  it.each(['ar', 'en'] as const)('lists the categories in %s with their URLs', async (locale) => {
    const { status, body } = await gql(
      '{ blogCategories { total_count items { category_id title category_url } } }',
      {},
      store(locale),
    );
    expect(status).toBe(200);
    const { items, total_count } = body.data!.blogCategories;
    expect(total_count).toBe(4);
    expect(items[0]).toEqual({
      category_id: expect.any(Number),
      title: locale === 'ar' ? 'أدلة الشراء' : 'Buying guides',
      category_url: `/blogs?categoryId=${items[0].category_id}`,
    });
  });
});

describe('blogPosts', () => {
  it('dates and sorts a post by when it went public, not when it was written', async () => {
    const [post] = await db
      .insert(blogPosts)
      .values({
        identifier: 'written-long-ago-published-now',
        createdAt: new Date(Date.now() - 90 * 86_400_000),
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    try {
      await db.insert(blogPostTranslations).values(
        (['ar', 'en'] as const).map((locale) => ({
          postId: post!.id,
          locale,
          title: 'Late news',
          content: '<p>x</p>',
        })),
      );
      const { body } = await gql('{ blogPosts { items { identifier creation_time } } }', {}, store('en'));
      const [first] = body.data!.blogPosts.items;
      expect(first.identifier).toBe('written-long-ago-published-now');
      expect(Date.parse(first.creation_time)).toBe(post!.publishedAt!.getTime());
    } finally {
      await db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
    }
  });

  it('gives the 4 newest published posts by default, newest first, without the scheduled one', async () => {
    const { body } = await gql(
      '{ blogPosts { total_count items { identifier creation_time } } }',
      {},
      store('en'),
    );
    const page = body.data!.blogPosts;
    expect(page.total_count).toBe(12);
    expect(page.items).toHaveLength(4);
    const times = page.items.map((p: { creation_time: string }) => Date.parse(p.creation_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items[0].identifier).toBe('how-to-apply-for-the-aman-card');
    const all = await posts({ pageSize: 50 });
    expect(all.items.map((p) => p.identifier)).not.toContain('white-friday-2026-preview');
  });

  it('pages through every post once, and sorts oldest first when asked', async () => {
    const pages = await Promise.all([1, 2, 3].map((currentPage) => posts({ pageSize: 5, currentPage })));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(pages[0]!.total_pages).toBe(3);
    const ids = pages.flatMap((p) => p.items.map((i) => i.post_id));
    expect(new Set(ids).size).toBe(12);
    const oldest = await posts({ pageSize: 1, sort: 'ASC' });
    expect(oldest.items[0]!.identifier).toBe('keep-your-air-conditioner-efficient');
  });

  it('gives each post its URL, picture, tags and categories', async () => {
    const [first] = (await posts({ pageSize: 1 })).items;
    expect(first).toMatchObject({
      post_url: '/blogs/how-to-apply-for-the-aman-card',
      featured_image: '/media/blog/how-to-apply-for-the-aman-card.webp',
      tags: ['Aman card', 'Credit limit', 'Instalments'],
    });
    expect(first!.category_ids).toHaveLength(1);
  });

  it('filters by category', async () => {
    const { body } = await gql('{ blogCategories { items { category_id title } } }', {}, store('en'));
    const guides = body.data!.blogCategories.items.find(
      (c: { title: string }) => c.title === 'Buying guides',
    );
    const page = await posts({ pageSize: 50, filter: { category_id: guides.category_id } });
    expect(page.total_count).toBe(6);
    expect(page.items.every((p) => p.category_ids.includes(guides.category_id))).toBe(true);
  });

  it('searches titles, summaries and tags, with Arabic letter forms folded', async () => {
    const en = await posts({ pageSize: 50, filter: { search: 'washing MACHINE' } });
    expect(en.items.map((p) => p.identifier)).toEqual(['washing-machine-buying-guide']);
    // "الثلاجه" (with ه) and "اختيار" find the fridge guide written with ة and أ.
    const ar = await posts({ pageSize: 50, filter: { search: 'الثلاجه' } }, 'ar');
    expect(ar.items.map((p) => p.identifier)).toContain('refrigerator-buying-guide');
    expect(ar.items.every((p) => arabic.test(p.title))).toBe(true);
    const none = await posts({ pageSize: 50, filter: { search: 'zzqx' } });
    expect(none.total_count).toBe(0);
  });
});

describe('blogPost', () => {
  it.each(['ar', 'en'] as const)('gives one post by its identifier in %s, body sanitised', async (locale) => {
    const { body } = await gql(
      'query($id: String!) { blogPost(identifier: $id) { title content related_posts { identifier } categories { title } } }',
      { id: 'tv-buying-guide' },
      store(locale),
    );
    const post = body.data!.blogPost;
    expect(arabic.test(post.title)).toBe(locale === 'ar');
    expect(post.content).toContain('<h2>');
    expect(post.content).not.toMatch(/<script/i);
    expect(post.related_posts.length).toBeGreaterThan(0);
    expect(post.related_posts.map((p: { identifier: string }) => p.identifier)).not.toContain(
      'tv-buying-guide',
    );
  });

  it('is null for an unknown or scheduled post', async () => {
    for (const id of ['no-such-post', 'white-friday-2026-preview', 'Bad Key!']) {
      const { body } = await gql(
        'query($id: String!) { blogPost(identifier: $id) { title } }',
        { id },
        store('en'),
      );
      expect(body.data!.blogPost).toBeNull();
    }
  });
});

describe('bad queries are GraphQL errors in the request language', () => {
  it.each([
    ['en', /There is no field “nope” on BlogPost/],
    ['ar', /لا يوجد حقل “nope”/],
  ] as const)('an unknown field (%s)', async (locale, message) => {
    const { body } = await gql('{ blogPosts { items { nope } } }', {}, store(locale));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(message);
  });

  it('a query nested too deeply', async () => {
    const deep =
      '{ blogPosts { items { related_posts { related_posts { related_posts { related_posts { title } } } } } } }';
    const { body } = await gql(deep, {}, store('en'));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.message)).toContain('The query is nested too deeply: at most 6 levels.');
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_DEEP');
  });

  it('too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: blogCategories { total_count }`).join(' ');
    const { body } = await gql(`{ ${aliases} }`, {}, store('ar'));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.message)).toContain(
      'الاستعلام به أسماء بديلة أكثر من اللازم: 15 على الأكثر.',
    );
  });

  it('a query costing too much', async () => {
    const fields =
      'post_id title featured_image post_url creation_time identifier short_content content author tags';
    const costly = `{ blogPosts { items { ${fields} related_posts { ${fields} related_posts { ${fields} categories { title category_url } } } } } }`;
    const { body } = await gql(costly, {}, store('en'));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it.each([
    [{ pageSize: 51 }, 'pageSize must be a whole number from 1 to 50.'],
    [{ pageSize: 0 }, 'pageSize must be a whole number from 1 to 50.'],
    [{ currentPage: 0 }, 'currentPage must be a whole number from 1 to 1000.'],
    [{ filter: { search: 'a'.repeat(201) } }, 'The search text can be at most 200 characters.'],
  ])('bad paging or search %j', async (variables, message) => {
    const { body } = await gql(POSTS, variables, store('en'));
    expect(body.data?.blogPosts ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toBe(message);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a search of 200 characters after a leading space (§5: the space is not counted)', async () => {
    const { body } = await gql(POSTS, { filter: { search: ` ${'a'.repeat(200)}` } }, store('en'));
    expect(body.errors).toBeUndefined();
    expect(body.data?.blogPosts).toBeTruthy();
  });

  it('a wrong variable type and a syntax error', async () => {
    const wrong = await gql(POSTS, { pageSize: 'ten' }, store('en'));
    expect(wrong.body.errors?.[0]?.message).toMatch(/pageSize/);
    const broken = await gql('{ blogPosts { items { title }', {}, store('ar'));
    expect(broken.body.errors?.[0]?.message).toMatch(/^تعذرت قراءة الاستعلام/);
  });
});

describe('a request that is not a query', () => {
  it.each([
    ['{', 'ar'],
    ['[{"query":"{ blogCategories { total_count } }"}]', 'en'],
    ['null', 'ar'],
    ['{"query":1}', 'en'],
  ] as const)('%s is a 400 in the request language, without the parser’s own error', async (body, locale) => {
    const res = await graphqlApp.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...store(locale) },
      body,
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as Gql;
    expect(errors).toHaveLength(1);
    expect(errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
    expect(arabic.test(errors?.[0]?.message ?? '')).toBe(locale === 'ar');
    expect(errors?.[0]?.message).toContain('{"query": "…"}');
  });
});

describe('the language of a call', () => {
  const TITLE = '{ blogPost(identifier: "tv-buying-guide") { title } }';
  it('follows the Store header, then the lang cookie, then Accept-Language, and is Arabic by default', async () => {
    const title = async (headers: Record<string, string>) =>
      (await gql(TITLE, {}, headers)).body.data!.blogPost.title as string;
    expect(await title({ store: 'en' })).toBe('How to choose a TV: size, resolution and panel type');
    expect(await title({ store: 'en', cookie: 'lang=ar' })).toMatch(/^How/);
    expect(arabic.test(await title({ cookie: 'lang=ar', 'accept-language': 'en' }))).toBe(true);
    expect(await title({ 'accept-language': 'en-GB,en' })).toMatch(/^How/);
    expect(arabic.test(await title({}))).toBe(true);
  });
});
