import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  creditApplications,
  creditCards,
  customers,
  outboxMessages,
  products,
  refundRequests,
  sellerApplications,
  staff,
} from '@/db/schema';
import { approvedRefund, deliveredOrder } from '../fixtures/delivered-orders';
import { createStaff } from '@/domain/staff/accounts';
import type { StaffRole } from '@/domain/staff/roles';
import { currentTotp } from '@/domain/staff/totp';
import { seriousFindings } from './a11y';
import { expectAlert, registerViaApi, signIn, uniquePhone } from './auth-flows';
import { closeBrowser, E2E_URL, focusedTestId, nextFrames, openPage, waitForHydration } from './browser';
import { newSeller, productOfSeller, uniqueWord } from '../fixtures/seller-product';
import { testDb } from './test-db';
import { formatEgp } from '@/i18n/format';
import { getT } from '@/i18n/translate';

/**
 * The back office in a real browser: a new staff member signs in with a password and sets up the
 * authenticator app, an admin approves a seller application, a role sees only its sections, and a
 * shopper's session opens nothing of /admin. Staff and applications are made directly in the
 * database (the server's, so this needs TEST_DATABASE_URL as in CI).
 */
const serverDb = !!process.env.DATABASE_URL;
const database = testDb();
const db = database.db;
afterAll(async () => {
  await closeBrowser();
  await database.close();
});

const PASSWORD = 'staff-password-for-e2e';
let serial = Date.now() % 100_000;

async function staffMember(role: StaffRole) {
  const email = `${role}.${++serial}@e2e.test`;
  await createStaff({ db: db(), locale: 'en' }, { email, name: `E2E ${role}`, role, password: PASSWORD });
  return email;
}

async function pendingApplication(
  store: string,
  more: { status?: 'pending' | 'rejected'; answers?: Record<string, string> } = {},
) {
  const [row] = await db()
    .insert(sellerApplications)
    .values({
      reference: `SEL-E${++serial}`,
      phone: uniquePhone(),
      locale: 'en',
      status: more.status ?? 'pending',
      answers: {
        ...more.answers,
        store_name: store,
        company_name: 'Delta Trading',
        merchant_name: 'Mona Adel',
        contact_email: `merchant.${serial}@e2e.test`,
        bank_name: 'nbe',
        trade_category: 'mobiles-tablets',
      },
      // The oldest waiting, so the queue shows it first.
      submittedAt: new Date(Date.now() - 40 * 86_400_000),
    })
    .returning();
  return row!;
}

/** Password, then the app set up from the key shown beside the QR code; ends on the dashboard. */
async function signInAndEnrol(page: Page, email: string, password = PASSWORD) {
  await page.getByTestId('admin-email').fill(email);
  await page.getByTestId('admin-password').fill(password);
  await page.getByTestId('admin-sign-in').click();
  await page.waitForURL(/\/admin\/login\/enrol/);
  const secret = await page.getByTestId('admin-totp-secret').innerText();
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByTestId('admin-code').fill('000000');
  await page.getByTestId('admin-enrol-confirm').click();
  await page.getByTestId('admin-form-error').filter({ hasText: /.+/ }).waitFor();
  await page.getByTestId('admin-code').fill(currentTotp(secret));
  await page.getByTestId('admin-enrol-confirm').click();
  await page.getByTestId('admin-recovery-codes').waitFor();
  expect(await page.getByTestId('admin-recovery-codes').locator('li').count()).toBe(10);
  await page.getByTestId('admin-enrol-continue').click();
  await page.getByTestId('admin-shell').waitFor();
}

/** A shopper (registered through the API) whose credit application was sent days ago. */
async function sentCreditApplication(context: Parameters<typeof registerViaApi>[0]) {
  const shopper = await registerViaApi(context, 'Hany');
  const [customer] = await db()
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phone, shopper.phone));
  const [row] = await db()
    .insert(creditApplications)
    .values({
      customerId: customer!.id,
      status: 'submitted',
      answers: {
        first_name: 'هاني',
        family_name: 'سمير',
        job_title: 'Engineer',
        job_sector: 'private_sector',
        salary: 15000,
      },
      nationalId: `2950505${String(++serial % 10_000_000).padStart(7, '0')}`,
      salary: 15_000_00,
      suggestedLimit: 45_000_00,
      submittedAt: new Date(Date.now() - 3 * 86_400_000),
    })
    .returning();
  return { id: row!.id, phone: shopper.phone };
}

const TEXT = {
  ar: {
    login: 'تسجيل الدخول إلى لوحة الإدارة',
    approved: 'تم تسجيل القرار: مقبول',
    auditApproved: 'قبول طلب بائع',
    auditApplication: 'طلب بائع',
    forbidden: 'غير متاح لدورك',
    accepted: 'تم تسجيل القرار: مقبول',
    acceptedStatus: 'مقبول',
    limit: /40[,٬]?000|٤٠[٬,]?٠٠٠/,
    limitNote: /الحد الائتماني\s.*40,000/,
    overSuggested: 'اذكر سبب زيادة هذا الحد عن الحد المقترح.',
    holdReason: 'بلاغ فقدان البطاقة',
    held: 'تم تعليق البطاقة.',
    limitSaved: 'أصبح الحد \u200f50,000\u00a0ج.م.\u200f',
    onHold: 'موقوفة',
    suspended: 'تم إيقاف',
    suspendedStatus: 'موقوف',
    reinstated: 'تمت إعادة تفعيل',
    activeStatus: 'نشط',
    category: 'الموبايلات والتابلت',
    wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    fixMarked: 'صحّح الحقول التي تظهر تحتها رسالة، ثم حاول مرة أخرى.',
    notTold: 'ليس لهذا البائع حساب تاجر: لن تُرسل أي رسالة.',
    became: 'أصبح',
    statusChange: ['الحالة', 'بانتظار القرار', 'مقبول'],
    reversed: 'تاريخ النهاية قبل تاريخ البداية: اختر نهاية في يوم البداية أو بعده.',
    closeAsked: 'هل تريد إغلاق الحساب',
    close: 'إغلاق',
    reopen: 'إعادة فتح',
    closedDone: 'تم إغلاق الحساب',
  },
  en: {
    login: 'Sign in to the back office',
    approved: 'Decision recorded: Approved',
    auditApproved: 'Seller application approved',
    auditApplication: 'Seller application',
    forbidden: 'Not available to your role',
    accepted: 'Decision recorded: Accepted',
    acceptedStatus: 'Accepted',
    limit: /40,000/,
    limitNote: /Limit EGP\s40,000/,
    overSuggested: 'Say why this limit is above the suggested one.',
    holdReason: 'Card reported lost',
    held: 'The card is on hold.',
    limitSaved: 'The limit is now EGP\u00a050,000.',
    onHold: 'On hold',
    suspended: 'is suspended',
    suspendedStatus: 'Suspended',
    reinstated: 'is reinstated',
    activeStatus: 'Active',
    category: 'Mobiles & Tablets',
    wrongPassword: 'The e-mail or password is not correct.',
    fixMarked: 'Correct the fields that show a message, then try again.',
    notTold: 'This seller has no merchant account: nobody is messaged.',
    became: 'became',
    statusChange: ['Status', 'Waiting', 'Approved'],
    reversed: 'The end date is before the start date: choose an end on or after the start.',
    closeAsked: 'Close the account',
    close: 'Close',
    reopen: 'Reopen',
    closedDone: 'is closed: it can no longer sign in.',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('the back office in %s at %i px', (locale, width) => {
  const t = getT(locale);
  it('an admin signs in with the app, approves a seller application and finds it in the audit log', async () => {
    const email = await staffMember('admin');
    const store = `Delta Gadgets ${serial}`;
    // The same merchant's earlier, rejected application: the reviewer is shown it.
    const iban = `EG3800190005000000${String(Date.now()).slice(-9)}`;
    const oldStore = `Delta Old ${serial}`;
    const earlier = await pendingApplication(oldStore, {
      status: 'rejected',
      answers: { iban },
    });
    const application = await pendingApplication(store, { answers: { iban } });
    const { page } = await openPage(locale, width, '/admin');
    await page.waitForURL(/\/admin\/login/);
    expect(await page.locator('h1').innerText()).toBe(TEXT[locale].login);
    expect(await seriousFindings(page)).toEqual([]);
    // A wrong password is refused in staff words (staff sign in by e-mail, never by phone).
    await page.getByTestId('admin-email').fill(email);
    await page.getByTestId('admin-password').fill('not-the-password');
    await page.getByTestId('admin-sign-in').click();
    await page.getByTestId('admin-form-error').filter({ hasText: TEXT[locale].wrongPassword }).waitFor();
    await signInAndEnrol(page, email);
    expect(await page.getByTestId('admin-who').innerText()).toContain(`E2E admin`);
    const waiting = await page.getByTestId('admin-card-seller-applications-count').innerText();
    expect(Number(waiting.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))))).toBeGreaterThan(0);
    expect(await seriousFindings(page)).toEqual([]);

    await page.getByTestId('admin-nav-seller_applications').click();
    await page.getByTestId(`admin-application-${application.id}`).click();
    await page.getByTestId('admin-decision-form').waitFor();
    // The menu marks the section the page is in (an application is under "seller applications").
    expect(
      await page.locator('[data-testid^="admin-nav-"][aria-current="page"]').getAttribute('data-testid'),
    ).toBe('admin-nav-seller_applications');
    expect(await page.getByTestId('admin-answer-store_name').innerText()).toBe(store);
    const shared = page.getByTestId(`admin-application-shared-${earlier.id}`);
    expect(await shared.innerText()).toBe(
      `${earlier.reference} · ${oldStore} (${t('admin.application_status.rejected')}) ${t('admin.application.shared_fields', { fields: t('sellers.form.iban') })}`,
    );
    expect(await shared.getByRole('link').getAttribute('href')).toBe(
      `/admin/sellers/applications/${earlier.id}`,
    );
    // A choice is shown by its name, not its code.
    expect(await page.getByTestId('admin-answer-trade_category').innerText()).toBe(TEXT[locale].category);
    expect(await seriousFindings(page)).toEqual([]);
    // Nothing is chosen at first: sent so, the form asks for a decision and nothing is decided.
    expect(await page.getByTestId('admin-decision-approve').isChecked()).toBe(false);
    await page.getByTestId('admin-decision-submit').click();
    await page.getByTestId('admin-decision-unchosen').waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('admin-decision-approve');
    await page.getByTestId('admin-decision-reject').check();
    await page.getByTestId('admin-decision-submit').click();
    await page.getByTestId('admin-decision-reason-error').waitFor();
    // The refusal is said once, under the field; above the button only a summary.
    expect(await page.getByTestId('admin-form-error').innerText()).toBe(TEXT[locale].fixMarked);
    // ...and the focus is on the field to fix, not left on the button.
    await expect.poll(() => focusedTestId(page)).toBe('admin-decision-reason');
    await page.getByTestId('admin-decision-approve').check();
    // Approving cannot be undone: asked once more; back leaves it undecided, the focus on the button.
    await page.getByTestId('admin-decision-submit').click();
    expect(await page.getByTestId('admin-decision-confirm-text').innerText()).toBe(
      t('admin.application.confirm_approve'),
    );
    await page.getByTestId('admin-decision-back').click();
    expect(await focusedTestId(page)).toBe('admin-decision-submit');
    expect(await page.getByTestId('admin-decision-confirm-text').count()).toBe(0);
    await page.getByTestId('admin-decision-submit').click();
    const approved = expectAlert(page, 'success', TEXT[locale].approved);
    await page.getByTestId('admin-decision-submit').click();
    await approved;
    await page.getByTestId('admin-decided').waitFor();
    expect(await page.getByTestId('admin-application-history').innerText()).toContain(email);

    // The merchant's way in: the approval's SMS carries a link that sets the seller portal's password.
    const merchant = application.answers.contact_email!;
    const [sms] = await db()
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, application.phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const link = sms!.body.match(/https?:\/\/\S+\/admin\/login\/password\?token=[\w-]+/)![0];
    const portal = await openPage(locale, 375, new URL(link).pathname + new URL(link).search);
    expect(await portal.page.getByTestId('admin-link-email').innerText()).toBe(merchant);
    await waitForHydration(portal.page);
    expect(await seriousFindings(portal.page)).toEqual([]);
    // Refused under each field, in the page's language, until both are right.
    const choose = async (password: string, confirmation: string) => {
      await portal.page.getByTestId('admin-link-password').fill(password);
      await portal.page.getByTestId('admin-link-confirmation').fill(confirmation);
      await portal.page.getByTestId('admin-link-submit').click();
    };
    await choose('short', 'short');
    expect(await portal.page.getByTestId('admin-link-password-error').innerText()).toBe(
      t('errors.staff_password_error'),
    );
    const portalPassword = 'my seller portal passphrase';
    await choose(portalPassword, 'my seller portal passphrasE');
    expect(await portal.page.getByTestId('admin-link-confirmation-error').innerText()).toBe(
      t('errors.staff_password_mismatch'),
    );
    await choose(portalPassword, portalPassword);
    await portal.page.waitForURL(/\/admin\/login\?password=set$/);
    expect(await portal.page.getByTestId('admin-password-set').innerText()).toBe(
      t('admin.password_link.done'),
    );
    await signInAndEnrol(portal.page, merchant, portalPassword);
    // A seller's back office opens on its own products.
    await portal.page.waitForURL(/\/admin\/seller\/products$/);
    // The link is spent: opened again, it says so and offers the sign-in.
    await portal.page.goto(link);
    expect(await portal.page.getByTestId('admin-link-refused').innerText()).toBe(
      t('errors.staff_link_invalid'),
    );
    await portal.context.close();

    await page.getByTestId('admin-nav-audit').click();
    await page.getByTestId('admin-audit').waitFor();
    // The action and the kind of record in words, not as code; only seller applications when chosen.
    await page.getByTestId('admin-audit-entity').selectOption('seller_application');
    await Promise.all([
      page.waitForURL(/entity=seller_application/),
      page.locator('form[action="/admin/audit"] button[type="submit"]').click(),
    ]);
    const row = page.getByTestId('admin-audit').locator('tr', { hasText: `#${application.id}` });
    expect(await row.first().innerText()).toMatch(
      new RegExp(`${TEXT[locale].auditApproved}[\\s\\S]*${TEXT[locale].auditApplication} #${application.id}`),
    );
    expect(await page.getByTestId('admin-audit').innerText()).not.toMatch(/seller_application|\.approve/);
    // What changed, field by field; the whole record only on request.
    const change = row.first().locator('[data-field="status"]');
    // The field and its states in the page's language, not as the code names them.
    expect(await change.locator('bdi').allInnerTexts()).toEqual(TEXT[locale].statusChange);
    expect(await change.locator('.sr-only').textContent()).toBe(TEXT[locale].became);
    // On a phone the log scrolls inside its table, not the page sideways (its hidden texts too).
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 900 });
    await nextFrames(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize(viewport);
    expect(await row.first().locator('details').getAttribute('open')).toBeNull();
    expect(await seriousFindings(page)).toEqual([]);
    // Dates the wrong way round are refused in words, not answered with an empty log.
    await page.goto('/admin/audit?from=2026-11-30&to=2026-11-01');
    expect(await page.getByTestId('admin-audit-error').innerText()).toBe(TEXT[locale].reversed);
    // An order is found in the log by its number; a refund request is named by its order's, and
    // its link opens the request on the order's page.
    const shopper = await registerViaApi(page.context());
    const [buyer] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phone, shopper.phone));
    const [sold] = await db().select({ id: products.id, seller: products.sellerId }).from(products).limit(1);
    const placed = await deliveredOrder(
      db(),
      buyer!.id,
      [{ product: sold!.id, seller: sold!.seller, qty: 1, price: 10_000 }],
      '2026-11-01T10:00:00Z',
    );
    await approvedRefund(db(), placed.id, [{ itemId: placed.items[0]!.id, qty: 1 }], '2026-11-02T10:00:00Z');
    const [refund] = await db()
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(eq(refundRequests.orderId, placed.id));
    await db()
      .insert(auditLog)
      .values([
        { actor: email, action: 'order.deliver', entity: 'order', entityId: String(placed.id) },
        { actor: email, action: 'refund.approve', entity: 'refund_request', entityId: String(refund!.id) },
      ]);
    await page.goto(`/admin/audit?entityId=${placed.number}`);
    const orderLinks = page.getByTestId('admin-audit-order');
    expect(await orderLinks.allInnerTexts()).toEqual([placed.number, placed.number]);
    expect(await page.getByTestId('admin-audit').locator('tbody tr').first().innerText()).toContain(
      t('admin.audit.of_order'),
    );
    await Promise.all([
      page.waitForURL(
        (u) => u.pathname === `/admin/orders/${placed.id}` && u.hash === `#refund-${refund!.id}`,
      ),
      orderLinks.first().click(),
    ]);

    // Closing a colleague's account is asked first: kept when declined, closed when confirmed.
    const colleagueEmail = await staffMember('operations');
    const [colleague] = await db()
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, colleagueEmail));
    await page.goto('/admin/staff');
    await waitForHydration(page);
    // A forgotten password: the admin sends a link to set a new one.
    const linkSent = expectAlert(page, 'success', t('admin_staff.link_sent', { email: colleagueEmail }));
    await page.getByTestId(`admin-staff-link-${colleague!.id}`).click();
    await linkSent;
    const toggle = page.getByTestId(`admin-staff-toggle-${colleague!.id}`);
    const asked: string[] = [];
    page.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.dismiss()));
    await toggle.click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain(TEXT[locale].closeAsked);
    expect(await toggle.innerText()).toBe(TEXT[locale].close);
    page.once('dialog', (dialog) => void dialog.accept());
    const closed = expectAlert(page, 'success', TEXT[locale].closedDone);
    await toggle.click();
    await closed;
    await expect.poll(() => toggle.innerText()).toBe(TEXT[locale].reopen);

    await page.getByTestId('admin-sign-out').click();
    await page.waitForURL(/\/admin\/login$/);
    await page.goto('/admin/audit');
    await waitForHydration(page);
    await page.waitForURL(/\/admin\/login$/);
  });
});

describe.skipIf(!serverDb).each([
  ['ar', 768],
  ['en', 1440],
] as const)('credit in the back office in %s at %i px', (locale, width) => {
  const t = getT(locale);
  it('a credit officer accepts an application with a limit, then finds the card, puts it on hold and changes its limit', async () => {
    const email = await staffMember('credit_officer');
    const { context, page } = await openPage(locale, width, '/admin/login');
    const application = await sentCreditApplication(context);
    await signInAndEnrol(page, email);
    await page.getByTestId('admin-card-credit').waitFor();
    await page.getByTestId('admin-nav-credit_applications').click();
    await page.getByTestId('admin-credit-applications').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    // A caller is found by the mobile number they give.
    await page.getByTestId('admin-credit-search').fill(application.phone);
    await page.getByTestId('admin-credit-search').press('Enter');
    await page.waitForURL(/q=/);
    await page.getByTestId(`admin-credit-application-${application.id}`).waitFor();
    expect(await page.locator('[data-testid^="admin-credit-application-"]').count()).toBe(1);
    await page.goto(`/admin/credit/applications/${application.id}`);
    await waitForHydration(page);
    await page.getByTestId('admin-credit-decision').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    // Nothing is chosen when the form opens: sent as it is, it asks for a decision.
    expect(await page.locator('[data-testid^="admin-credit-action-"]:checked').count()).toBe(0);
    await page.getByTestId('admin-credit-submit').click();
    await page.getByTestId('admin-credit-unchosen').waitFor();
    await expect.poll(() => focusedTestId(page)).toMatch(/^admin-credit-action-/);
    // Documents asked for with none ticked: refused, the focus on the first box with the message.
    await page.getByTestId('admin-credit-action-request_documents').check();
    expect(await page.getByTestId('admin-credit-unchosen').count()).toBe(0);
    await page.getByTestId('admin-credit-submit').click();
    await page.getByTestId('admin-credit-documents-error').waitFor();
    await expect.poll(() => focusedTestId(page)).toMatch(/^admin-credit-ask-/);
    await page.getByTestId('admin-credit-action-accept').check();
    expect(await page.getByTestId('admin-credit-limit').inputValue()).toBe('45000');
    // Above the suggestion the officer is asked why: refused without it, beside the field.
    await page.getByTestId('admin-credit-limit').fill('50000');
    await page.getByTestId('admin-credit-submit').click();
    await page.getByTestId('admin-credit-reason-error').waitFor();
    expect(await page.getByTestId('admin-credit-reason-error').innerText()).toMatch(
      TEXT[locale].overSuggested,
    );
    await page.getByTestId('admin-credit-limit').fill('40000');
    expect(await page.getByTestId('admin-credit-reason').count()).toBe(0);
    // A card issued cannot be taken back: asked once more, with the limit.
    await page.getByTestId('admin-credit-submit').click();
    expect(await page.getByTestId('admin-credit-confirm-text').innerText()).toBe(
      t('admin.credit.confirm_accept', { limit: formatEgp(40_000, locale) }),
    );
    // The refusal of the limit before is no longer said beside the question.
    expect(await page.getByTestId('admin-form-error').innerText()).toBe('');
    const accepted = expectAlert(page, 'success', TEXT[locale].accepted);
    await page.getByTestId('admin-credit-submit').click();
    await accepted;
    await page.getByTestId('admin-credit-status').filter({ hasText: TEXT[locale].acceptedStatus }).waitFor();
    // The history says the limit given in the console's language.
    await expect
      .poll(() => page.getByTestId('admin-credit-history').innerText())
      .toMatch(TEXT[locale].limitNote);

    await page.getByTestId('admin-nav-credit_cards').click();
    await page.getByTestId('admin-card-search').fill(application.phone);
    await page.getByTestId('admin-card-search').press('Enter');
    await page.getByTestId('admin-cards').locator('a').first().click();
    await page.getByTestId('admin-card-hold').waitFor();
    expect(await page.getByTestId('admin-card-credit-limit').innerText()).toMatch(TEXT[locale].limit);
    expect(await seriousFindings(page)).toEqual([]);
    // A hold needs its reason: refused beside the field, the card left as it was.
    await page.getByTestId('admin-card-hold').click();
    await page.getByTestId('admin-card-hold-reason-error').waitFor();
    await page.getByTestId('admin-card-hold-reason').fill(TEXT[locale].holdReason);
    const held = expectAlert(page, 'success', TEXT[locale].held);
    await page.getByTestId('admin-card-hold').click();
    await held;
    await page.getByTestId('admin-card-status').filter({ hasText: TEXT[locale].onHold }).waitFor();
    // Below what the card has in use: refused under the field once, with the amount, no placeholder.
    const cardId = Number(/\/admin\/credit\/cards\/(\d+)/.exec(page.url())![1]);
    await db()
      .update(creditCards)
      .set({ available: sql`${creditCards.creditLimit} - 1000000` })
      .where(eq(creditCards.id, cardId));
    await page.getByTestId('admin-card-limit').fill('5000');
    await page.getByTestId('admin-card-limit-reason').fill(TEXT[locale].holdReason);
    await page.getByTestId('admin-card-limit-save').click();
    const below = page.getByTestId('admin-card-limit-error');
    await below.waitFor();
    expect(await below.innerText()).toMatch(/10,000|١٠٬٠٠٠/);
    expect(await below.innerText()).not.toContain('{{');
    expect(await page.getByText(await below.innerText(), { exact: true }).count()).toBe(1);
    // A new limit: the alert says it as the server now holds it, written as a price.
    await page.getByTestId('admin-card-limit').fill('50000');
    await page.getByTestId('admin-card-limit-reason').fill(TEXT[locale].holdReason);
    const raised = expectAlert(page, 'success', TEXT[locale].limitSaved);
    await page.getByTestId('admin-card-limit-save').click();
    await raised;
  });
});

describe.skipIf(!serverDb).each([
  ['en', 1440],
  ['ar', 768],
] as const)('sellers in %s at %i px', (locale, width) => {
  it("an admin suspends a seller: their product leaves the store's search and page until reinstated", async () => {
    const word = uniqueWord(`lumen${locale}`);
    const name = `${word} Store`;
    const sellerId = await newSeller(db(), name);
    const { urlKey } = await productOfSeller(db(), sellerId, `${word} lamp`);
    const email = await staffMember('admin');
    const { context, page } = await openPage(locale, width, '/admin/login');
    await waitForHydration(page);
    await signInAndEnrol(page, email);

    await page.getByTestId('admin-nav-sellers').click();
    await page.getByTestId('admin-seller-search').fill(word);
    await Promise.all([
      page.waitForURL(/\/admin\/sellers\?/),
      page.getByTestId('admin-seller-search').press('Enter'),
    ]);
    await page.getByTestId(`admin-seller-${sellerId}`).waitFor();
    expect(await page.getByTestId('admin-sellers').locator('tbody tr').count()).toBe(1);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId(`admin-seller-${sellerId}`).click();
    await page.getByTestId('admin-seller-standing-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    // A seller made by the store, without an application: nobody is promised a message.
    expect(await page.getByTestId('admin-seller-standing-hint').innerText()).toContain(TEXT[locale].notTold);

    // A reason is required; then the seller is suspended and the page says so.
    await page.getByTestId('admin-seller-standing-submit').click();
    await page.getByTestId('admin-seller-standing-reason-error').waitFor();
    await page.getByTestId('admin-seller-standing-reason').fill('Customers report fake goods');
    const suspended = expectAlert(page, 'success', TEXT[locale].suspended);
    await page.getByTestId('admin-seller-standing-submit').click();
    await suspended;
    await page.getByTestId('admin-seller-suspended-note').waitFor();
    expect(await page.getByTestId('admin-seller-status').innerText()).toBe(TEXT[locale].suspendedStatus);
    expect(await page.getByTestId('admin-seller-history').innerText()).toContain(
      'Customers report fake goods',
    );

    // The store no longer offers the product: its page is not found, and search does not find it.
    const store = await context.newPage();
    await store.goto(`${E2E_URL}/${urlKey}`);
    await store.getByTestId('not-found').waitFor();
    await store.goto(`${E2E_URL}/searchnise?q=${word}`);
    await waitForHydration(store);
    expect(await store.getByTestId('product-card').count()).toBe(0);

    // Reinstated, it is on sale again.
    const reinstated = expectAlert(page, 'success', TEXT[locale].reinstated);
    await page.getByTestId('admin-seller-standing-reason').fill('Goods checked');
    await page.getByTestId('admin-seller-standing-submit').click();
    await reinstated;
    await page.getByTestId('admin-seller-status').filter({ hasText: TEXT[locale].activeStatus }).waitFor();
    await store.goto(`${E2E_URL}/${urlKey}`);
    expect(await store.getByTestId('product-name').innerText()).toBe(`${word} lamp`);
    await store.goto(`${E2E_URL}/searchnise?q=${word}`);
    await store.getByTestId('product-card').first().waitFor();
    await context.close();
  });
});

describe.skipIf(!serverDb)('who may open what', () => {
  it('an operations agent sees neither seller applications nor the audit log (en, 1440)', async () => {
    const email = await staffMember('operations');
    const { page } = await openPage('en', 1440, '/admin/login');
    await signInAndEnrol(page, email);
    expect(await page.getByTestId('admin-nav-seller_applications').count()).toBe(0);
    expect(await page.getByTestId('admin-nav-audit').count()).toBe(0);
    await page.goto('/admin/audit');
    await waitForHydration(page);
    expect(await page.getByTestId('admin-forbidden').innerText()).toContain(TEXT.en.forbidden);
  });

  it('a signed-in shopper cannot open /admin, and their token reaches no back-office call (ar, 375)', async () => {
    const { context, page } = await openPage('ar', 375, '/');
    const customer = await registerViaApi(context);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, customer.phone, customer.password);
    await page.goto('/admin');
    await waitForHydration(page);
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.locator('h1').innerText()).toBe(TEXT.ar.login);
    await page.getByTestId('admin-email').fill(customer.phone);
    await page.getByTestId('admin-password').fill(customer.password);
    await page.getByTestId('admin-sign-in').click();
    await page.getByTestId('admin-form-error').filter({ hasText: /.+/ }).waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
    const me = await fetch(`${E2E_URL}/rest/V1/admin/me`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(me.status).toBe(401);
  });
});
