import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getT } from '@/i18n/translate';
import { seriousFindings } from './a11y';
import {
  arabicIndic,
  closeBrowser,
  focusedTestId,
  nextFrames,
  openPage,
  settle,
  waitForHydration,
} from './browser';

afterAll(closeBrowser);

/**
 * Each price's amount in pounds. Its number only: the Arabic currency "ج.م." has full stops of its
 * own, which read as part of the number made every Arabic price NaN (and a sort check vacuous).
 */
const prices = (texts: string[]) =>
  texts.map((s) => {
    const digits = s.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
    return Number(/\d[\d,]*(?:\.\d+)?/.exec(digits)?.[0].replace(/,/g, '') ?? NaN);
  });

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
/** The results count as the page should word it: Arabic has six plural forms, English two. */
function countText(locale: 'ar' | 'en', n: number) {
  const digits = n.toLocaleString('en-US');
  if (locale === 'en') return `${digits} ${n === 1 ? 'product' : 'products'}`;
  const forms: Record<string, string> = {
    zero: 'لا توجد منتجات',
    one: 'منتج واحد',
    two: 'منتجان',
    few: `${digits} منتجات`,
    many: `${digits} منتجًا`,
    other: `${digits} منتج`,
  };
  return forms[new Intl.PluralRules('ar').select(n)];
}
/** The filter drawer's closing button: how many products the filters leave. */
function showText(locale: 'ar' | 'en', n: number) {
  if (locale === 'en') return n === 0 ? 'Show results' : `Show ${n} ${n === 1 ? 'product' : 'products'}`;
  const forms: Record<string, string> = {
    zero: 'عرض النتائج',
    one: 'عرض منتج واحد',
    two: 'عرض منتجين',
    few: `عرض ${n} منتجات`,
    many: `عرض ${n} منتجًا`,
    other: `عرض ${n} منتج`,
  };
  return forms[new Intl.PluralRules('ar').select(n)];
}
const resultsCount = async (page: Page) =>
  Number(await page.getByTestId('results-count').getAttribute('data-count'));

describe.each(['ar', 'en'] as const)('catalog in %s', (locale) => {
  it('writes the count, prices, facet counts and page numbers in one digit system', async () => {
    const { context, page } = await openPage(locale, 1440, '/tvs');
    const n = await resultsCount(page);
    expect(await page.getByTestId('results-count').innerText()).toBe(countText(locale, n));
    const price = await page
      .getByTestId('product-grid')
      .locator('p.mt-auto > span:first-child')
      .first()
      .innerText();
    const facetCount = await page
      .locator('aside')
      .getByTestId('facet-option')
      .first()
      .locator('span')
      .last()
      .innerText();
    const pages = await page.getByTestId('pagination').innerText();
    for (const text of [price, facetCount, pages]) expect(text).toMatch(/[0-9]/);
    // The price range's hints are the results' cheapest and dearest, grouped as prices are.
    const highest = await page
      .locator('aside')
      .locator('input[name="price_max"]')
      .getAttribute('placeholder');
    expect(highest).toMatch(/^\d{1,3}(,\d{3})+$/);
    // Nowhere in the page body (count, prices, facets, pages, dates) an Arabic-Indic digit.
    expect(await page.locator('body').innerText()).not.toMatch(ARABIC_INDIC_DIGIT);
    await context.close();
  });

  it('drills from the drawer into a sub-sub-category page', async () => {
    const { context, page } = await openPage(locale, 1440);
    await page.getByTestId('all-button').click();
    const drawer = page.getByTestId('category-drawer');
    // By keyboard, the focus follows the levels: into a level, its Back; back, the row just left.
    const first = drawer.getByTestId('drawer-drill').first();
    const firstId = await first.getAttribute('data-category-id');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toBe('drawer-back');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-category-id')))
      .toBe(firstId);
    await drawer
      .getByRole('button')
      .filter({ hasText: locale === 'ar' ? 'عرض المزيد' : 'See more' })
      .click();
    const mains = await drawer.getByTestId('drawer-drill').count();
    let target: { href: string; name: string } | null = null;
    for (let i = 0; i < mains && !target; i++) {
      await drawer.getByTestId('drawer-drill').nth(i).click();
      if ((await drawer.getByTestId('drawer-drill').count()) > 0) {
        await drawer.getByTestId('drawer-drill').first().click();
        const link = drawer.locator('ul a').first();
        target = { href: (await link.getAttribute('href'))!, name: (await link.innerText()).trim() };
        await Promise.all([page.waitForURL(`**${target.href}`), link.click()]);
      } else {
        await drawer.getByTestId('drawer-back').click();
      }
    }
    expect(target?.href.split('/').filter(Boolean)).toHaveLength(3);
    expect(await page.locator('h1').innerText()).toBe(target!.name);
    expect(await page.getByTestId('breadcrumbs').locator('li').count()).toBe(4);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('filters by brand and sorts by price, keeping both in the URL', async () => {
    const { context, page } = await openPage(locale, 1440, '/tvs');
    const before = await resultsCount(page);
    const brandFacet = page.locator('aside').getByTestId('facet-brand');
    const option = brandFacet.getByTestId('facet-option').first();
    const optionCount = Number((await option.locator('span').last().innerText()).replace(/\D/g, ''));
    await Promise.all([page.waitForURL(/brand=/), option.click()]);
    const after = await resultsCount(page);
    expect(after).toBe(optionCount);
    expect(after).toBeLessThanOrEqual(before);

    await Promise.all([
      page.waitForURL(/sort=price_asc/),
      page.getByTestId('sort-select').selectOption('price_asc'),
    ]);
    expect(page.url()).toMatch(/brand=/);
    // From the keyboard, arrow keys browse the orders without reloading the list at each; Enter applies
    // the one settled on, as one step of the browser's history.
    const sort = page.getByTestId('sort-select');
    const historyBefore = await page.evaluate(() => history.length);
    await sort.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key);
    expect(await sort.inputValue()).toBe('price_desc');
    await Promise.all([page.waitForURL(/sort=price_desc/), page.keyboard.press('Enter')]);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    await Promise.all([page.waitForURL(/sort=price_asc/), sort.selectOption('price_asc')]);
    const shown = prices(
      await page.getByTestId('product-grid').locator('p.mt-auto > span:first-child').allInnerTexts(),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(Number.isFinite)).toBe(true);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);

    // A lowest price typed as the shopper's keyboard writes it: Arabic digits, or with a comma.
    const sortedCount = await resultsCount(page);
    const lowest = Math.floor(shown[Math.floor(shown.length / 2)]!);
    const priceMin = page.locator('aside').getByTestId('price-form').locator('input[name="price_min"]');
    await priceMin.fill(locale === 'ar' ? arabicIndic(String(lowest)) : lowest.toLocaleString('en-US'));
    await Promise.all([page.waitForURL(/price_min=/), priceMin.press('Enter')]);
    const dearer = prices(
      await page.getByTestId('product-grid').locator('p.mt-auto > span:first-child').allInnerTexts(),
    );
    expect(dearer.length).toBeGreaterThan(0);
    expect(await resultsCount(page)).toBeLessThan(sortedCount);
    expect(dearer.every((price) => price >= lowest)).toBe(true);
    await context.close();
  });

  it('on a phone, picks two brands in the filter drawer without it closing, then removes them as chips', async () => {
    const { context, page } = await openPage(locale, 375, '/large-appliances');
    expect(await page.getByTestId('active-filters').count()).toBe(0);
    await page.getByTestId('filter-button').click();
    const drawer = page.getByTestId('filter-drawer');
    // Its close button names what it closes (not the menu's "Close menu").
    expect(
      await drawer.getByRole('button', { name: locale === 'ar' ? 'أغلق الفلاتر' : 'Close filters' }).count(),
    ).toBe(1);
    const unpicked = drawer
      .getByTestId('facet-brand')
      .locator('[data-testid="facet-option"]:not([aria-current])');
    const brandOf = async (i: number) => (await unpicked.nth(i).locator('span').nth(1).innerText()).trim();
    const first = await brandOf(0);
    await Promise.all([page.waitForURL(/brand=[^&]+$/), unpicked.first().click()]);
    // Still open, its counts those of the filtered list; the button behind it counts one filter.
    await drawer.locator('[aria-current="true"]').waitFor();
    expect(await page.getByTestId('filter-count').innerText()).toBe('1');
    const second = await brandOf(0);
    await Promise.all([page.waitForURL(/brand=[^&]+%2C/), unpicked.first().click()]);
    await page.getByTestId('filter-count').filter({ hasText: '2' }).waitFor();
    const total = await resultsCount(page);
    expect(await drawer.getByTestId('filter-show-results').innerText()).toBe(showText(locale, total));
    await drawer.getByTestId('filter-show-results').click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'filter-button',
    );

    // The list says what filters it: a chip a brand, each removing only itself.
    const chips = page.getByTestId('active-filter');
    const label = { ar: 'العلامة التجارية', en: 'Brand' }[locale];
    expect(await chips.allInnerTexts()).toEqual([`${label}: ${first}`, `${label}: ${second}`]);
    expect(await chips.first().getAttribute('aria-label')).toBe(
      { ar: `إزالة الفلتر ${label}: ${first}`, en: `Remove the filter ${label}: ${first}` }[locale],
    );
    expect(await seriousFindings(page)).toEqual([]);
    await Promise.all([page.waitForURL((u) => !u.search.includes('%2C')), chips.first().click()]);
    await chips.nth(1).waitFor({ state: 'detached' });
    expect(await chips.allInnerTexts()).toEqual([`${label}: ${second}`]);
    await Promise.all([
      page.waitForURL((u) => !u.search.includes('brand')),
      page.getByTestId('clear-filters').click(),
    ]);
    await page.getByTestId('active-filters').waitFor({ state: 'detached' });
    expect(await page.getByTestId('filter-count').count()).toBe(0);
    await context.close();
  });

  it('opens a product from a category grid', async () => {
    const { context, page } = await openPage(locale, 1440, '/tvs');
    // The listing leads with TVs: by units sold alone, its wall mounts and receivers came first.
    const firstRow = await page
      .getByTestId('product-card')
      .locator('h3')
      .evaluateAll((h) => h.slice(0, 4).map((e) => (e as HTMLElement).innerText.trim()));
    expect(firstRow).toHaveLength(4);
    for (const name of firstRow) expect(name).not.toMatch(/Wall Mount|Satellite Receiver|^حامل|^ريسيفر/);
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('h3').innerText()).trim();
    // Each of the card's buttons is described by its product's name, once on the page.
    const descriptions = await card.locator('button').evaluateAll((buttons) =>
      buttons.map((b) => {
        const id = b.getAttribute('aria-describedby') ?? '';
        return [document.querySelectorAll(`[id="${id}"]`).length, document.getElementById(id)?.innerText];
      }),
    );
    expect(descriptions).toEqual([1, 2, 3].map(() => [1, name]));
    await Promise.all([
      page.waitForURL((u) => u.pathname.split('/').filter(Boolean).length === 1 && u.pathname !== '/tvs'),
      card.locator('a').first().click(),
    ]);
    expect((await page.locator('h1').innerText()).trim()).toBe(name);
    await context.close();
  });

  it('finds a product when the Arabic word is spelled differently, from the search box', async () => {
    const { context, page } = await openPage(locale, 1440);
    const input = page.getByTestId('search-input').first();
    // "ثلاجه" (ta marbuta written as ha) for refrigerators; "سامسنج" misspells Samsung.
    await input.fill('ثلاجه');
    const dropdown = page.getByTestId('search-dropdown').first();
    await dropdown.getByTestId('search-products').waitFor();
    expect(await dropdown.getByTestId('search-products').locator('a').count()).toBeGreaterThan(0);
    // A product shown with its picture is not offered again as a line of text.
    const pictured = await dropdown.getByTestId('search-products').locator('a').allInnerTexts();
    const phrases = await dropdown.getByTestId('search-suggestions').locator('a').allInnerTexts();
    expect(phrases.filter((p) => pictured.some((name) => name.trim() === p.trim()))).toEqual([]);
    // What it found is said to a screen reader, counted.
    const shownCount = pictured.length + phrases.length;
    expect(await page.getByTestId('search-announce').first().innerText()).toBe(
      locale === 'en'
        ? `${shownCount} suggestions`
        : shownCount > 10
          ? `${shownCount} اقتراحًا`
          : `${shownCount} اقتراحات`,
    );
    // From the keyboard: ↓ into the suggestions, ↑ back to the box, Escape closes them there.
    const links = dropdown.locator('a');
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    await input.press('ArrowDown');
    expect(await focusedHref()).toBe(await links.nth(0).getAttribute('href'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(await links.nth(1).getAttribute('href'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'search-input',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await dropdown.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'search-input',
    );
    await Promise.all([page.waitForURL(/\/searchnise\/?\?q=/), input.press('Enter')]);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(decodeURIComponent(page.url())).toContain('q=ثلاجه');
    // Found as typed (ه for ة is the same word): no word about close matches.
    expect(await page.getByTestId('search-approximate').count()).toBe(0);

    await page.getByTestId('search-input').first().fill('xqzvw kkkkjj');
    // §8's no_search_result, in the page's language (the header's texts carry it).
    expect(await page.getByTestId('search-empty').first().innerText()).toBe(
      { ar: 'لا توجد نتائج لبحثك', en: 'No results found for your search' }[locale],
    );
    expect(await page.getByTestId('search-announce').first().innerText()).toBe(
      { ar: 'لا توجد نتائج لبحثك', en: 'No results found for your search' }[locale],
    );
    // The results page says so too, without a filter column, filter button or sort for nothing.
    await Promise.all([page.waitForURL(/q=xqzvw/), page.getByTestId('search-input').first().press('Enter')]);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('sort-select').count()).toBe(0);
    expect(await page.getByTestId('filter-button').count()).toBe(0);

    // A paste longer than the box takes is cut to 200 characters, and the panel says so, aloud too.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('samsung 55 inch smart tv '.repeat(12)));
    const box = page.getByTestId('search-input').first();
    await box.fill('');
    await box.focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await box.inputValue()).toHaveLength(200);
    const cut = getT(locale)('errors.field_cut', { max: 200 });
    expect(await page.getByTestId('search-cut').first().innerText()).toBe(cut);
    expect(await page.getByTestId('search-announce').first().innerText()).toContain(cut);
    await context.close();
  });

  it("filters by an option whose value has commas in it (a TV's connectivity) and finds what it counted", async () => {
    const { context, page } = await openPage(locale, 1440, '/tvs');
    const option = page
      .getByTestId('facet-connectivity')
      .getByTestId('facet-option')
      .filter({ hasText: /[,،]/ })
      .first();
    const counted = Number(
      /\(([\d٠-٩,٬]+)\)/
        .exec(await option.innerText())![1]!
        .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
        .replace(/[,٬]/g, ''),
    );
    expect(counted).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/attr_connectivity=/), option.click()]);
    await expect.poll(() => resultsCount(page)).toBe(counted);
    expect(await page.getByTestId('active-filter').count()).toBe(1);
    expect(
      await page
        .getByTestId('facet-connectivity')
        .locator('[data-testid="facet-option"][aria-current="true"]')
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('keeps the suggestions shut once Enter is pressed, and the query in the box of the results page', async () => {
    const { context, page } = await openPage(locale, 375, '/', { pausedClock: true });
    await waitForHydration(page);
    const input = page.locator('[data-testid="search-input"]:visible');
    // Enter before the suggestions' pause is over: they were due 600 ms later, over the results.
    await input.fill('samsung');
    await Promise.all([page.waitForURL(/q=samsung/), input.press('Enter')]);
    await page.getByTestId('search-page').waitFor();
    await page.clock.runFor(2_000);
    await settle(page);
    expect(await page.getByTestId('search-dropdown').count()).toBe(0);
    expect(await page.locator('[data-testid="search-input"]:visible').inputValue()).toBe('samsung');
    // Opened from its address (a reload, a shared link): the box holds the query too.
    await page.goto('/searchnise?q=lg%20oled');
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('[data-testid="search-input"]:visible').inputValue())
      .toBe('lg oled');
    await context.close();
  });

  it('says when the products shown are the closest to a word the store does not have', async () => {
    const { context, page } = await openPage(locale, 375, '/searchnise?q=samsng');
    expect(await page.getByTestId('search-approximate').innerText()).toBe(
      {
        ar: 'لا توجد منتجات تطابق «samsng» تمامًا. هذه أقرب النتائج لدينا.',
        en: 'No products match “samsng” word for word. These are the closest we have.',
      }[locale],
    );
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps a long word of the query inside a phone screen', async () => {
    const q = `${'a'.repeat(120)} ${'b'.repeat(79)}`;
    const { context, page } = await openPage(locale, 375, `/searchnise?q=${q}`);
    await page.getByTestId('search-page').waitFor();
    expect(await page.locator('h1').innerText()).toContain('a'.repeat(120));
    // Nothing wider than the screen: the heading breaks the word rather than the page scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('does not submit a blank search', async () => {
    const { context, page } = await openPage(locale, 1440);
    const input = page.getByTestId('search-input').first();
    // A search would ask for the results page at once (its request is seen within two frames).
    const searches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/searchnise')) searches.push(r.url());
    });
    await input.fill(' ');
    await input.press('Enter');
    await nextFrames(page);
    expect(searches).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
