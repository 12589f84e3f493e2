import { getT } from '@/i18n/translate';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { oneTimeCodes } from '@/db/schema';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { arabicIndic, closeBrowser, E2E_URL, focusedTestId, openPage, outboxMessages } from './browser';
import {
  alertText,
  codeFromOutbox,
  enterCode,
  expectAlert,
  openLoginModal,
  outboxCount,
  registerViaApi,
  signIn,
  uniquePhone,
} from './auth-flows';
import { seriousFindings } from './a11y';
import { testDb } from './test-db';

const database = testDb();
afterAll(async () => {
  await closeBrowser();
  await database.close();
});

/** As if the phone's codes had been sent a minute earlier: the server's 60 s wait is over. */
const ageCodes = (phone: string) =>
  database
    .db()
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` })
    .where(eq(oneTimeCodes.phone, phone));

const TEXT = {
  ar: {
    missing: 'لإنشاء الحساب، املأ: الاسم الأول واسم العائلة ورقم الموبايل وكلمة المرور وتأكيد كلمة المرور.',
    missingConfirmation: 'لإنشاء الحساب، املأ: تأكيد كلمة المرور.',
    first: 'منى',
    last: 'حسن',
    created: 'تم إنشاء حسابك.',
    loggedIn: 'تم تسجيل الدخول بنجاح.',
    loggedOut: 'تم تسجيل الخروج بنجاح.',
    city: 'مدينة نصر',
    locked:
      'تم إيقاف تسجيل الدخول بكلمة المرور لهذا الحساب مؤقتًا بعد محاولات خاطئة كثيرة. إن كان هذا حسابك، يمكنك الدخول الآن بكود نرسله إلى رقم الموبايل المسجّل فيه.',
    codeTitle: 'تسجيل الدخول بكود',
    linkEnded: 'رابط إعادة التعيين منتهي الصلاحية أو استُخدم من قبل. اطلب رابطًا جديدًا.',
    notConfirmed: 'لم يتم تأكيد هذا البريد الإلكتروني بعد',
    unconfirmed: 'لم يتم التأكيد بعد',
    confirmed: 'مؤكد',
    confirmLinkEnded: 'انتهت صلاحية رابط التأكيد هذا',
  },
  en: {
    missing:
      'To create the account, fill in: First name, Last name, Mobile number, Password, and Confirm password.',
    missingConfirmation: 'To create the account, fill in: Confirm password.',
    first: 'Mona',
    last: 'Hassan',
    created: 'Your account has been created.',
    loggedIn: 'You signed in successfully.',
    loggedOut: 'You signed out successfully.',
    city: 'Nasr City',
    locked:
      'Sign-in with a password is paused for this account after too many wrong tries. If it is your account, you can sign in now with a code we send to its mobile number.',
    codeTitle: 'Sign in with a code',
    linkEnded: 'This reset link has expired or was already used. Ask for a new one.',
    notConfirmed: 'This e-mail address is not confirmed yet',
    unconfirmed: 'Not confirmed yet',
    confirmed: 'Confirmed',
    confirmLinkEnded: 'This confirmation link has expired',
  },
} as const;
/** Sign-in hashes a password (scrypt) and re-reads the session: allow for a loaded machine. */
const POLL = { timeout: 15_000 };
const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Renewed456';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A landmark typed without spaces, longer than a phone's screen is wide. */
const LONG_WORD = 'Saqqara-Pyramids-Road-Extension-Near-The-Big-Roundabout-And-The-Petrol-Station';

describe.each(['ar', 'en'] as const)('accounts in %s', (locale) => {
  const text = TEXT[locale];
  const phone = uniquePhone();
  const email = `e2e.${locale}.${phone}@example.com`;

  // Twice the usual limit, so that a step that never happens fails under its own name (steps wait
  // up to 30 s each): that is how a late load event of the outbox page, opened in a tab then, was found.
  it('registers with the code read from the outbox and is signed in automatically (Arabic digits in ar)', async () => {
    const { context, page } = await openPage(locale);
    await openLoginModal(page);
    // Opened from the header: no reason to give (the wishlist's heart gives one).
    expect(await page.getByTestId('login-notice').count()).toBe(0);
    await page.getByTestId('login-register-link').click();
    // The button waits for the whole form (§5), and says what for.
    expect(await page.getByTestId('register-missing').innerText()).toBe(text.missing);
    await page.getByTestId('register-first-name').fill(text.first);
    await page.getByTestId('register-last-name').fill(text.last);
    const typed = locale === 'ar' ? arabicIndic : (digits: string) => digits;
    await page.getByTestId('register-phone').fill(typed(phone));
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(PASSWORD);
    expect(await page.getByTestId('register-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('register-missing').innerText()).toBe(text.missingConfirmation);
    await page.getByTestId('register-confirm-password').fill(PASSWORD);
    await page.getByTestId('register-confirm-password').blur();
    await expect.poll(() => page.getByTestId('register-submit').isEnabled(), POLL).toBe(true);
    await page.getByTestId('register-submit').click();
    const code = await codeFromOutbox(context, phone);
    // A wrong code first: refused on the code screen itself (§8), the boxes emptied for the next try.
    await enterCode(page, code === '111111' ? '222222' : '111111');
    expect(await page.getByTestId('otp-error').innerText()).toBe(
      { ar: 'الكود غير صحيح. المحاولات المتبقية: 4.', en: 'The code is not correct. Tries left: 4.' }[locale],
    );
    expect(await page.getByTestId('otp-digit-0').inputValue()).toBe('');
    let accepted = code;
    if (process.env.DATABASE_URL) {
      // A minute on, a new code: the last one's "tries left" goes with it. (The codes are aged in
      // the server's database; on embedded PGlite only the server may open it: the first code is
      // entered instead.)
      await ageCodes(phone);
      await page.clock.install();
      await page.clock.fastForward(61_000);
      await page.getByTestId('otp-resend').click();
      accepted = await codeFromOutbox(context, phone, 1);
      // The outbox has the code before the page has the server's answer: the error goes with that answer.
      await expect.poll(() => page.getByTestId('otp-error').count(), POLL).toBe(0);
    }
    await enterCode(page, typed(accepted));
    // The banner hides after 5 s (§9): watch for it from now, not after the checks below (the
    // code's "sent" banner may still be up, so wait for one of these texts).
    const banner = page
      .getByTestId('alert-banner')
      .filter({ hasText: new RegExp([text.created, text.loggedIn].map(escapeRegExp).join('|')) });
    const severity = banner.waitFor().then(() => banner.getAttribute('data-severity'));
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).toContain(text.first);
    expect(await severity).toBe('success');
    await context.close();
  }, 120_000);

  it('refuses a phone that already has an account while registering', async () => {
    const { context, page } = await openPage(locale);
    await openLoginModal(page);
    await page.getByTestId('login-register-link').click();
    const typed = locale === 'ar' ? arabicIndic : (digits: string) => digits;
    await page.getByTestId('register-phone').fill(typed(phone));
    await page.getByTestId('register-phone').blur();
    await page.getByTestId('register-phone-error').waitFor();
    expect(await page.getByTestId('register-phone-error').innerText()).toBe(
      locale === 'ar'
        ? 'رقم الموبايل هذا مرتبط بحساب بالفعل.'
        : 'This phone number is already related to an account.',
    );
    await context.close();
  });

  it('signs out from the account menu, then signs in by phone and by e-mail', async () => {
    const { context, page } = await openPage(locale);
    await signIn(page, phone, PASSWORD);
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).toContain(text.first);
    // The menu's code loads on the first press (here from the keyboard), so it opens a moment
    // later, with focus in it; Escape gives focus back to the button.
    await page.getByTestId('account-dropdown').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('account-dropdown-menu');
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement)), POLL).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL)
      .toBe('account-dropdown');
    // Tab closes it too, the focus back on its button, rather than being swallowed.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page), POLL).toBe('account-dropdown');
    await page.getByTestId('account-dropdown').click();
    await menu.waitFor();
    expect(await menu.locator('a[href="/account/orders"]').count()).toBe(1);
    // Laid out in the page's direction (the menu sits in a portal that sets its own).
    expect(await menu.evaluate((m) => getComputedStyle(m).direction)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    // What the tab kept for this customer's card reapplication goes with the session.
    await page.evaluate(() => sessionStorage.setItem('credit-reapply-work', '{"salary":"12000"}'));
    await page.getByTestId('account-logout').click();
    await expectAlert(page, 'success', text.loggedOut);
    expect(await page.evaluate(() => sessionStorage.getItem('credit-reapply-work'))).toBeNull();
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).not.toContain(text.first);
    // The menu's button gave way to "Hello, sign in", which has the focus (not fallen to the page).
    await expect.poll(() => focusedTestId(page), POLL).toBe('account-dropdown');
    const session = await page.request.get(`${E2E_URL}/api/auth/session`);
    expect(await session.json()).toEqual({});

    await signIn(page, email.toUpperCase(), PASSWORD);
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).toContain(text.first);
    // Signed in again on the same page: the menu stays closed until asked for.
    expect(await page.getByTestId('account-dropdown-menu').count()).toBe(0);
    await context.close();
  });

  it('shows the server text when the password is wrong', async () => {
    const { context, page } = await openPage(locale);
    await openLoginModal(page);
    // A number that cannot be anyone's is refused on its field, with what to fix, before any call.
    await page.getByTestId('login-identifier').fill(phone.slice(0, 4));
    await page.getByTestId('login-password').fill('Wrong9999');
    await page.getByTestId('login-submit').click();
    expect(await page.getByTestId('login-identifier-error').innerText()).toBe(
      locale === 'ar'
        ? 'أدخل رقم موبايل مصري من 11 رقمًا يبدأ بـ 010 أو 011 أو 012 أو 015.'
        : 'Enter an Egyptian mobile number of 11 digits starting with 010, 011, 012 or 015.',
    );
    await expect.poll(() => focusedTestId(page)).toBe('login-identifier');
    // Without the lang cookie (a browser that refuses it, or one set to English on the Arabic
    // store) the refusal still comes in the form's language.
    await context.clearCookies({ name: LOCALE_COOKIE });
    await page.getByTestId('login-identifier').fill(phone);
    await page.getByTestId('login-submit').click();
    expect(await alertText(page, 'error')).toBe(
      locale === 'ar'
        ? 'رقم الموبايل أو البريد الإلكتروني أو كلمة المرور غير صحيحة.'
        : 'The phone number, e-mail or password is not correct.',
    );
    await context.close();
  });

  it('recovers the password by phone with a code', async () => {
    const { context, page } = await openPage(locale);
    // The view opens whole, without asking next-auth for its providers: the single sign-on button,
    // once fetched after the view opened, came in under the form and moved the centred dialog under
    // the pointer, so that a press on "Forgot your password?" landed on "Sign in".
    const held = '**/api/auth/providers';
    await page.route(held, () => {});
    await openLoginModal(page);
    expect(await page.getByTestId('login-oidc').count()).toBe(1);
    // next-auth's signIn asks for them before it signs in.
    await page.unroute(held);
    await page.getByTestId('login-forgot-link').click();
    await page.getByTestId('forgot-identifier').fill(phone);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-confirm-password').fill(NEW_PASSWORD);
    const before = await outboxCount(context, phone);
    await page.getByTestId('forgot-password-continue').click();
    await enterCode(page, await codeFromOutbox(context, phone, before));
    await alertText(page, 'success');
    await page.getByTestId('login-view').waitFor();
    // The login form starts with the number just recovered, and waits for its new password.
    expect(await page.getByTestId('login-identifier').inputValue()).toBe(phone);
    expect(await page.getByTestId('login-password').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.type(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).toContain(text.first);
    await context.close();
  });

  it('sends no reset link to an address until its owner confirms it from the link mailed at registration', async () => {
    const { context, page } = await openPage(locale);
    await page.goto('/forgot-password');
    await page.getByTestId('forgot-identifier').fill(email);
    await page.getByTestId('forgot-submit').click();
    await expect
      .poll(() => page.getByTestId('forgot-identifier-error').innerText(), POLL)
      .toContain(text.notConfirmed);
    await signIn(page, phone, NEW_PASSWORD);
    await page.goto('/account/profile');
    expect(await page.getByTestId('email-unconfirmed').innerText()).toContain(text.unconfirmed);
    expect(await seriousFindings(page, '[data-testid="profile-form"]')).toEqual([]);
    expect(await page.getByTestId('email-confirm-resend').isEnabled()).toBe(true);
    const mail = (await outboxMessages(context)).find(
      (m) => m.includes(email) && m.includes('/confirm-email?token='),
    );
    const link = /(\/confirm-email\?token=[^\s"<]+)/.exec(mail ?? '')![1]!;
    // Opening the link confirms nothing (a mail scanner opens links too): the press does.
    await page.goto(link);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('confirm-email-button').click();
    expect(await page.getByTestId('confirm-email-done').innerText()).toContain(email);
    await page.goto('/account/profile');
    expect(await page.getByTestId('email-confirmed').innerText()).toBe(text.confirmed);
    expect(await page.getByTestId('email-unconfirmed').count()).toBe(0);
    await page.goto(link);
    await page.getByTestId('confirm-email-button').click();
    expect(await page.getByTestId('confirm-email-error').innerText()).toContain(text.confirmLinkEnded);
    await context.close();
  });

  it('resets the password from the e-mailed link once; the link opened again says so before anything is typed', async () => {
    const { context, page } = await openPage(locale);
    const asked = await context.request.put(`/rest/${locale}/V1/enhanced/customers/password`, {
      data: { email, template: 'email_reset', websiteId: 1 },
    });
    expect(asked.ok()).toBe(true);
    const mail = (await outboxMessages(context)).find(
      (m) => m.includes(email) && m.includes('forgot-password?token='),
    );
    const link = /(\/forgot-password\?token=[^\s"<]+)/.exec(mail ?? '')![1]!;
    await page.goto(link);
    await page.getByTestId('reset-password-view').waitFor();
    expect(await page.getByTestId('reset-link-ended').count()).toBe(0);
    await page.getByTestId('reset-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await page.goto(link);
    expect(await page.getByTestId('reset-link-ended').innerText()).toBe(text.linkEnded);
    expect(await page.getByTestId('reset-password-view').count()).toBe(0);
    await page.getByTestId('forgot-identifier').waitFor();
    await context.close();
  });

  it('adds an address to the address book', async () => {
    const { context, page } = await openPage(locale);
    await signIn(page, phone, NEW_PASSWORD);
    await page.goto('/account/addresses');
    // Closed with Escape, the dialog gives the focus back to the button that opened it.
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-save').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedTestId(page)).toBe('address-add');
    await page.getByTestId('address-add').click();
    // Saved empty: focus goes to the first field to fix, not left on the button.
    await page.getByTestId('address-save').click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('address-street');
    await page.getByTestId('address-street').fill(locale === 'ar' ? 'شارع عباس العقاد' : 'Abbas El Akkad St');
    await page.getByTestId('address-building').fill('12');
    // Typed with an Arabic keyboard's digits: kept as 3, as the courier's slip and English pages read it.
    await page.getByTestId('address-floor').fill(arabicIndic('3'));
    await page.getByTestId('address-apartment').fill('7');
    // A long word (typed without spaces) wraps inside the card.
    await page.getByTestId('address-landmark').fill(`بجوار البنك ${LONG_WORD}`);
    await page.getByTestId('address-governorate').selectOption('cairo');
    await page.getByTestId('address-city').selectOption('nasr_city');
    await page.getByTestId('address-area').selectOption('district_7');
    // Pasted longer than the field takes: the browser cuts it, and the field says so.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('Tower 12, by the river bridge'));
    await page.getByTestId('address-building').fill('');
    await page.keyboard.press('ControlOrMeta+V');
    expect(await page.getByTestId('address-building').inputValue()).toBe('Tower 12, by the riv');
    expect(await page.getByTestId('address-building-hint').innerText()).toBe(
      getT(locale)('errors.field_cut', { max: 20 }),
    );
    // A building "number" of symbols is refused under its field, in the page's language.
    await page.getByTestId('address-building').fill('@@');
    expect(await page.getByTestId('address-building-hint').count()).toBe(0);
    await page.getByTestId('address-save').click();
    expect(await page.getByTestId('address-building-error').innerText()).toBe(
      {
        ar: 'استخدم الحروف والأرقام والمسافات و - و / فقط.',
        en: 'Use letters, numbers, spaces, - and / only.',
      }[locale],
    );
    await page.getByTestId('address-building').fill('12');
    await page.getByTestId('address-save').click();
    const card = page.getByTestId('address-card');
    await card.waitFor();
    expect(await card.innerText()).toContain(text.city);
    // The landmark as typed, with no word of ours doubled in front of it.
    expect(await card.innerText()).toContain('بجوار البنك');
    expect(await card.innerText()).not.toMatch(/بجوار بجوار|Near بجوار/);
    expect(await card.innerText()).not.toMatch(/[٠-٩]/);
    expect(await card.getAttribute('data-default')).toBe('true');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.reload();
    await page.getByTestId('address-card').waitFor();
    expect(await page.getByTestId('address-card').count()).toBe(1);
    // The account tabs are a row wider than the phone: a tab the keyboard reaches comes into view.
    for (const slug of ['profile', 'logout']) {
      const tab = page.getByTestId(`account-nav-${slug}`);
      // As a Tab press would, but without the browser's own scroll, which Tab does not always do.
      await tab.evaluate((a) => (a as HTMLElement).focus({ preventScroll: true }));
      await expect
        .poll(() =>
          tab.evaluate((a) => a.getBoundingClientRect().left >= 0 && a.getBoundingClientRect().right <= 375),
        )
        .toBe(true);
    }
    await context.close();
  });

  it('says no new code was sent, that the last one works, and when to ask again, when a code is refused', async () => {
    const { context, page } = await openPage(locale);
    await signIn(page, phone, NEW_PASSWORD);
    await page.goto('/account/profile');
    await page.getByTestId('change-mobile-open').click();
    // Announced as a dialog, named by its title.
    const dialog = page.getByRole('dialog', {
      name: locale === 'ar' ? 'تغيير رقم الموبايل' : 'Change mobile number',
    });
    expect(await dialog.getAttribute('data-testid')).toBe('change-mobile-modal');
    // A number pasted from contacts in its international form is kept in its local form.
    const number = uniquePhone();
    await page
      .getByTestId('mobile-new')
      .fill(`+20 ${number.slice(1, 4)} ${number.slice(4, 7)} ${number.slice(7)}`);
    expect(await page.getByTestId('mobile-new').inputValue()).toBe(number);
    // The password typed wrong: said under it, back on the first step, and no code is sent.
    await page.getByTestId('mobile-password').fill('Wrong9999');
    await page.getByTestId('mobile-next').click();
    expect(await page.getByTestId('mobile-password-error').innerText()).toBe(
      locale === 'ar' ? 'كلمة المرور الحالية غير صحيحة.' : 'Your current password is not correct.',
    );
    expect(await outboxCount(context, number)).toBe(0);
    expect(await page.getByTestId('mobile-new').inputValue()).toBe(number);
    await page.getByTestId('mobile-password').fill(NEW_PASSWORD);
    await page.getByTestId('mobile-next').click();
    const intro = page.getByTestId('otp-intro');
    await expect.poll(() => intro.getAttribute('data-delivery'), POLL).toBe('sent');
    // Asking again for the same number within 60 s is refused by the server.
    await page.getByTestId('otp-back').click();
    await page.getByTestId('mobile-password').fill(NEW_PASSWORD);
    await page.getByTestId('mobile-next').click();
    await expect.poll(() => intro.getAttribute('data-delivery'), POLL).toBe('refused');
    expect(await intro.innerText()).toContain(
      locale === 'ar' ? 'لم يتم إرسال كود جديد' : 'No new code was sent',
    );
    const refusal = await page.getByTestId('otp-refused').innerText();
    // The code sent a moment ago can still be typed, and the refusal says so.
    expect(refusal).toContain(
      locale === 'ar' ? 'الكود الذي أرسلناه آخر مرة ما زال صالحًا' : 'The last code we sent still works',
    );
    // The wait in words (under a minute here): "in 57 seconds", not a bare figure.
    expect(refusal).toMatch(
      locale === 'ar' ? /بعد [٠-٩0-9]+ ثانية|بعد دقيقة/ : /in (\d+ seconds|1 minute)\./,
    );
    // "Send again" waits for the same time instead of being offered only to be refused again.
    expect(await page.getByTestId('otp-resend').count()).toBe(0);
    const seconds = Number(await page.getByTestId('otp-countdown').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(60);
    await context.close();
  });

  it('changes the mobile number with the code sent to it, and says so', async () => {
    const { context, page } = await openPage(locale);
    const account = await registerViaApi(context);
    await signIn(page, account.phone, account.password);
    await page.goto('/account/profile');
    await page.getByTestId('change-mobile-open').click();
    const number = uniquePhone();
    await page.getByTestId('mobile-new').fill(number);
    await page.getByTestId('mobile-password').fill(account.password);
    await page.getByTestId('mobile-next').click();
    const code = await codeFromOutbox(context, number);
    // A wrong code is refused under the boxes, in the dialog, not in a toast that goes away.
    await enterCode(page, code === '111111' ? '222222' : '111111');
    expect(await page.getByTestId('otp-error').innerText()).toBe(
      { ar: 'الكود غير صحيح. المحاولات المتبقية: 4.', en: 'The code is not correct. Tries left: 4.' }[locale],
    );
    const changed = expectAlert(
      page,
      'success',
      locale === 'ar' ? 'تم تغيير رقم الموبايل.' : 'Your mobile number has been changed.',
    );
    await enterCode(page, code);
    await changed;
    // The dialog is closed and the focus back on the button that opened it.
    await expect.poll(() => focusedTestId(page), POLL).toBe('change-mobile-open');
    await context.close();
  });

  it('lets the owner of an account a stranger locked sign in with a code sent to its phone', async () => {
    const { context, page } = await openPage(locale);
    const owner = await registerViaApi(context, 'Locked');
    // A stranger types five wrong passwords for the owner's number.
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${E2E_URL}/api/amanauth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: owner.phone, password: `Wrong${i}abc` }),
      });
      expect(res.status).toBe(401);
    }
    await openLoginModal(page);
    await page.getByTestId('login-identifier').fill(owner.phone);
    await page.getByTestId('login-password').fill(owner.password);
    await page.getByTestId('login-submit').click();
    expect(await alertText(page, 'error')).toMatch(
      locale === 'ar' ? /^محاولات دخول فاشلة كثيرة/ : /^Too many failed sign-ins/,
    );
    const panel = page.getByTestId('login-locked');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(text.locked);
    const before = await outboxCount(context, owner.phone);
    await page.getByTestId('login-code-offer').click();
    const screen = page.getByTestId('otp-screen');
    await screen.waitFor();
    expect(await screen.innerText()).toContain(text.codeTitle);
    expect(await page.getByTestId('otp-phone').innerText()).toBe(owner.phone);
    await expect.poll(() => page.getByTestId('otp-intro').getAttribute('data-delivery'), POLL).toBe('sent');
    await enterCode(page, await codeFromOutbox(context, owner.phone, before));
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).toContain('Locked');
    await expectAlert(page, 'success', text.loggedIn);
    await context.close();
  });

  it('asks for an e-mail address before the newsletter switch, on an account without one', async () => {
    const { context, page } = await openPage(locale, 1440, '/');
    const shopper = await registerViaApi(context);
    await signIn(page, shopper.phone, shopper.password);
    await page.goto('/account/newsletter');
    await page.getByTestId('newsletter-needs-email').waitFor();
    expect(await page.getByTestId('newsletter-toggle').isDisabled()).toBe(true);
    await page.getByTestId('newsletter-needs-email').getByRole('link').click();
    await page.waitForURL(/\/account\/profile/);
    await context.close();
  });

  it('sends a guest to sign in from an account page, and back after signing in', async () => {
    const { context, page } = await openPage(locale, 1440, '/account/profile');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('error')).toBe('SessionRequired');
    await page.getByTestId('login-identifier').fill(phone);
    await page.getByTestId('login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/account\/profile/);
    expect(await page.getByTestId('profile-first-name').inputValue()).toBe(text.first);
    // A name in the other script reads in its own direction (typed only, not saved).
    const first = page.getByTestId('profile-first-name');
    await first.fill(locale === 'en' ? 'محمد' : 'Mona');
    expect(await first.evaluate((el) => getComputedStyle(el).direction)).toBe(
      locale === 'en' ? 'rtl' : 'ltr',
    );
    // Saved with a fault: the field to fix gets the focus (on a phone its message may be off screen).
    await first.fill('');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => focusedTestId(page)).toBe('profile-first-name');
    await context.close();
  });

  it('forces an account from single sign-on to add a phone before anything else', async () => {
    const { context, page } = await openPage(locale);
    await openLoginModal(page);
    await page.getByTestId('login-oidc').click();
    // The provider scripts/e2e.mjs started (E2E_OIDC_PORT), not a fixed port.
    await page.waitForURL((u) => u.href.startsWith(`${process.env.OIDC_ISSUER}/interaction/`));
    await page.locator('input[name="login"]').fill(`sso-${locale}-${phone}`);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${E2E_URL}/**`);
    const modal = page.getByTestId('auth-modal');
    await modal.waitFor();
    expect(await modal.getAttribute('data-view')).toBe('addSsoMobile');
    expect(await page.getByTestId('auth-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    const ssoPhone = uniquePhone();
    await page.getByTestId('add-mobile-phone').fill(ssoPhone);
    await page.getByTestId('add-mobile-submit').click();
    await enterCode(page, await codeFromOutbox(context, ssoPhone));
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('account-dropdown').innerText(), POLL).toContain('Sso');
    const session = await (await page.request.get(`${E2E_URL}/api/auth/session`)).json();
    expect(session.user.phone_number).toBe(ssoPhone);
    await context.close();
  });
});
