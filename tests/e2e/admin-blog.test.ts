import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffMember } from './staff-flows';

/**
 * The blog in the back office, in a real browser: a content editor writes a post with the
 * rich-text editor (bold text and a bulleted list, in both languages), publishes it now, and a
 * shopper finds it on /blogs with its formatting; a post scheduled for tomorrow stays off /blogs.
 * Staff are made in the server's database, so this needs TEST_DATABASE_URL as in CI.
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;

const TEXT = {
  ar: {
    identifierError:
      'اكتب مفتاح رابط من حروف إنجليزية صغيرة وأرقام تفصلها شرطات، مثل \u2066tv-buying-guide\u2069.',
    created: 'تم إنشاء المقال.',
    published: 'منشور',
    scheduled: 'مجدول',
  },
  en: {
    identifierError:
      'Enter a URL key of small English letters and digits joined by dashes, e.g. tv-buying-guide.',
    created: 'Post created.',
    published: 'Published',
    scheduled: 'Scheduled',
  },
};

const WORDS = {
  ar: { bold: 'نص عريض', plain: 'ثم نص عادي', items: ['البند الأول', 'البند الثاني'] },
  en: { bold: 'Bold words', plain: 'then plain text', items: ['First point', 'Second point'] },
};

/** Writes bold text, a plain sentence and a two-item bulleted list in one language's editor. */
async function writeContent(page: Page, language: 'ar' | 'en') {
  const area = page.getByTestId(`admin-blog-content-${language}`);
  await area.click();
  const bold = page.getByTestId(`admin-blog-content-${language}-bold`);
  await bold.click();
  expect(await bold.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type(WORDS[language].bold);
  await bold.click();
  await page.keyboard.type(` ${WORDS[language].plain}`);
  await page.keyboard.press('Enter');
  await page.getByTestId(`admin-blog-content-${language}-bullet_list`).click();
  await page.keyboard.type(WORDS[language].items[0]!);
  await page.keyboard.press('Enter');
  await page.keyboard.type(WORDS[language].items[1]!);
}

async function newPostForm(page: Page, identifier: string, title: { ar: string; en: string }) {
  await page.getByTestId('admin-blog-new').click();
  await page.getByTestId('admin-blog-form').waitFor();
  await waitForHydration(page);
  // The editors are loaded on demand; they are ready once their text areas are there.
  await page.getByTestId('admin-blog-content-ar').waitFor();
  await page.getByTestId('admin-blog-content-en').waitFor();
  await page.getByTestId('admin-blog-identifier').fill(identifier);
  await page.getByTestId('admin-blog-title-ar').fill(title.ar);
  await page.getByTestId('admin-blog-title-en').fill(title.en);
}

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('blog posts in the back office in %s at %i px', (locale, width) => {
  it('a content editor writes a formatted post and publishes it now; a shopper reads it on /blogs', async () => {
    const title = { ar: `مقال الشتاء ${locale} ${serial}`, en: `Winter post ${locale} ${serial}` };
    const email = await staffMember('content');
    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-content_blog').click();
    await page.getByTestId('admin-blog-posts').waitFor();
    expect(await seriousFindings(page)).toEqual([]);

    await newPostForm(page, 'Winter Post', title);
    await writeContent(page, 'ar');
    await writeContent(page, 'en');
    // A URL key with capitals and a space is refused under its field, nothing sent.
    await page.getByTestId('admin-blog-submit').click();
    expect(await page.getByTestId('admin-blog-identifier-error').innerText()).toBe(
      TEXT[locale].identifierError,
    );
    expect(await seriousFindings(page)).toEqual([]);

    const identifier = `winter-post-${locale}-${serial}`;
    await page.getByTestId('admin-blog-identifier').fill(identifier);
    await page.getByTestId('admin-blog-publish-now').click();
    expect(await page.getByTestId('admin-blog-publish-at').inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    const created = expectAlert(page, 'success', TEXT[locale].created);
    await page.getByTestId('admin-blog-submit').click();
    await created;
    await page.waitForURL(/\/admin\/content\/blog\/\d+$/);
    await page.getByTestId('admin-blog-status').filter({ hasText: TEXT[locale].published }).waitFor();
    expect(await rawKeysOn(page)).toEqual([]);

    // A shopper finds it on /blogs in their language, and its page shows the formatting.
    const shopper = await openPage(locale, 375, '/blogs');
    await shopper.page.getByTestId('blog-post-link').filter({ hasText: title[locale] }).click();
    await shopper.page.waitForURL(new RegExp(`/blogs/${identifier}$`));
    const body = shopper.page.getByTestId('blog-post-body');
    await body.waitFor();
    expect(await body.locator('strong').first().innerText()).toBe(WORDS[locale].bold);
    expect(await body.locator('ul > li').allInnerTexts()).toEqual(WORDS[locale].items);
    expect(await body.innerText()).toContain(WORDS[locale].plain);
    await shopper.context.close();
  }, 150_000); // Two editors typed into, a save, and the shopper's two pages.

  it('a post scheduled for tomorrow is listed as scheduled and stays off /blogs', async () => {
    const title = { ar: `مقال الغد ${locale} ${serial}`, en: `Tomorrow post ${locale} ${serial}` };
    const email = await staffMember('content');
    const { page } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-content_blog').click();
    await page.getByTestId('admin-blog-posts').waitFor();
    const identifier = `tomorrow-post-${locale}-${serial}`;
    await newPostForm(page, identifier, title);
    for (const language of ['ar', 'en'] as const) {
      await page.getByTestId(`admin-blog-content-${language}`).click();
      await page.keyboard.type(WORDS[language].plain);
    }
    const tomorrow = await page.evaluate(() => {
      const at = new Date(Date.now() + 86_400_000);
      const p = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: 'Africa/Cairo',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(at)
          .map((x) => [x.type, x.value]),
      );
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
    });
    await page.getByTestId('admin-blog-publish-at').fill(tomorrow);
    const created = expectAlert(page, 'success', TEXT[locale].created);
    await page.getByTestId('admin-blog-submit').click();
    await created;
    await page.waitForURL(/\/admin\/content\/blog\/\d+$/);
    await page.getByTestId('admin-blog-status').filter({ hasText: TEXT[locale].scheduled }).waitFor();
    await page.goto('/admin/content/blog');
    expect(await page.getByTestId(`admin-blog-status-${identifier}`).innerText()).toBe(
      TEXT[locale].scheduled,
    );

    const shopper = await openPage(locale, 375, '/blogs');
    await shopper.page.getByTestId('blog-list').waitFor();
    expect(await shopper.page.getByTestId('blog-post-link').filter({ hasText: title[locale] }).count()).toBe(
      0,
    );
    const direct = await shopper.page.goto(`/blogs/${identifier}`);
    expect(direct?.status()).toBe(404);
    await shopper.context.close();
  }, 120_000);
});
