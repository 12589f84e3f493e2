import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './browser';

afterAll(closeBrowser);

describe.each(['ar', 'en'] as const)('sandbox outbox in %s', (locale) => {
  it('lists what the sandbox sent, in the shopper language', async () => {
    const { context, page } = await openPage(locale, 1440, '/dev/outbox');
    expect(await page.locator('h1').innerText()).toBe(
      locale === 'ar' ? 'صندوق الرسائل التجريبي' : 'Sandbox outbox',
    );
    const shown =
      (await page.getByTestId('outbox').count()) + (await page.getByTestId('outbox-empty').count());
    expect(shown).toBe(1);
    await context.close();
  });
});
