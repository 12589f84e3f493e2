import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, E2E_URL, openPage, OUTBOX_PATH } from './browser';

afterAll(closeBrowser);

describe.each(['ar', 'en'] as const)('sandbox outbox in %s', (locale) => {
  it('lists what the sandbox sent, in the shopper language', async () => {
    const { context, page } = await openPage(locale, 1440, OUTBOX_PATH);
    expect(await page.locator('h1').innerText()).toBe(
      locale === 'ar' ? 'صندوق الرسائل التجريبي' : 'Sandbox outbox',
    );
    const shown =
      (await page.getByTestId('outbox').count()) + (await page.getByTestId('outbox-empty').count());
    expect(shown).toBe(1);
    await context.close();
  });
});

describe('sandbox outbox without its key', () => {
  it('is not found, with a wrong key or none', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox?key=guessed'])
      expect((await fetch(`${E2E_URL}${path}`)).status).toBe(404);
    const courier = await fetch(`${E2E_URL}/rest/V1/dev/orders/1/advance`, { method: 'POST' });
    expect(courier.status).toBe(404);
  });
});
