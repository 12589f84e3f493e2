import { afterAll, describe, expect, it } from 'vitest';
import { formatNumber } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { closeBrowser, focusedTestId, openPage, waitForHydration } from './browser';
import { codeFromOutbox, enterCode, outboxCount, registerViaApi } from './auth-flows';
import {
  addAddress,
  addToCart,
  amountOf,
  cardProducts,
  closeCardDb,
  emptyCart,
  enterPin,
  giveCard,
  setCardStatus,
  PIN,
  setAvailable,
  setPinFailures,
  setPinLocked,
  setPrice,
  signInTo,
  toCardPayment,
} from './card-flows';
import { SCREENS, serverDb } from './credit-flows';
import { futureExpiry } from '../fixtures/card-expiry';

afterAll(async () => {
  await closeBrowser();
  await closeCardDb();
});

const POLL = { timeout: 15_000 };
const TEXT = {
  ar: {
    wrongPin: 'الرقم السري غير صحيح. المحاولات المتبقية: 4.',
    offer: 'عرض: فائدة 10%',
    // The PIN's words, around the total to repay, the first instalment and the next ones.
    pinIntro: [
      'اكتب الرقم السري المكوّن من 4 أرقام لبطاقة أمان لتأكيد الطلب وسداد ',
      ' على 12 شهرًا: ',
      ' أولًا، ثم ',
      ' شهريًا.',
    ],
    repayWithFee: 'المطلوب سداده شاملًا رسوم الإصدار',
    short: 'رصيد البطاقة أقل من إجمالي قيمة الطلب',
    under: 'بطاقة أمان تدفع فقط للمنتجات التي سعرها 500 جنيه أو أكثر',
    leftOut: 'لا تُدفع بالبطاقة، فليست ضمن هذا الإجمالي (وتبقى في عربة التسوق):',
    sessionEnded: 'انتهت صلاحية الدخول إلى هذه الأقساط. أدخل رقم موبايلك مرة أخرى ليصلك كود جديد.',
    none: 'لا يمكن دفع ثمن أي من منتجات عربتك',
    locked: 'تم إدخال الرقم السري خطأ 5 مرات',
    hold: 'لا يمكنك التعامل على حدك الائتماني، للتواصل مع خدمة العملاء اتصل على 19910',
    planCanceled: 'أُلغيت هذه الخطة مع طلبها',
  },
  en: {
    wrongPin: 'Wrong secret code. Tries left: 4.',
    offer: 'Offer: 10% interest',
    pinIntro: [
      'Type the 4-digit secret code (PIN) of your Aman card to confirm the order and repay ',
      ' over 12 months: ',
      ' first, then ',
      ' a month.',
    ],
    repayWithFee: 'To repay, with the issuing fee',
    short: 'The balance of the card is less than the total amount of the order',
    under: 'The Aman card pays only for products of 500 EGP or more',
    leftOut: 'Not paid with the card, so not in this total (they stay in your cart):',
    sessionEnded:
      'Your access to these instalments has ended. Enter your mobile number again to get a new code.',
    none: 'None of the products in your cart can be paid for by',
    locked: 'The secret code was entered wrongly 5 times',
    hold: 'You cannot deal with your credit limit, to contact customer service call 19910',
    planCanceled: 'This plan was canceled with its order',
  },
};

// The card is issued and balances set as the back office will: in the database, which the
// PostgreSQL server shares with the app (as in CI); embedded PGlite allows one process only.
describe.skipIf(!serverDb).each(SCREENS.map(([locale, width], i) => [locale, width, i + 1] as const))(
  'the instalment card in %s at %i px',
  (locale, width, resultsPage) => {
    it('product page → cart → instalment checkout with the PIN → the order schedule → pays the first instalment', async () => {
      const [product] = await cardProducts(resultsPage);
      const { context, page } = await openPage(locale, width, `/${product!.urlKey}`);
      expect(await page.getByTestId('promo-strip').count()).toBe(1);
      const account = await registerViaApi(context);
      await giveCard(account.phone);
      await addAddress(account.token);
      await signInTo(page, `/${product!.urlKey}`, account.phone, account.password);
      // A cardholder sees whether the balance covers the item, and a plan's monthly amount.
      const hint = page.getByTestId('product-card-hint');
      await hint.waitFor();
      expect(await hint.getAttribute('data-covers')).toBe('true');
      await page.getByTestId('product-card-hint-months').selectOption('12');
      expect(amountOf(await page.getByTestId('product-card-hint-monthly').innerText())).toBeGreaterThan(0);
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.getByTestId('cart-count').first().innerText(), POLL).toBe('1');
      await page.goto('/cart');
      expect(await page.getByTestId('cart-card-hint').getAttribute('data-covers')).toBe('true');
      // The term picked on the product page is the cart's too.
      expect(await page.getByTestId('cart-card-hint-months').inputValue()).toBe('12');
      // The strip that offers the card is not shown to a cardholder.
      expect(await page.getByTestId('promo-strip').count()).toBe(0);
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(/\/checkout\?step=shipping/);
      await page.getByTestId('checkout-continue').click();

      await page.getByTestId('checkout-step-payment').waitFor();
      await page.locator('[data-testid="checkout-method"][data-method="ocean_amancard"]').check();
      await page.getByTestId('card-plans').waitFor();
      const twelve = page.locator('[data-testid^="card-plan-"][data-testid$="-12"]').first();
      // The 12 months picked on the product page are the term checkout opens on.
      await expect.poll(() => twelve.isChecked(), POLL).toBe(true);
      await twelve.check();
      // The plan's badge says what its offer is (the demo's 10% over 12 months at every seller).
      expect(await twelve.locator('xpath=..').getByTestId('card-plan-offer').innerText()).toBe(
        TEXT[locale].offer,
      );
      // The disclosure: the card's first purchase carries the 100 EGP fee on its first instalment.
      const disclosure = page.getByTestId('card-disclosure');
      await disclosure.waitFor();
      expect(amountOf(await page.getByTestId('card-disclosure-fee').innerText())).toBe(100);
      expect(await page.getByTestId('card-first-due').innerText()).toBeTruthy();
      // What is repaid is said once, named with the fee it includes, beside the plan's instalments total.
      const repay = page.getByTestId('card-disclosure-repay');
      expect(await repay.count()).toBe(1);
      expect(await repay.locator('xpath=..').locator('dt').innerText()).toBe(TEXT[locale].repayWithFee);
      const instalments = amountOf(
        await twelve.locator('xpath=..').getByTestId('card-plan-total').innerText(),
      );
      expect(amountOf(await repay.innerText())).toBeCloseTo(instalments + 100, 2);

      await page.getByTestId('checkout-place-order').click();
      // The OTP screen in secret-code mode: nothing is sent, it asks for the card's PIN. Closed
      // without one, the focus goes back to "Place order".
      await page.getByTestId('card-pin-dialog').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => focusedTestId(page)).toBe('checkout-place-order');
      await page.getByTestId('checkout-place-order').click();
      await page.getByTestId('card-pin-dialog').waitFor();
      // It repeats what the PIN agrees to: the total the disclosure says, over 12 months, the fee's
      // first instalment and then the others.
      const intro = await page.getByTestId('otp-intro').innerText();
      const said = new RegExp(
        `^${TEXT[locale].pinIntro.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)')}$`,
      ).exec(intro);
      expect(said, intro).not.toBeNull();
      const [total, first, monthly] = said!.slice(1).map(amountOf);
      expect(total).toBeCloseTo(amountOf(await repay.innerText()), 2);
      expect(first! - monthly!).toBeCloseTo(100, 1);
      // The PIN is masked as it is typed, like the card page's.
      expect(await page.getByTestId('otp-digit-0').getAttribute('type')).toBe('password');
      await enterPin(page, '1111');
      // Said under the boxes, emptied for the next try, where it stays while the PIN is typed again.
      expect(await page.getByTestId('otp-error').innerText()).toBe(TEXT[locale].wrongPin);
      expect(await page.getByTestId('otp-digit-0').inputValue()).toBe('');
      await enterPin(page, PIN);
      await page.waitForURL(/\/checkout\/success\?orderId=\d+/);
      const orderId = /orderId=(\d+)/.exec(page.url())![1];
      // The receipt holds the plan agreed (months, each instalment and its day), as the order's page does.
      await page.getByTestId('order-success').getByTestId('order-instalments').waitFor();
      expect(await page.getByTestId('order-success').getByTestId('instalment-row').count()).toBe(12);

      await page.goto(`/account/orders?orderId=${orderId}`);
      const plan = page.getByTestId('order-instalments');
      await plan.waitFor();
      expect(await plan.getByTestId('instalment-row').count()).toBe(12);

      await page.goto('/payinstallment');
      await waitForHydration(page);
      await page.locator('[data-testid="pay-instalments"][data-mode="customer"]').waitFor();
      const before = amountOf(await page.getByTestId('instalments-balance').innerText());
      expect(await page.getByTestId('instalment-choice').count()).toBe(12);
      await page.getByTestId('instalments-pay').click();
      await page.waitForURL(/\/sandbox-gateway\//);
      await waitForHydration(page);
      await page.getByTestId('sandbox-card-number').fill('4111111111111111');
      await page.getByTestId('sandbox-expiry').fill(futureExpiry());
      await page.getByTestId('sandbox-cvv').fill('123');
      await page.getByTestId('sandbox-pay').click();
      await page.waitForURL(/\/payinstallment\?payment=\d+&result=paid/);
      await page.getByTestId('instalment-receipt').waitFor();
      await expect
        .poll(async () => amountOf(await page.getByTestId('instalments-balance').innerText()), POLL)
        .toBeGreaterThan(before);
      expect(await page.getByTestId('instalment-choice').count()).toBe(11);
      // The payment is listed below, with what it paid.
      const history = page.getByTestId('card-payment-history').locator('li');
      await expect.poll(() => history.count(), POLL).toBe(1);
      expect(amountOf(await history.first().locator('span').last().innerText())).toBeGreaterThan(0);
      // The card's page says what is still owed, and in how many instalments.
      await page.goto('/account/credit-limit-request');
      const owed = page.getByTestId('card-owed');
      await owed.waitFor();
      const [owedBefore, owedAfter] = getT(locale)('instalments.owed', {
        amount: '§',
        count: 11,
        n: formatNumber(11, locale),
      }).split('§');
      const owedText = await owed.innerText();
      expect(owedText.startsWith(owedBefore!) && owedText.endsWith(owedAfter!)).toBe(true);
      expect(amountOf(owedText)).toBeGreaterThan(0);

      // Canceled, the plan says so instead of what is to repay, and lists only the instalment paid.
      await page.goto(`/account/orders?orderId=${orderId}`);
      await page.getByTestId('order-cancel').click();
      await page.getByTestId('order-cancel-confirm').click();
      const canceled = page.locator('[data-testid="instalment-plan"][data-status="canceled"]');
      await canceled.waitFor();
      expect(await canceled.getByTestId('instalment-plan-canceled').innerText()).toContain(
        TEXT[locale].planCanceled,
      );
      expect(await canceled.getByTestId('instalment-row').count()).toBe(1);
      await context.close();
    });

    it('pays signed out with a code to the card phone; says when the balance is short or a product is under 500 EGP', async () => {
      const products = await cardProducts(resultsPage);
      const { context, page } = await openPage(locale, width, '/payinstallment');
      const account = await registerViaApi(context);
      const cardId = await giveCard(account.phone);
      await addAddress(account.token);
      await addToCart(account.token, products[1]!.id);

      // Signed out: the number, then the code; nothing about the card before it.
      await page.getByTestId('instalment-identify').waitFor();
      await page.getByTestId('instalment-phone').fill(account.phone);
      // The registration's code is in the outbox already: wait for the one sent now.
      const sent = await outboxCount(context, account.phone);
      await page.getByTestId('instalment-phone-next').click();
      // The screen does not tell whether the number holds a card: "if it does, we sent a code".
      await page.locator('[data-testid="otp-intro"][data-delivery="sent"]').waitFor();
      expect(await page.getByTestId('otp-intro').innerText()).toContain(
        {
          ar: 'إذا كان هذا الرقم مسجلًا لبطاقة أمان، فاكتب الكود',
          en: 'If an Aman card is registered to this number, enter the 6-digit code',
        }[locale],
      );
      await enterCode(page, await codeFromOutbox(context, account.phone, sent));
      await page.locator('[data-testid="pay-instalments"][data-mode="guest"]').waitFor();
      await page.getByTestId('instalments-none-due').waitFor();
      // An access the server no longer takes (ended, or revoked) says so, over the form for a new code.
      await page.evaluate(() => {
        const stored = JSON.parse(window.sessionStorage.getItem('instalment-access')!) as {
          expiresAt: string;
        };
        window.sessionStorage.setItem(
          'instalment-access',
          JSON.stringify({ ...stored, token: 'not-a-token' }),
        );
      });
      await page.reload();
      expect(await page.getByTestId('instalments-session-ended').innerText()).toBe(TEXT[locale].sessionEnded);
      await page.getByTestId('instalment-identify').waitFor();

      await signInTo(page, '/cart', account.phone, account.password);
      // On hold, the cart promises no balance or plan: it says the hold (§8), as checkout does.
      await setCardStatus(cardId, 'on_hold');
      await page.reload();
      const held = page.locator('[data-testid="cart-card-hint"][data-hold="true"]');
      await held.waitFor();
      expect(await held.innerText()).toBe(TEXT[locale].hold);
      expect(await page.getByTestId('cart-card-hint-months').count()).toBe(0);
      await setCardStatus(cardId, 'active');
      await setAvailable(cardId, 100);
      // A balance short of the cart: the cart says so, and offers no plan the card cannot pay.
      await page.reload();
      const short = page.locator('[data-testid="cart-card-hint"][data-covers="false"]');
      await short.waitFor();
      expect(await page.getByTestId('cart-card-hint-months').count()).toBe(0);
      await toCardPayment(page);
      expect(await page.getByTestId('card-blocker').innerText()).toBe(TEXT[locale].short);
      expect(await page.getByTestId('checkout-place-order').isDisabled()).toBe(true);

      await setAvailable(cardId, 50_000_00);
      const restorePrice = await setPrice(products[1]!.id, 499_99);
      try {
        await toCardPayment(page);
        expect(await page.getByTestId('card-blocker').innerText()).toContain(TEXT[locale].under);
        expect(await page.getByTestId('checkout-place-order').isDisabled()).toBe(true);
      } finally {
        await restorePrice();
      }

      // The fifth wrong PIN locks it: the dialog closes, the checkout says how to set a new one (its
      // link has the focus) and cannot place the order.
      await setPinFailures(cardId, 4);
      await toCardPayment(page);
      await page.getByTestId('checkout-place-order').click();
      await page.getByTestId('card-pin-dialog').waitFor();
      await enterPin(page, '1111');
      await page.getByTestId('card-blocker').waitFor();
      expect(await page.getByTestId('card-blocker').innerText()).toContain(TEXT[locale].locked);
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.closest('[data-testid="card-blocker"]') !== null),
        )
        .toBe(true);
      expect(await page.getByTestId('card-blocker').getByRole('link').getAttribute('href')).toBe(
        '/account/credit-limit-request',
      );
      expect(await page.getByTestId('checkout-place-order').isDisabled()).toBe(true);
      await setPinLocked(cardId, false);
      await setPinFailures(cardId, 0);

      // A product the card does not take, beside those it does: the cart's card box says it is left out.
      const cashOnly = (await cardProducts(resultsPage, false))[0]!;
      await addToCart(account.token, cashOnly.id);
      await page.goto('/cart');
      const leftOut = page.getByTestId('cart-card-hint-left-out');
      await leftOut.waitFor();
      expect(await leftOut.innerText()).toContain(TEXT[locale].leftOut);

      // Nothing in the cart takes the card: the notice says so, and no plans or disclosure of EGP 0.
      await emptyCart(account.token);
      await addToCart(account.token, cashOnly.id);
      await page.goto('/checkout?step=payment');
      await page.locator('[data-testid="checkout-method"][data-method="ocean_amancard"]').check();
      expect(await page.getByTestId('checkout-unsupported-notice').innerText()).toContain(TEXT[locale].none);
      expect(await page.getByTestId('card-plans').count()).toBe(0);
      expect(await page.getByTestId('card-disclosure').count()).toBe(0);
      expect(await page.getByTestId('checkout-place-order').isDisabled()).toBe(true);
      await context.close();
    });
  },
);
