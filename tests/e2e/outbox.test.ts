import { afterAll, describe, expect, it } from 'vitest';
import { uniquePhone } from './auth-flows';
import { closeBrowser, E2E_URL, openPage, OUTBOX_PATH, outboxMessages } from './browser';

afterAll(closeBrowser);

describe.each(['ar', 'en'] as const)('sandbox outbox in %s', (locale) => {
  it('lists what the sandbox sent, newest first, in the shopper language', async () => {
    const phone = uniquePhone();
    const sent = await fetch(`${E2E_URL}/api/amanauth/send_otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MobileNumber: phone }),
    });
    expect(sent.status).toBe(200);
    const { context, page } = await openPage(locale, 1440, OUTBOX_PATH);
    expect(await page.locator('h1').innerText()).toBe(
      locale === 'ar' ? 'صندوق الرسائل التجريبي' : 'Sandbox outbox',
    );
    const row = page.getByTestId('outbox-message').filter({ hasText: phone });
    expect(await row.count()).toBe(1);
    const shown = await row.innerText();
    expect(shown).toMatch(/\b\d{6}\b/);
    expect(shown).toContain(locale === 'ar' ? 'رسالة SMS' : 'SMS');
    // What the journeys read over HTTP (outboxMessages) is what the page shows.
    const read = (await outboxMessages(context)).filter((m) => m.includes(phone));
    expect(read).toHaveLength(1);
    expect(read[0]).toContain(/\b(\d{6})\b/.exec(shown)![1]);
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
