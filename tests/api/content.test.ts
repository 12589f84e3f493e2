import { beforeAll, describe, expect, it } from 'vitest';
import { restApp } from '@/http/rest/app';
import { useTestDb } from './test-db';

beforeAll(async () => {
  await useTestDb();
});

const get = (path: string, headers: Record<string, string> = {}) => restApp.request(path, { headers });
const arabic = /[\u0600-\u06FF]/;

describe.each(['ar', 'en'] as const)('content calls in %s', (locale) => {
  const inLanguage = (text: string) =>
    locale === 'ar' ? expect(text).toMatch(arabic) : expect(text).not.toMatch(arabic);

  it('GET catalog/category answers the 3-level menu with flags as strings', async () => {
    const res = await get(`/rest/${locale}/V1/catalog/category`);
    expect(res.status).toBe(200);
    const menu = await res.json();
    expect(menu.length).toBeGreaterThanOrEqual(10);
    const first = menu[0];
    expect(first).toMatchObject({ id: expect.any(Number), url_key: expect.any(String) });
    expect(['0', '1']).toContain(first.include_in_menu);
    expect(['0', '1']).toContain(first.include_in_sidebar);
    expect(['0', '1']).toContain(first.include_in_box_sidebar);
    inLanguage(first.name);
    expect(menu.every((c: { sub_categories: unknown[] }) => c.sub_categories.length > 0)).toBe(true);
    const withThirdLevel = menu.flatMap((c: { sub_categories: { sub_categories: unknown[] }[] }) =>
      c.sub_categories.filter((s) => s.sub_categories.length > 0),
    );
    expect(withThirdLevel.length).toBeGreaterThan(0);
    expect(menu.some((c: { include_in_menu: string }) => c.include_in_menu === '1')).toBe(true);
  });

  it('GET catalog/category/important answers footer categories in order', async () => {
    const res = await get(`/rest/${locale}/V1/catalog/category/important`);
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.length).toBeGreaterThan(6);
    inLanguage(list[0].name);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      url_key: expect.any(String),
      url_path: expect.any(String),
    });
  });

  it('GET home answers slides, category tiles, product rows and brands', async () => {
    const res = await get(`/rest/${locale}/V1/home`);
    expect(res.status).toBe(200);
    const home = await res.json();
    expect(home.slides.length).toBeGreaterThan(0);
    inLanguage(home.slides[0].title);
    expect(home.slides[0].image).toMatch(/^\/media\//);
    expect(home.categories.length).toBeGreaterThanOrEqual(10);
    const ids = home.product_rows.map((r: { identifier: string }) => r.identifier);
    expect(ids).toEqual(expect.arrayContaining(['offers', 'best_sellers']));
    const offers = home.product_rows.find((r: { identifier: string }) => r.identifier === 'offers');
    expect(offers.items.length).toBeGreaterThan(0);
    for (const item of offers.items) {
      expect(item.final_price).toBeLessThan(item.price);
      expect(item.in_stock).toBe(true);
    }
    const item = offers.items[0];
    expect(item).toMatchObject({
      product_id: expect.any(Number),
      name: expect.any(String),
      title: item.name,
      url_key: expect.any(String),
      image_link: expect.stringMatching(/^\/media\//),
    });
    inLanguage(item.name);
    expect(home.brands.length).toBeGreaterThan(0);
  });

  it.each(['about-us', 'terms-and-conditions', 'return-refund-policy', 'privacy-policy', 'store-offers'])(
    'GET cmsblocks/%s answers sanitised HTML',
    async (identifier) => {
      const res = await get(`/rest/${locale}/V1/cmsblocks/${identifier}`);
      expect(res.status).toBe(200);
      const block = await res.json();
      expect(block.identifier).toBe(identifier);
      inLanguage(block.title);
      expect(block.content).toMatch(/<(p|h2|h3|ul)>/);
      expect(block.content).not.toMatch(/<script|onerror=|javascript:/i);
    },
  );

  it('GET landingpage/content answers brands with product counts', async () => {
    const res = await get(`/rest/${locale}/V1/landingpage/content`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.brands.length).toBeGreaterThanOrEqual(20);
    expect(body.brands.some((b: { product_count: number }) => b.product_count > 0)).toBe(true);
  });

  it('GET popup/bannerpopup/banners answers the active overlay ads', async () => {
    const res = await get(`/rest/${locale}/V1/popup/bannerpopup/banners`);
    expect(res.status).toBe(200);
    const banners = await res.json();
    expect(Array.isArray(banners)).toBe(true);
    for (const b of banners) expect(b).toMatchObject({ id: expect.any(Number), image: expect.any(String) });
  });

  it('GET countdown answers start and end dates', async () => {
    const res = await get(`/rest/${locale}/V1/countdown`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Date.parse(body.countdown_start_date)).toBeLessThan(Date.parse(body.countdown_end_date));
    expect(body.days_left).toEqual(expect.any(Number));
  });
});

describe('store offers without a locale segment', () => {
  it('uses Accept-Language', async () => {
    const en = await (await get('/rest/V1/cmsblocks/store-offers', { 'accept-language': 'en' })).json();
    const ar = await (await get('/rest/V1/cmsblocks/store-offers', { 'accept-language': 'ar' })).json();
    expect(en.title).not.toMatch(arabic);
    expect(ar.title).toMatch(arabic);
  });
});

describe('bad input', () => {
  it('answers 404 with a JSON message for an unknown locale', async () => {
    const res = await get('/rest/fr/V1/catalog/category', { 'accept-language': 'en' });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.message).toBe('Unknown locale "fr": use ar or en.');
    expect(body.parameters).toEqual(['fr']);
  });

  it('answers 404 for a path outside the REST API (npm run start:api serves only /rest)', async () => {
    const res = await get('/api/amanauth/send_otp', { 'accept-language': 'en' });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('No API route matches /api/amanauth/send_otp.');
  });

  it('answers the unknown-locale error in Arabic by default', async () => {
    const res = await get('/rest/xx/V1/home');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(arabic);
  });

  it('answers 404 for an unknown CMS identifier in the request language', async () => {
    const res = await get('/rest/en/V1/cmsblocks/no-such-block');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'No content block with the identifier "no-such-block".',
      parameters: ['no-such-block'],
    });
    const ar = await get('/rest/ar/V1/cmsblocks/no-such-block');
    expect((await ar.json()).message).toMatch(arabic);
  });

  it('answers 404 JSON, never a stack trace, for an unknown path', async () => {
    const res = await get('/rest/en/V1/no/such/path');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    expect(JSON.parse(text).message).toBe('No API route matches /rest/en/V1/no/such/path.');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('tags every answer with a request id', async () => {
    const res = await get('/rest/en/V1/countdown', { 'x-request-id': 'abc-123' });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('POST newsletter/subscribe', () => {
  const post = (path: string, body: string) =>
    restApp.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('subscribes once and says so in the request language', async () => {
    const email = `shopper-${Date.now()}@example.com`;
    const first = await post('/rest/en/V1/newsletter/subscribe', JSON.stringify({ email }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'subscribed' });
    const again = await post(
      '/rest/ar/V1/newsletter/subscribe',
      JSON.stringify({ email: email.toUpperCase() }),
    );
    const body = await again.json();
    expect(body.status).toBe('already_subscribed');
    expect(body.message).toMatch(arabic);
  });

  it('refuses a bad e-mail with email_error in the request language', async () => {
    const res = await post('/rest/en/V1/newsletter/subscribe', JSON.stringify({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter a valid e-mail address.');
    const ar = await post('/rest/ar/V1/newsletter/subscribe', JSON.stringify({}));
    expect(ar.status).toBe(400);
    expect((await ar.json()).message).toBe('يرجى إدخال بريد إلكتروني صحيح.');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('/rest/en/V1/newsletter/subscribe', '{nope');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The request body must be valid JSON.');
  });
});
