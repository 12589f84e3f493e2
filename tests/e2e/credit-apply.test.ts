import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, waitForHydration } from './browser';
import {
  applyThroughForm,
  closeStaffDb,
  decide,
  decideDirectly,
  HOLD,
  SCREENS,
  serverDb,
  setPin,
  signInToCreditPage,
  TEXT,
} from './credit-flows';

const PENDING = {
  ar: {
    text: 'طلب بطاقة أمان قيد المراجعة. بعد إصدار البطاقة تظهر أقساطها هنا.',
    link: 'عرض طلبك',
    held: 'طلبك متوقف مؤقتًا لحين التحقق من بعض البيانات',
    buyNow: 'من الآن',
  },
  en: {
    text: 'Your Aman card application is in progress. Once the card is issued, its instalments show here.',
    link: 'See your application',
    held: 'Your application is paused while we check some details.',
    buyNow: 'You can already pay in instalments online',
  },
} as const;

afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

describe.skipIf(!serverDb).each(SCREENS)('the Aman card in %s at %i px', (locale, width) => {
  it('comes from /payinstallment without a card, applies with documents, is accepted, sees the card and sets its PIN', async () => {
    const { context, page, phone } = await signInToCreditPage(locale, width);
    // Without a card, the instalments page says so and leads to the application, nothing else.
    await page.goto('/payinstallment');
    await waitForHydration(page);
    const noCard = page.getByTestId('instalments-no-card');
    await noCard.waitFor();
    expect(await noCard.locator('p').first().innerText()).toBe(TEXT[locale].noCard);
    expect(await page.getByTestId('instalments-problem').count()).toBe(0);
    // The strip above the header offers the card...
    const strip = page.getByTestId('promo-strip');
    expect(await strip.getAttribute('data-application')).toBeNull();
    await noCard.getByRole('link').click();
    await page.waitForURL(/\/account\/credit-limit-request(\?step=personal)?$/);
    const id = await applyThroughForm(page, locale);
    expect(await page.locator('[data-testid="credit-timeline"] li').count()).toBe(2);
    // ...and once the application is sent, says where it stands instead, without a reload.
    await expect.poll(() => strip.getAttribute('data-application')).toBe('submitted');
    expect((await strip.innerText()).replace(/\s+/g, ' ')).toBe(TEXT[locale].stripPending);
    // The instalments page now sends back to the application, rather than asking to apply.
    await page.goto('/payinstallment');
    expect(await page.getByTestId('instalments-application-pending').innerText()).toBe(PENDING[locale].text);
    expect(await noCard.getByRole('link').innerText()).toBe(PENDING[locale].link);
    // Held before any card: paused while details are checked, not §8's words about a credit limit.
    await decideDirectly(id, { action: 'hold', reason: 'Employer check' });
    await page.goto('/account/credit-limit-request');
    const status = page.getByTestId('credit-application-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('on_hold');
    expect(await status.innerText()).toContain(PENDING[locale].held);
    expect(await status.innerText()).not.toContain(HOLD[locale]);
    await decideDirectly(id, { action: 'release' });

    await decide(id, 'accept', '--limit', '30000');
    await page.reload();
    await page.getByTestId('credit-card-view').waitFor();
    expect(await page.getByTestId('credit-card-number').innerText()).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(await page.getByTestId('credit-card-limit').innerText()).toContain(TEXT[locale].limit);
    expect(await page.getByTestId('credit-card-available').innerText()).toContain(TEXT[locale].limit);
    expect(await page.getByTestId('credit-card-view').getAttribute('data-status')).toBe('active');
    expect(await strip.count()).toBe(0);
    // The card's name and the delivery days in the page's language (Arabic's dual: يومي عمل).
    expect(await page.getByTestId('credit-card-view').innerText()).toContain(TEXT[locale].cardName);
    expect(await page.getByTestId('credit-card-delivery').innerText()).toContain(TEXT[locale].delivery);
    if (width >= 992) {
      expect(await page.getByTestId('account-nav-credit-limit-request').innerText()).toBe(
        TEXT[locale].myCard,
      );
    } else {
      await page.getByTestId('mobile-menu-button').click();
      expect(await page.getByTestId('mobile-menu-aman-card').innerText()).toBe(TEXT[locale].myCard);
      await page.keyboard.press('Escape');
    }
    await setPin(context, page, phone, locale);

    // Staff put the card on hold: §8's text, and no PIN can be set or changed.
    await decideDirectly(id, { action: 'hold' });
    await page.reload();
    await page.getByTestId('credit-card-view').waitFor();
    expect(await page.getByTestId('credit-card-view').getAttribute('data-status')).toBe('on_hold');
    expect(await page.getByTestId('credit-hold-text').innerText()).toBe(HOLD[locale]);
    expect(await page.getByTestId('credit-change-pin').count()).toBe(0);
    // Nor does it say the card can already buy.
    expect(await page.getByTestId('credit-card-delivery').innerText()).toContain(TEXT[locale].delivery);
    expect(await page.getByTestId('credit-card-delivery').innerText()).not.toContain(PENDING[locale].buyNow);
    await context.close();
  });
});
