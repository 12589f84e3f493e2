import { afterAll, describe, expect, it } from 'vitest';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, focusedTestId, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffMember } from './staff-flows';

/**
 * CMS blocks in the back office, in a real browser: a content editor finds the About block in the
 * list, is stopped from saving an empty title, changes the text, previews it (the script it typed is
 * gone, as the store will drop it), saves, and the store's /about page shows the new text exactly as
 * previewed. Staff are made in the server's database, so this needs TEST_DATABASE_URL as in CI.
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;

const TEXT = {
  ar: {
    titleError: 'أدخل العنوان بالعربية (120 حرفًا على الأكثر، بدون < أو >).',
    emptyError: 'اكتب محتوى هذه اللغة: الكتلة التي لا تعرض شيئًا تترك صفحتها فارغة.',
    saved: 'تم حفظ كتلة المحتوى.',
    changed: 'تغيّر: النص بالعربية',
    paragraph: `نص جديد من المحرر ${serial}`,
  },
  en: {
    titleError: 'Enter the English title (at most 120 characters, no < or >).',
    emptyError: "Write this language's content: a block with nothing to show would leave its page blank.",
    saved: 'Content block saved.',
    changed: 'Changed: English text',
    paragraph: `New text from the editor ${serial}`,
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('CMS blocks in the back office in %s at %i px', (locale, width) => {
  it('a content editor changes the About text, previews it, saves, and /about shows it', async () => {
    const email = await staffMember('content');
    const { page, context } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-nav-content_blocks').click();
    await page.getByTestId('admin-cms-blocks').waitFor();
    expect(await page.getByTestId('admin-cms-page-about-us').getAttribute('href')).toBe('/about');
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('admin-cms-edit-about-us').click();
    await page.getByTestId('admin-cms-form').waitFor();
    await waitForHydration(page);

    // An empty title is refused under its field, before anything is sent.
    const title = page.getByTestId(`admin-cms-title-${locale}`);
    const oldTitle = await title.inputValue();
    await title.fill('');
    await page.getByTestId('admin-cms-submit').click();
    expect(await page.getByTestId(`admin-cms-title-${locale}-error`).innerText()).toBe(
      TEXT[locale].titleError,
    );
    // ...which takes the focus; content with nothing to show is refused too.
    await expect.poll(() => focusedTestId(page)).toBe(`admin-cms-title-${locale}`);
    await title.fill(oldTitle);
    const text = page.getByTestId(`admin-cms-content-${locale}`);
    const oldText = await text.inputValue();
    await text.fill('<p> </p>');
    await page.getByTestId('admin-cms-submit').click();
    expect(await page.getByTestId(`admin-cms-content-${locale}-error`).innerText()).toBe(
      TEXT[locale].emptyError,
    );
    await expect.poll(() => focusedTestId(page)).toBe(`admin-cms-content-${locale}`);
    await text.fill(oldText);

    // New text first, with a script the store would never run.
    const content = page.getByTestId(`admin-cms-content-${locale}`);
    const marker = TEXT[locale].paragraph;
    await content.fill(
      `<p id="x" onclick="alert(1)">${marker}</p><script>window.bad = 1</script>${await content.inputValue()}`,
    );
    await page.getByTestId('admin-cms-preview').click();
    const preview = page.getByTestId(`admin-cms-preview-${locale}`);
    await preview.getByText(marker).waitFor();
    const previewed = await preview.innerHTML();
    expect(previewed.startsWith(`<p>${marker}</p>`)).toBe(true);
    expect(previewed).not.toContain('script');
    expect(await seriousFindings(page)).toEqual([]);

    const saved = expectAlert(page, 'success', TEXT[locale].saved);
    await page.getByTestId('admin-cms-submit').click();
    await saved;
    // The history names this editor and what changed (the other language's run may be there too).
    const entry = page.getByTestId('admin-cms-history').locator('li', { hasText: email });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(TEXT[locale].changed);
    expect(await rawKeysOn(page)).toEqual([]);

    // The store's page, from its link in the editor: the new text, exactly as previewed.
    const [store] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('admin-cms-view').click(),
    ]);
    await store.waitForURL(/\/about$/);
    const article = store.getByTestId('cms-about-us');
    await article.getByText(marker).waitFor();
    expect(await article.locator('.cms-content').innerHTML()).toBe(previewed);
    expect(await store.evaluate(() => 'bad' in window)).toBe(false);
    await context.close();
  });
});
