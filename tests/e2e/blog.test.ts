import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { seriousFindings } from './a11y';
import { closeBrowser, openPage, waitForHydration } from './browser';

afterAll(closeBrowser);

const TEXT = {
  ar: {
    blog: 'المدونة',
    search: 'غسالة',
    found: 'غسالة فوق أوتوماتيك أم تحميل أمامي؟ دليل شراء الغسالة',
    category: 'بطاقة أمان',
    post: 'كيف تتقدم بطلب بطاقة أمان للتقسيط خطوة بخطوة',
    tag: 'حد ائتماني',
    date: /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/,
  },
  en: {
    blog: 'Blog',
    search: 'washing machine',
    found: 'Top loader or front loader? A washing machine buying guide',
    category: 'The Aman card',
    post: 'How to apply for the Aman instalment card, step by step',
    tag: 'Credit limit',
    date: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
  },
} as const;

const titles = (page: Page) => page.getByTestId('blog-post-link').allInnerTexts();

/** Where the category list is: beside the content (on its start or end side) or under it. */
const sidebarPlace = (page: Page) =>
  page.evaluate(() => {
    const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
    const [content, side] = [box('blog-content'), box('blog-sidebar')];
    if (side.top >= content.bottom - 1) return 'below';
    return side.left >= content.right - 1 ? 'right' : side.right <= content.left + 1 ? 'left' : 'overlapping';
  });

describe.each([
  ['ar', 375],
  ['ar', 1440],
  ['en', 375],
  ['en', 1440],
] as const)('the blog in %s at %i px', (locale, width) => {
  const text = TEXT[locale];
  it('lists, searches, filters by category and reads a post; a broken picture and an unknown post', async () => {
    const { context, page } = await openPage(locale, width, '/blogs');
    expect(await page.locator('h1').innerText()).toBe(text.blog);
    expect(await page.getByTestId('blog-post-card').count()).toBe(12);
    expect(await page.getByTestId('blog-recent-posts').locator('li').count()).toBe(4);
    // §2: beside the content above 768 px (on the start side's opposite: left in Arabic), under it below.
    expect(await sidebarPlace(page)).toBe(width < 768 ? 'below' : locale === 'ar' ? 'left' : 'right');
    expect(await seriousFindings(page)).toEqual([]);

    // A leading single space is ignored; the results page carries the search in its address.
    await page.getByTestId('blog-search-input').fill(` ${text.search}`);
    await page.getByTestId('blog-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('searchQuery') === text.search);
    await expect.poll(() => titles(page)).toEqual([text.found]);
    expect(await page.locator('h1').innerText()).toContain(text.search);
    // The box keeps what was searched, on the results page.
    expect(await page.getByTestId('blog-search-input').inputValue()).toBe(text.search);

    await page.getByTestId('blog-category-link').filter({ hasText: text.category }).click();
    await page.waitForURL((url) => url.searchParams.has('categoryId'));
    await expect.poll(() => page.locator('h1').innerText()).toBe(text.category);
    expect(await titles(page)).toHaveLength(3);

    await page.getByTestId('blog-post-link').filter({ hasText: text.post }).click();
    await page.getByTestId('blog-post-title').waitFor();
    // After a navigation the post's <title> comes with its streamed metadata, a moment after the
    // post: until then the document has none (axe's document-title).
    await expect.poll(() => page.title()).toContain(text.post);
    expect(await page.getByTestId('blog-post-title').innerText()).toBe(text.post);
    const date = page.getByTestId('blog-post-date');
    const shown = await date.innerText();
    expect(shown).toMatch(text.date);
    expect(shown).toBe(formatDate((await date.getAttribute('datetime'))!, locale));
    expect(await page.getByTestId('blog-post-body').locator('h2').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('blog-post-tags').innerText()).toContain(text.tag);
    expect(await page.getByTestId('blog-related').locator('li').count()).toBeGreaterThan(0);
    const jsonLd = JSON.parse((await page.getByTestId('blog-json-ld').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: text.post, inLanguage: locale });
    // The picture loads after the navigation has shown the post (lazily, when below the fold).
    const image = page.getByTestId('blog-image').first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await seriousFindings(page)).toEqual([]);

    // A picture that fails to load shows the placeholder, without any message.
    await page.route('**/media/blog/**', (route) => route.abort());
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('blog-image-placeholder').first().waitFor();
    expect(await page.getByTestId('blog-post-title').innerText()).toBe(text.post);

    // The newest post, opened from the recent posts: the list leaves it out and still shows four.
    await page.unroute('**/media/blog/**');
    const recent = page.getByTestId('blog-recent-posts').getByRole('link');
    const newest = (await recent.first().innerText()).trim();
    await recent.first().click();
    await expect.poll(() => page.getByTestId('blog-post-title').innerText()).toBe(newest);
    expect(await recent.count()).toBe(4);
    expect((await recent.allInnerTexts()).map((t) => t.trim())).not.toContain(newest);

    // A long word typed into the address: the page keeps its width, the box its 200 characters.
    await page.goto(`/blogs?searchQuery=${'b'.repeat(300)}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await page.getByTestId('blog-search-input').inputValue()).toHaveLength(200);
    // Pasted longer than the box takes: cut to 200, and said under the box.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('c'.repeat(250)));
    expect(await page.getByTestId('blog-search-cut').innerText()).toBe('');
    await page.getByTestId('blog-search-input').fill('');
    await page.getByTestId('blog-search-input').focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await page.getByTestId('blog-search-input').inputValue()).toBe('c'.repeat(200));
    expect(await page.getByTestId('blog-search-cut').innerText()).toBe(
      getT(locale)('errors.field_cut', { max: 200 }),
    );

    const missing = await page.goto('/blogs/no-such-post');
    expect(missing?.status()).toBe(404);
    // The not-found view streams in with the page: wait for it as a shopper would.
    await page.getByTestId('not-found').waitFor();
    // ...inside the blog layout, as every /blogs route is.
    expect(await page.getByTestId('blog-content').getByTestId('not-found').count()).toBe(1);
    expect(await page.getByTestId('blog-recent-posts').locator('li').count()).toBe(4);
    await context.close();
  });
});
