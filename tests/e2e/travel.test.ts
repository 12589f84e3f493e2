import { afterAll, describe, expect, it } from 'vitest';
import { cairoDay } from '@/domain/shared/cairo-day';
import { seriousFindings } from './a11y';
import { arabicIndic, closeBrowser, openPage, outboxMessages } from './browser';

afterAll(closeBrowser);

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let serial = Date.now() % 1e6;
const phone = () => `0128${String(serial++ % 1e7).padStart(7, '0')}`;

describe.each([
  ['ar', 375],
  ['ar', 1440],
  ['en', 375],
  ['en', 1440],
] as const)('book a trip in %s at %i px', (locale, width) => {
  it('refuses a return before the departure, then sends the request and shows its reference', async () => {
    const { context, page } = await openPage(locale, width, '/amantravel');
    expect(await page.locator('h1').innerText()).toBe(locale === 'ar' ? 'احجز رحلة' : 'Book a trip');
    const mobile = phone();
    // A departure must be after today: its calendar starts tomorrow (Cairo's), not on a day it refuses.
    const min = await page.getByTestId('form-departure_date').getAttribute('min');
    expect(min! > cairoDay(new Date())).toBe(true);
    await page.getByTestId('form-destination').fill('1');
    await page.getByTestId('form-departure_date').fill(day(40));
    await page.getByTestId('form-return_date').fill(day(35));
    // In Arabic as its keyboard types digits: the form and the server read them.
    await page.getByTestId('form-adults').fill(locale === 'ar' ? arabicIndic('2') : '2');
    await page.getByTestId('form-name').fill(locale === 'ar' ? 'منى عادل' : 'Mona Adel');
    await page.getByTestId('form-phone').fill(mobile);
    await page.getByTestId('form-send').click();

    // The browser checks the server's rules first: the return date and the yes/no question.
    const returnError = page.getByTestId('form-return_date-error');
    await returnError.waitFor();
    expect(await returnError.innerText()).toBe(
      locale === 'ar'
        ? 'اختر في حقل «تاريخ العودة» يومًا بعد «تاريخ السفر».'
        : '“Return date” must be after “Departure date”.',
    );
    expect(await page.getByTestId('form-pay_with_card-error').innerText()).toBe(
      locale === 'ar'
        ? 'اختر نعم أو لا: «هل تريد الدفع ببطاقة أمان على أقساط؟»'
        : 'Choose yes or no: “Pay with the Aman card in instalments?”',
    );
    // A destination of digits is no place.
    expect(await page.getByTestId('form-destination-error').innerText()).toBe(
      locale === 'ar'
        ? 'اكتب حقل «الوجهة» بالحروف (حرفان على الأقل).'
        : 'Write “Destination” in letters (at least two).',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('destination');
    // A count reads left to right, a minus sign included, on an Arabic page too.
    expect(await page.getByTestId('form-adults').getAttribute('dir')).toBe('ltr');
    expect(await seriousFindings(page)).toEqual([]);

    await page.getByTestId('form-destination').fill(locale === 'ar' ? 'الغردقة' : 'Hurghada');
    await page.getByTestId('form-return_date').fill(day(47));
    await page.getByTestId('form-pay_with_card-yes').check();
    await page.getByTestId('form-send').click();
    await page.getByTestId('form-sent').waitFor();
    const reference = await page.getByTestId('form-reference').innerText();
    expect(reference).toMatch(/^TRP-\d{8}$/);
    expect(await page.getByTestId('form-sent').innerText()).toContain(mobile);
    // The answer is in view and has the focus (a phone is not left scrolled to the footer).
    const where = () =>
      page.evaluate(() => {
        const box = document.querySelector('[data-testid="form-sent"]')!.getBoundingClientRect();
        return {
          visible: box.top < window.innerHeight && box.bottom > 0,
          focusInside: !!document.activeElement?.closest('[data-testid="form-sent"]'),
        };
      });
    // The page scrolls smoothly: wait for it to arrive.
    await expect.poll(where, { timeout: 5_000 }).toEqual({ visible: true, focusInside: true });

    // The SMS with the reference, in the shopper's language.
    const sms = (await outboxMessages(context)).find((m) => m.includes(reference));
    expect(sms).toMatch(
      locale === 'ar' ? /استلمنا طلب حجز الرحلة\. رقم طلبك/ : /your trip booking request\. Your reference/,
    );
    await context.close();
  });
});
