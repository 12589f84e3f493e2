/** The Aman card journeys' steps (credit-apply and credit-documents tests). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { decide as decideInDomain, type Decision } from '@/domain/credit/decisions';
import { formatPrice } from '@/i18n/format';
import { arabicIndic, E2E_URL, focusedTestId, openContext, waitForHydration } from './browser';
import {
  codeFromOutbox,
  enterCode,
  expectAlert,
  outboxCount,
  registerViaApi,
  uniquePhone,
} from './auth-flows';
import { testDb } from './test-db';
import { nationalIdAged } from '../fixtures/national-ids';

/**
 * Staff decide with `npm run credit` (until the back office), a process of its own beside the
 * server: it needs the PostgreSQL server (embedded PGlite allows one process per data directory),
 * which is what `npm test` uses in CI.
 */
export const serverDb = !!process.env.DATABASE_URL;

/** Each journey in both languages, on a phone and on a desktop screen. */
export const SCREENS = [
  ['ar', 375],
  ['en', 1440],
  ['ar', 1440],
  ['en', 375],
] as const;
const run = promisify(execFile);
export async function decide(applicationId: string, ...decision: string[]) {
  const args = ['scripts/credit.ts', 'decide', applicationId, ...decision, '--by', 'e2e'];
  const { stdout } = await run('node_modules/.bin/tsx', args, { env: process.env });
  return stdout;
}

const database = testDb();
/**
 * The same decision through the domain function the command (and later the back office) calls,
 * without starting a process: for tests whose subject is what the shopper sees next.
 */
export async function decideDirectly(applicationId: string, decision: Decision) {
  await decideInDomain({ db: database.db(), locale: 'en' }, 'e2e', Number(applicationId), decision);
}
export const closeStaffDb = database.close;

let serial = 0;
/** A valid national ID of someone born in the 1990s in Cairo, unique to this run. */
function newNationalId(): string {
  const n = (Date.now() * 10 + serial++ + Number(process.env.VITEST_POOL_ID ?? 0)) % 1_000_000;
  const year = String(90 + (n % 10));
  const day = String(1 + (Math.floor(n / 10) % 28)).padStart(2, '0');
  return `2${year}05${day}01${String(Math.floor(n / 280) % 10_000).padStart(4, '0')}1`;
}

export const NAMES = {
  ar: { first_name: 'منى', father_name: 'أحمد', grandfather_name: 'علي', family_name: 'حسن' },
  en: { first_name: 'Mona', father_name: 'Ahmed', grandfather_name: 'Ali', family_name: 'Hassan' },
};
export const TEXT = {
  ar: {
    address: '12 شارع التحرير، الدقي، الجيزة',
    job: 'محاسب',
    jobAddress: 'وزارة المالية، مدينة نصر',
    myCard: 'بطاقة أمان الخاصة بي',
    limit: '30,000',
    submitted: 'تم إرسال طلبك. سنرسل لك قرارنا في رسالة نصية.',
    pinSet: 'تم تعيين رقمك السري.',
    pinConfirm: 'أدخل الرقم السري مرة أخرى لتأكيده.',
    pinWeak: 'اختر رقمًا سريًا يصعب تخمينه: لا تكرر رقمًا واحدًا أربع مرات ولا تستخدم أرقامًا متتالية مثل 1234.',
    terms: 'وافق على شروط وأحكام البطاقة',
    required: 'هذا المستند مطلوب.',
    signedIn: 'تم تسجيل الدخول بنجاح.',
    noCard: 'ليس لديك بطاقة أمان بعد.',
    cardName: 'بطاقة أمان',
    codeWrong: 'الكود غير صحيح. المحاولات المتبقية: 4.',
    delivery: 'خلال يومي عمل في القاهرة الكبرى',
    decision: 'وسنرد عليك خلال يومين في رسالة نصية',
    stripPending: 'طلب بطاقة أمان قيد المراجعة، وسنخبرك برسالة نصية فور اتخاذ القرار. تابع طلبك',
  },
  en: {
    address: '12 Tahrir Street, Dokki, Giza',
    job: 'Accountant',
    jobAddress: 'Ministry of Finance, Nasr City',
    myCard: 'My Aman card',
    limit: '30,000',
    submitted: 'Your application was sent. We will text you our decision.',
    pinSet: 'Your secret code is set.',
    pinConfirm: 'Enter the secret code again to confirm it.',
    pinWeak: 'Choose a code that is harder to guess: not one digit four times, and not a run such as 1234.',
    terms: "Accept the card's terms",
    required: 'This document is required.',
    signedIn: 'You signed in successfully.',
    noCard: "You don't have an Aman card yet.",
    cardName: 'Aman card',
    codeWrong: 'The code is not correct. Tries left: 4.',
    delivery: 'within 2 working days in Greater Cairo',
    decision: 'will decide within 2 days',
    stripPending:
      'Your Aman card application is under review. We will tell you by SMS once we decide. Follow your application',
  },
} as const;

/** §8, word for word. */
export const HOLD = {
  ar: 'لا يمكنك التعامل على حدك الائتماني، للتواصل مع خدمة العملاء اتصل على 19910',
  en: 'You cannot deal with your credit limit, to contact customer service call 19910',
};

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
});
export const scan = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: jpeg });

/** A guest opens the page, signs in on the login page and comes back to it. */
export async function signInToCreditPage(locale: 'ar' | 'en', width: number) {
  const { context, page } = await openContext(locale, width);
  const { phone, password, token } = await registerViaApi(context);
  await page.goto('/account/credit-limit-request');
  await page.waitForURL(/\/login\?/);
  await waitForHydration(page);
  await page.getByTestId('login-identifier').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // Signed in (not "SessionRequired", the reason the login page was shown) and back on the page.
  await expectAlert(page, 'success', TEXT[locale].signedIn);
  await page.waitForURL(/\/account\/credit-limit-request(\?step=personal)?$/);
  return { context, page, phone, token };
}

export async function upload(page: Page, kind: string) {
  await page.getByTestId(`credit-upload-${kind}`).setInputFiles(scan(`${kind}.jpg`));
  await page.locator(`[data-testid="credit-document-${kind}"][data-count="1"]`).waitFor();
}

/** The whole form through the browser, up to the submitted application; answers its id. */
export async function applyThroughForm(page: Page, locale: 'ar' | 'en'): Promise<string> {
  const text = TEXT[locale];
  await page.getByTestId('credit-step-personal').waitFor();
  // §9's constants beside the form: the fee, in the page's language.
  expect(await page.getByTestId('credit-terms-panel').innerText()).toMatch(
    locale === 'ar' ? /100.*ج\.م/ : /EGP\s*100/,
  );
  for (const [field, value] of Object.entries(NAMES[locale]))
    await page.getByTestId(`credit-${field}`).fill(value);
  // A family name in the other script and an ID under 21: both refused in the form at once, in the
  // page's language (the age is a rule beyond the schema, and was hidden until the names passed).
  await page.getByTestId('credit-family_name').fill(locale === 'ar' ? 'Hassan' : 'حسن');
  await page.getByTestId('credit-national_id').fill(nationalIdAged(20));
  await page.getByTestId('credit-other_mobile').fill(uniquePhone());
  await page.getByTestId('credit-other_address').fill(text.address);
  await page.getByTestId('credit-next').click();
  await page.getByTestId('credit-family_name-error').waitFor();
  // Focus goes to the first field to fix, not left on the button.
  await expect.poll(() => focusedTestId(page)).toBe('credit-family_name');
  expect(await page.getByTestId('credit-national_id-error').innerText()).toBe(
    locale === 'ar'
      ? 'البطاقة متاحة لمن أتم 21 عامًا أو أكثر.'
      : 'The card is for applicants aged 21 or over.',
  );
  await page.getByTestId('credit-family_name').fill(NAMES[locale].family_name);
  expect(await page.getByTestId('credit-family_name-error').count()).toBe(0);
  // The Arabic run types the ID and the salary as an Arabic keyboard does (٠١٢…, ١٢٬٠٠٠).
  const nationalId = newNationalId();
  await page.getByTestId('credit-national_id').fill(locale === 'ar' ? arabicIndic(nationalId) : nationalId);
  await page.getByTestId('credit-next').click();

  await page.getByTestId('credit-step-work').waitFor();
  await page.getByTestId('credit-job_title').fill(text.job);
  await page.getByTestId('credit-job_sector').selectOption('government');
  await page.getByTestId('credit-salary').fill(locale === 'ar' ? '١٢٬٠٠٠' : '12,000');
  await page.getByTestId('credit-job_address').fill(text.jobAddress);
  // Back keeps what was typed; forward again saves the step.
  await page.getByTestId('credit-back').click();
  expect(await page.getByTestId('credit-first_name').inputValue()).toBe(NAMES[locale].first_name);
  await page.getByTestId('credit-next').click();
  expect(await page.getByTestId('credit-job_title').inputValue()).toBe(text.job);
  await page.getByTestId('credit-next').click();

  await page.getByTestId('credit-step-documents').waitFor();
  // The browser's Back and Forward walk the steps, not out of the form.
  await page.goBack();
  await page.getByTestId('credit-step-work').waitFor();
  expect(await page.getByTestId('credit-job_title').inputValue()).toBe(text.job);
  await page.goBack();
  await page.getByTestId('credit-step-personal').waitFor();
  await page.goForward();
  await page.goForward();
  await page.getByTestId('credit-step-documents').waitFor();
  // A reload comes back to the first step still to do, with the draft's answers.
  await page.reload();
  await page.getByTestId('credit-step-documents').waitFor();
  // The strip above the header no longer offers the card: it leads back to the draft.
  expect(await page.getByTestId('promo-strip').getAttribute('data-application')).toBe('draft');
  await page.getByTestId('credit-next').click();
  // Nothing uploaded yet: each slot says it is required.
  expect(await page.getByTestId('credit-upload-id_front-error').innerText()).toBe(TEXT[locale].required);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
    .toBe('true');
  for (const kind of ['id_front', 'id_back', 'income']) await upload(page, kind);
  // A slot holding its document shows it, not "no file chosen" beside its Replace button.
  expect(await page.getByTestId('credit-upload-id_front-summary').innerText()).toBe('');
  // The private image is shown from the file fetched with the token.
  await expect
    .poll(() =>
      page
        .getByTestId('credit-document-image')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(3);
  await page.getByTestId('credit-next').click();

  await page.getByTestId('credit-step-review').waitFor();
  expect(await page.getByTestId('credit-review-personal').innerText()).toContain(
    Object.values(NAMES[locale]).join(' '),
  );
  // The salary as typed with separators (and Arabic digits) reads as the amount, not "NaN".
  expect(await page.getByTestId('credit-review-work').innerText()).toContain(formatPrice(1_200_000, locale));
  // "Edit" on the review opens that step, and saving it comes back to the review, not through the rest.
  await page.getByTestId('credit-edit-work').click();
  await page.getByTestId('credit-step-work').waitFor();
  await page.getByTestId('credit-next').click();
  await page.getByTestId('credit-step-review').waitFor();
  await page.getByTestId('credit-submit').click();
  expect(await page.getByTestId('credit-terms-error').innerText()).toContain(text.terms);
  await expect.poll(() => focusedTestId(page)).toBe('credit-terms');
  await page.getByTestId('credit-terms').check();
  await page.getByTestId('credit-submit').click();
  await expectAlert(page, 'success', text.submitted);
  const status = page.getByTestId('credit-application-status');
  await status.waitFor();
  expect(await status.getAttribute('data-status')).toBe('submitted');
  // §9: the decision within 2 days, as the messages and the help say (the card's delivery is in working days).
  expect(await status.innerText()).toContain(text.decision);
  // The view starts at the status, which has the focus, not at the footer the form ended near.
  const heading = status.getByRole('heading', { level: 2 }).first();
  await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
  // (The page scrolls smoothly there: polled.)
  const inView = () =>
    heading.evaluate(
      (h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < innerHeight,
    );
  await expect.poll(inView).toBe(true);
  return (await status.getAttribute('data-application-id'))!;
}

/** The same application through the API (docs/api-credit.md); answers its id. */
export async function applyThroughApi(token: string, locale: 'ar' | 'en'): Promise<string> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${E2E_URL}/rest/${locale}/V1/creditlimit/mine${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: number };
  };
  const text = TEXT[locale];
  await call('PUT', '/draft', {
    step: 'personal',
    ...NAMES[locale],
    national_id: newNationalId(),
    other_mobile: uniquePhone(),
    other_address: text.address,
  });
  await call('PUT', '/draft', {
    step: 'work',
    job_title: text.job,
    job_sector: 'private_sector',
    salary: 9000,
    job_address: text.jobAddress,
  });
  for (const kind of ['id_front', 'id_back', 'income']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${kind}.jpg`);
    const res = await fetch(`${E2E_URL}/rest/${locale}/V1/creditlimit/mine/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
  }
  return String((await call('POST', '/submit', { terms_accepted: true })).id);
}

export async function setPin(context: BrowserContext, page: Page, phone: string, locale: 'ar' | 'en') {
  await page.getByTestId('credit-set-pin').click();
  const code = await codeFromOutbox(context, phone);
  // A wrong code is said at once, under the boxes (not in a toast that goes), before any PIN is chosen.
  await enterCode(page, code === '000000' ? '111111' : '000000');
  expect(await page.getByTestId('otp-error').innerText()).toBe(TEXT[locale].codeWrong);
  expect(await page.getByTestId('credit-pin-form').count()).toBe(0);
  // Back in the first box for the next try.
  await expect.poll(() => focusedTestId(page)).toBe('otp-digit-0');
  await enterCode(page, code);
  await page.getByTestId('credit-pin-form').waitFor();
  const type = async (field: string, pin: string) => {
    for (const [i, digit] of [...pin].entries()) await page.getByTestId(`${field}-digit-${i}`).fill(digit);
  };
  // A PIN anyone would try first is refused in the form, before anything is sent.
  await type('credit-new-pin', '1234');
  await page.getByTestId('credit-pin-save').click();
  expect(await page.getByTestId('credit-new-pin-error').innerText()).toBe(TEXT[locale].pinWeak);
  // Typed from the first box, its last digit moves the focus on to the confirmation.
  await page.getByTestId('credit-new-pin-digit-0').focus();
  await page.keyboard.type('2580');
  await expect.poll(() => focusedTestId(page)).toBe('credit-confirm-pin-digit-0');
  // Not yet confirmed: asked for again, not told the two differ.
  await page.getByTestId('credit-pin-save').click();
  expect(await page.getByTestId('credit-confirm-pin-error').innerText()).toBe(TEXT[locale].pinConfirm);
  await type('credit-confirm-pin', '2581');
  await page.getByTestId('credit-pin-save').click();
  // The two codes differ: refused before anything is sent.
  await page.getByTestId('credit-confirm-pin-error').waitFor();
  await page.getByTestId('credit-confirm-pin-digit-3').fill('0');
  await page.getByTestId('credit-pin-save').click();
  await expectAlert(page, 'success', TEXT[locale].pinSet);
  expect(await page.getByTestId('credit-pin').getAttribute('data-pin')).toBe('set');
  // Its button gave way to "Change secret code", which has the focus (not the page).
  await expect.poll(() => focusedTestId(page)).toBe('credit-change-pin');

  // Forgotten at once (the last code's minute made to have passed): one code asked for, a new PIN,
  // and the dialog closes on the success alone, without asking for another code as it goes.
  await database
    .db()
    .execute(
      sql`update one_time_codes set created_at = created_at - interval '2 minutes' where phone = ${phone}`,
    );
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/amancard/sendpin')) sends.push(request.url());
  });
  const before = await outboxCount(context, phone);
  await page.getByTestId('credit-forgot-pin').click();
  await enterCode(page, await codeFromOutbox(context, phone, before));
  await page.getByTestId('credit-pin-form').waitFor();
  await type('credit-new-pin', '3691');
  await type('credit-confirm-pin', '3691');
  await page.getByTestId('credit-pin-save').click();
  await expectAlert(page, 'success', TEXT[locale].pinSet);
  await page.getByTestId('credit-pin-dialog').waitFor({ state: 'detached' });
  expect(sends).toHaveLength(1);
  expect(await page.getByTestId('alert-banner').getAttribute('data-severity')).toBe('success');
}
