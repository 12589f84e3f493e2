import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './browser';

afterAll(closeBrowser);

describe.each([
  ['ar', 375, 'رسوم', 'لا يوجد سؤال يطابق بحثك'],
  ['en', 1440, 'fee', 'No question matches your search'],
] as const)('help in %s at %i px', (locale, width, word, noMatch) => {
  it('groups the card questions, searches them, and describes them as a FAQPage', async () => {
    const { context, page } = await openPage(locale, width, '/help');
    expect(await page.locator('h1').innerText()).toBe(
      locale === 'ar' ? 'المساعدة: بطاقة أمان' : 'Help: the Aman card',
    );
    expect(await page.getByTestId('help-group').count()).toBe(3);
    const all = await page.getByTestId('help-item').count();
    expect(all).toBe(16);

    // A question opens from the keyboard.
    await page.getByTestId('help-item').first().locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('help-item').first().getAttribute('open')).not.toBeNull();

    await page.getByTestId('help-search').fill(word);
    await expect.poll(() => page.getByTestId('help-item').count()).toBeLessThan(all);
    const shown = await page.getByTestId('help-item').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.join(' ')).toContain('100');
    // The card's secret code has its answer (a shopper who forgot it searches for it).
    await page.getByTestId('help-search').fill(locale === 'ar' ? 'الرقم السري' : 'PIN');
    await expect.poll(() => page.getByTestId('help-item').count()).toBe(1);
    // Paying late has its answer: no fee, and the card may be held.
    await page.getByTestId('help-search').fill(locale === 'ar' ? 'تأخرت' : 'late');
    await expect.poll(() => page.getByTestId('help-item').count()).toBe(1);
    expect(await page.getByTestId('help-item').innerText()).toContain('19910');
    await page.getByTestId('help-search').fill('zzqqxx');
    expect(await page.getByTestId('help-no-match').innerText()).toContain(noMatch);

    const jsonLd = JSON.parse((await page.getByTestId('faq-json-ld').textContent()) ?? '{}') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(16);
    expect(jsonLd.mainEntity.some((q) => q.acceptedAnswer.text.includes('19910'))).toBe(true);
    await context.close();
  });
});

it('is linked from the footer and from the instalments page', async () => {
  const { context, page } = await openPage('en', 1440, '/payinstallment');
  expect(await page.getByTestId('help-link').getAttribute('href')).toBe('/help');
  expect(await page.getByTestId('footer-important').locator('a[href="/help"]').count()).toBe(1);
  await context.close();
});
