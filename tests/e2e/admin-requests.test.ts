import { afterAll, describe, expect, it } from 'vitest';
import { cairoDayFrom } from '@/domain/shared/cairo-day';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, E2E_URL, openPage, rawKeysOn } from './browser';
import { closeStaffDb, serverDb, signInAs } from './staff-flows';

/**
 * A trip request sent from /amantravel reaches operations staff: the dashboard counts it, the list
 * finds it by its reference, its page shows what the shopper sent under the form's labels, and
 * the agent marks it handled with a note, kept in its history; in Arabic at 1440 px and English at
 * 768 px, with the accessibility check on each screen.
 */
afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const inDays = (n: number) => cairoDayFrom(new Date(), n);
let serial = Date.now() % 1e6;

const TEXT = {
  ar: {
    card: 'طلبات رحلات منتظرة',
    destination: 'الغردقة',
    status: { new: 'جديد', handled: 'تمت المتابعة' },
    done: 'تم تسجيل متابعة الطلب.',
    payWithCard: 'نعم',
    history: 'تسجيل متابعة طلب',
  },
  en: {
    card: 'Trip requests waiting',
    destination: 'Hurghada',
    status: { new: 'New', handled: 'Handled' },
    done: 'The request is marked as handled.',
    payWithCard: 'Yes',
    history: 'Request marked handled',
  },
} as const;

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('trip requests in the back office in %s at %i px', (locale, width) => {
  it('an operations agent finds a trip request, reads it and marks it handled with a note', async () => {
    const text = TEXT[locale];
    const phone = `0127${String(serial++ % 1e7).padStart(7, '0')}`;
    const sent = await fetch(`${E2E_URL}/rest/${locale}/V1/forms/book_trip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        parameters: {
          destination: text.destination,
          departure_date: inDays(30),
          return_date: inDays(35),
          adults: 2,
          children: 1,
          name: locale === 'ar' ? 'سلمى فتحي' : 'Salma Fathy',
          phone,
          pay_with_card: true,
        },
      }),
    });
    expect(sent.status).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };

    const { context, page } = await openPage(locale, width, '/admin/login');
    await signInAs(page, 'operations');
    // The dashboard counts the requests waiting, and leads to them.
    const card = page.getByTestId('admin-card-requests');
    expect(await card.locator('h2').innerText()).toBe(text.card);
    expect(Number(await card.getByTestId('admin-card-count').innerText())).toBeGreaterThanOrEqual(1);
    await card.getByRole('link').click();
    await page.waitForURL(/\/admin\/requests$/);
    await page.getByTestId('admin-requests-search').fill(reference);
    await page.getByTestId('admin-requests-search').press('Enter');
    await page.waitForURL(new RegExp(`q=${reference}`));
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('admin-requests').getByRole('link', { name: reference }).click();

    // What the shopper sent, under the form's own labels, in the page's language.
    await page.getByTestId('admin-request-status-form').waitFor();
    expect(await page.getByTestId('admin-request-destination').innerText()).toBe(text.destination);
    expect(await page.getByTestId('admin-request-phone').innerText()).toBe(phone);
    expect(await page.getByTestId('admin-request-pay_with_card').innerText()).toBe(text.payWithCard);
    expect(await page.getByTestId('admin-request-status').innerText()).toBe(text.status.new);
    expect(await rawKeysOn(page)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);

    await page.getByTestId('admin-request-note').fill('Called back; sent three hotel offers');
    await page.getByTestId('admin-request-status-submit').click();
    await expectAlert(page, 'success', text.done);
    await expect.poll(() => page.getByTestId('admin-request-status').innerText()).toBe(text.status.handled);
    const history = page.getByTestId('admin-request-history');
    expect(await history.innerText()).toContain(text.history);
    expect(await history.innerText()).toContain('Called back; sent three hotel offers');
    // No longer among the new ones (the list of new requests with its reference is empty), but
    // among the handled.
    await page.goto(`/admin/requests?q=${reference}`);
    await page.getByTestId('admin-requests-empty').waitFor();
    await page.goto(`/admin/requests?status=handled&q=${reference}`);
    await page.getByTestId('admin-requests').getByRole('link', { name: reference }).waitFor();
    await context.close();
  });
});
