import type { BrowserContext, Page } from 'playwright-core';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { productPaymentMethods, products, refundRequests } from '@/db/schema';
import { formatPrice } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import { createStaff } from '@/domain/staff/accounts';
import { currentTotp } from '@/domain/staff/totp';
import { seriousFindings } from './a11y';
import { expectAlert, registerViaApi } from './auth-flows';
import {
  closeBrowser,
  deliverBySandboxCourier,
  E2E_URL,
  focusedTestId,
  openPage,
  rawKeysOn,
  waitForHydration,
} from './browser';
import { testDb } from './test-db';

/**
 * Operations in a real browser: an agent ships an order (carrier and tracking number), marks it
 * delivered, then approves the customer's refund request; in Arabic at 1440 px and English at
 * 768 px, with the accessibility check on each screen. The order and the refund request are made
 * through the store's API as a customer would; staff directly in the server's database. The
 * customer then sees the decision on the order's page, and on a second order the reason a refund
 * was declined.
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

async function operationsAgent(page: Page) {
  const email = `ops.${++serial}@e2e.test`;
  await createStaff(
    { db: db(), locale: 'en' },
    { email, name: `E2E ops ${serial}`, role: 'operations', password: PASSWORD },
  );
  await page.getByTestId('admin-email').fill(email);
  await page.getByTestId('admin-password').fill(PASSWORD);
  await page.getByTestId('admin-sign-in').click();
  await page.waitForURL(/\/admin\/login\/enrol/);
  const secret = await page.getByTestId('admin-totp-secret').innerText();
  await page.getByTestId('admin-code').fill(currentTotp(secret));
  await page.getByTestId('admin-enrol-confirm').click();
  await page.getByTestId('admin-recovery-codes').waitFor();
  await page.getByTestId('admin-enrol-continue').click();
  await page.getByTestId('admin-shell').waitFor();
}

const api = async (token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${E2E_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

type Customer = Awaited<ReturnType<typeof registerViaApi>>;

/** A cash-on-delivery order of one product (or one of each), placed through the API by a new customer or `customer`. */
async function customerOrder(context: BrowserContext, offsets: number | number[], customer?: Customer) {
  customer ??= await registerViaApi(context);
  const address = await api(customer.token, 'POST', '/rest/en/V1/customers/me/addresses', {
    street: 'Tahrir',
    building_number: '5',
    governorate: 'giza',
    city: 'dokki',
    area: 'mesaha_square',
  });
  for (const offset of [offsets].flat()) {
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), gte(products.price, 10_000)))
      .orderBy(asc(products.id))
      .offset(offset)
      .limit(1);
    await db().update(products).set({ stock: 40 }).where(eq(products.id, product!.id));
    await db()
      .insert(productPaymentMethods)
      .values({ productId: product!.id, method: 'cashondelivery' })
      .onConflictDoNothing();
    await api(customer.token, 'POST', '/rest/en/V1/carts/mine/items', {
      cartItem: { product_id: product!.id, qty: 1 },
    });
  }
  const placed = await api(customer.token, 'POST', '/rest/V1/checkout/saveorder', {
    payment_method: { method: 'cashondelivery' },
    address_id: address.body.id,
    idempotency_key: `e2e-ops-${serial}-${[offsets].flat().join('-')}`,
  });
  expect(placed.status).toBe(201);
  return {
    ...customer,
    orderId: placed.body.order_id as number,
    number: placed.body.increment_id as string,
  };
}

const TEXT = {
  ar: {
    shipped: 'تم شحن الطلب وإبلاغ العميل.',
    menuHere: ['القائمة', '· الطلبات'],
    delivered: 'تم توصيل الطلب وإبلاغ العميل.',
    refunded: 'تمت الموافقة على الاسترداد؛ سيُرد المبلغ وتم إبلاغ العميل.',
    rejected: 'تم رفض الاسترداد وإبلاغ العميل.',
    status: { shipped: 'تم الشحن', delivered: 'تم التوصيل', refunded: 'تم الاسترداد' },
    shopper: {
      heading: 'تمت الموافقة على الاسترداد',
      outcome: /^سيُرد لك مبلغ .+ نقدًا\.$/,
      partial: 'تمت الموافقة على استرداد بعض المنتجات',
      notAccepted: 'غير مقبول',
      declined: 'تم رفض طلب الاسترداد',
      because: 'سبب عدم القبول:',
    },
    why: 'المنتج مستخدم وليس في عبوته الأصلية',
    canceled: 'تم الإلغاء وإبلاغ العميل.',
    lineCanceled: 'أُلغي منتج:',
    qtyRange: 'أدخل عددًا صحيحًا من 0 إلى 1 (ما طلب العميل إرجاعه).',
  },
  en: {
    shipped: 'The order is shipped; the customer was told.',
    menuHere: ['Menu', '· Orders'],
    delivered: 'The order is delivered; the customer was told.',
    refunded: 'Refund approved; the money goes back and the customer was told.',
    rejected: 'Refund rejected; the customer was told.',
    status: { shipped: 'Shipped', delivered: 'Delivered', refunded: 'Refunded' },
    shopper: {
      heading: 'Refund approved',
      outcome: /^EGP\s.+ will be returned to you in cash\.$/,
      partial: 'Refund approved for some items',
      notAccepted: 'Not accepted',
      declined: 'Refund declined',
      because: 'Why it was declined:',
    },
    why: 'The product was used and is not in its box',
    canceled: 'Canceled; the customer was told.',
    lineCanceled: 'Item canceled:',
    qtyRange: 'Enter a whole number from 0 to 1 (what the customer asked to return).',
  },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440, 300],
  ['en', 768, 310],
] as const)('operations in %s at %i px', (locale, width, offset) => {
  const t = getT(locale);
  it('an operations agent ships and delivers an order and approves its refund; the customer sees why another was declined', async () => {
    const { page, context } = await openPage(locale, width, '/admin/login');
    const order = await customerOrder(context, offset);
    await operationsAgent(page);
    await page.getByTestId('admin-card-orders-waiting').waitFor();
    expect(await seriousFindings(page)).toEqual([]);

    // An old link's unknown sort lists the orders in the default order, not an error over nothing.
    await page.goto('/admin/orders?sort=highest');
    await page.getByTestId('admin-orders').locator('tbody tr').first().waitFor();
    await page.getByTestId('admin-nav-orders').click();
    await page.getByTestId('admin-orders-number').fill(order.number);
    await page.getByTestId('admin-orders-number').press('Enter');
    await page.waitForURL(new RegExp(`number=${order.number}`));
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId(`admin-order-${order.number}`).click();
    await page.getByTestId('admin-ship-form').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    // On a phone the lines' table fits, totals included, without scrolling sideways.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: viewport.height });
    expect(
      await page
        .getByTestId('admin-order-lines')
        .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);
    // ...and the sections fold behind one button naming the current one, so the order comes first.
    const toggle = page.getByTestId('admin-nav-toggle');
    expect(await toggle.locator('span').allInnerTexts()).toEqual(TEXT[locale].menuHere);
    expect(await page.getByTestId('admin-nav-refunds').isVisible()).toBe(false);
    const nav = page.locator('nav:has([data-testid="admin-nav-toggle"])');
    expect((await nav.boundingBox())!.height).toBeLessThan(80);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('admin-nav-refunds').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('admin-nav-refunds').isVisible()).toBe(false);
    await page.setViewportSize(viewport);

    await page.getByTestId('admin-ship-submit').click();
    await page.getByTestId('admin-ship-carrier-error').waitFor();
    await page.getByTestId('admin-ship-carrier').fill('Bosta');
    await page.getByTestId('admin-ship-tracking').fill(`BST-${order.number}`);
    const shipped = expectAlert(page, 'success', TEXT[locale].shipped);
    await page.getByTestId('admin-ship-submit').click();
    await shipped;
    await page.getByTestId('admin-deliver-submit').waitFor();
    // The ship form has gone with its step: the focus is on the page's heading, not lost to the page.
    await expect.poll(() => focusedTestId(page)).toBe('H1');
    await expect
      .poll(() => page.getByTestId('admin-order-status').innerText())
      .toBe(TEXT[locale].status.shipped);
    expect(await page.getByTestId('admin-order-shipment').innerText()).toContain(`BST-${order.number}`);
    // Delivered is asked once more (the customer is told); going back leaves the order shipped.
    await page.getByTestId('admin-deliver-submit').click();
    await page.getByTestId('admin-deliver-confirm-text').waitFor();
    await page.getByTestId('admin-deliver-back').click();
    expect(await focusedTestId(page)).toBe('admin-deliver-submit');
    expect(await page.getByTestId('admin-deliver-confirm-text').count()).toBe(0);
    await page.getByTestId('admin-deliver-submit').click();
    const delivered = expectAlert(page, 'success', TEXT[locale].delivered);
    await page.getByTestId('admin-deliver-submit').click();
    await delivered;
    await expect
      .poll(() => page.getByTestId('admin-order-status').innerText())
      .toBe(TEXT[locale].status.delivered);

    const detail = await api(order.token, 'GET', `/rest/en/V1/orders/mine/${order.orderId}`);
    const firstLine = (detail.body.items as { item_id: number; price: number }[])[0]!;
    const itemId = firstLine.item_id;
    const asked = await api(order.token, 'POST', `/rest/en/V1/orders/mine/${order.orderId}/refund`, {
      reason: 'damaged',
      items: [{ item_id: itemId, qty: 1 }],
    });
    expect(asked.status).toBe(200);

    await page.getByTestId('admin-nav-refunds').click();
    await page.getByTestId(`admin-refund-row-${order.number}`).waitFor();
    // Each request says what the units asked back cost.
    expect(
      await page
        .getByRole('row')
        .filter({ has: page.getByTestId(`admin-refund-row-${order.number}`) })
        .getByTestId('admin-refund-worth')
        .innerText(),
    ).toBe(formatPrice(Math.round(firstLine.price * 100), locale));
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId(`admin-refund-row-${order.number}`).click();
    await page.getByTestId('admin-refund-approve').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    // A quantity past what was asked back is said beside its own box, and nothing is sent.
    const qty = page.locator('[data-testid^="admin-refund-qty-"]').first();
    await qty.fill('5');
    await page.getByTestId('admin-refund-approve').click();
    expect(await page.locator('[data-testid$="-error"]', { hasText: TEXT[locale].qtyRange }).count()).toBe(1);
    await expect.poll(() => qty.evaluate((e) => e === document.activeElement)).toBe(true);
    await qty.fill(locale === 'ar' ? '١' : '1');
    // Money goes back: asked once more before it is sent.
    await page.getByTestId('admin-refund-approve').click();
    await page.getByTestId('admin-refund-confirm-text').waitFor();
    const approved = expectAlert(page, 'success', TEXT[locale].refunded);
    await page.getByTestId('admin-refund-approve').click();
    await approved;
    await page.getByTestId('admin-refund-outcome').waitFor();
    await expect
      .poll(() => page.getByTestId('admin-order-status').innerText())
      .toBe(TEXT[locale].status.refunded);
    expect(await seriousFindings(page)).toEqual([]);

    // The customer, signed in on the login page the order sends a guest to, sees the decision:
    // what went back, and how.
    await page.goto(`/account/orders?orderId=${order.orderId}`);
    await page.waitForURL(/\/login\?/);
    await waitForHydration(page);
    await page.getByTestId('login-identifier').fill(order.phone);
    await page.getByTestId('login-password').fill(order.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/account\/orders\?orderId=/);
    const refund = page.locator('[data-testid="order-refund"][data-status="approved"]');
    await refund.waitFor();
    expect(await refund.locator('h3').innerText()).toBe(TEXT[locale].shopper.heading);
    expect((await page.getByTestId('order-refund-outcome').innerText()).trim()).toMatch(
      TEXT[locale].shopper.outcome,
    );
    expect(await rawKeysOn(page)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);

    // Another of their orders, delivered by the sandbox courier: a refund declined shows why.
    const second = await customerOrder(context, offset + 1, order);
    await deliverBySandboxCourier(second.orderId);
    const secondDetail = await api(order.token, 'GET', `/rest/en/V1/orders/mine/${second.orderId}`);
    const secondItem = (secondDetail.body.items as { item_id: number }[])[0]!.item_id;
    expect(
      (
        await api(order.token, 'POST', `/rest/en/V1/orders/mine/${second.orderId}/refund`, {
          reason: 'changed_mind',
          items: [{ item_id: secondItem, qty: 1 }],
        })
      ).status,
    ).toBe(200);
    // The agent declines it, with the reason the customer sees: asked once more, as it cannot be undone.
    await page.goto(`/admin/orders/${second.orderId}`);
    await waitForHydration(page);
    await page.getByTestId('admin-refund-reject-reason').fill(TEXT[locale].why);
    await page.getByTestId('admin-refund-reject').click();
    await page.getByTestId('admin-refund-reject-confirm-text').waitFor();
    const [request] = await db()
      .select({ status: refundRequests.status })
      .from(refundRequests)
      .where(eq(refundRequests.orderId, second.orderId));
    expect(request!.status).toBe('requested');
    const rejected = expectAlert(page, 'success', TEXT[locale].rejected);
    await page.getByTestId('admin-refund-reject').click();
    await rejected;
    await page.goto(`/account/orders?orderId=${second.orderId}`);
    const declined = page.locator('[data-testid="order-refund"][data-status="rejected"]');
    await declined.waitFor();
    expect(await declined.locator('h3').innerText()).toBe(TEXT[locale].shopper.declined);
    expect((await page.getByTestId('order-refund-declined').innerText()).trim()).toBe(
      `${TEXT[locale].shopper.because} ${TEXT[locale].why}`,
    );
    // Declined, the products can be asked about again from the same page.
    expect(await page.getByTestId('order-refund-open').count()).toBe(1);
    expect(await rawKeysOn(page)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);

    // A third, of two products, both asked back and one taken: the shopper sees which was not.
    const third = await customerOrder(context, [offset + 2, offset + 3], order);
    await deliverBySandboxCourier(third.orderId);
    const thirdOrder = (await api(order.token, 'GET', `/rest/en/V1/orders/mine/${third.orderId}`)).body;
    const lines = thirdOrder.items as { item_id: number; price: number }[];
    const totals = thirdOrder.totals as { grand_total: number; shipping: number };
    expect(lines).toHaveLength(2);
    expect(
      (
        await api(order.token, 'POST', `/rest/en/V1/orders/mine/${third.orderId}/refund`, {
          reason: 'damaged',
          items: lines.map((l) => ({ item_id: l.item_id, qty: 1 })),
        })
      ).status,
    ).toBe(200);
    // The agent takes the first back: the amount and how it goes back are said before approving,
    // and why the other stays is asked for, since the customer is told it.
    await page.goto(`/admin/orders/${third.orderId}`);
    await waitForHydration(page);
    const toPay = page.getByTestId('admin-refund-to-pay');
    const payOf = (piastres: number) =>
      t('admin_orders.refund.to_pay', {
        amount: formatPrice(piastres, locale),
        to: t('admin_orders.refund_to.cod_payout'),
      });
    // Both back: all of the order, its shipping too (when it had any).
    const shipping = totals.shipping > 0 ? ` ${t('admin_orders.refund.to_pay_shipping')}` : '';
    expect(await toPay.innerText()).toBe(payOf(Math.round(totals.grand_total * 100)) + shipping);
    await page.getByTestId(`admin-refund-qty-${lines[1]!.item_id}`).fill('0');
    await expect.poll(() => toPay.innerText()).toBe(payOf(Math.round(lines[0]!.price * 100)));
    const kept = page.getByTestId('admin-refund-kept-reason');
    await page.getByTestId('admin-refund-approve').click();
    await expect.poll(() => kept.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await page.getByTestId('admin-refund-kept-reason-error').innerText()).toBe(
      t('errors.refund_kept_reason'),
    );
    await kept.fill(TEXT[locale].why);
    await page.getByTestId('admin-refund-approve').click();
    expect(await page.getByTestId('admin-refund-confirm-text').innerText()).toBe(
      t('admin_orders.refund.confirm_text', {
        amount: formatPrice(Math.round(lines[0]!.price * 100), locale),
        to: t('admin_orders.refund_to.cod_payout'),
      }),
    );
    const partApproved = expectAlert(page, 'success', TEXT[locale].refunded);
    await page.getByTestId('admin-refund-approve').click();
    await partApproved;
    await page.getByTestId('admin-refund-kept').waitFor();
    // The order's lines say which came back.
    expect(await page.getByTestId('admin-line-returned').allInnerTexts()).toEqual([
      t('admin_orders.detail.line_returned', { qty: 1 }),
    ]);
    await page.goto(`/account/orders?orderId=${third.orderId}`);
    const partly = page.locator('[data-testid="order-refund"][data-status="approved"]');
    await partly.waitFor();
    expect(await partly.locator('h3').innerText()).toBe(TEXT[locale].shopper.partial);
    // Its timeline ends on that decision, not on "Delivered" a second time.
    expect(
      await page.getByTestId('order-timeline').locator('li').last().locator('span.font-bold').innerText(),
    ).toBe(TEXT[locale].shopper.partial);
    expect(await page.getByTestId('order-refund-line-accepted').allInnerTexts()).toEqual([
      expect.stringMatching(/1/),
      TEXT[locale].shopper.notAccepted,
    ]);
    expect((await page.getByTestId('order-refund-kept').innerText()).trim()).toBe(
      `${t('orders.refund.kept_reason')} ${TEXT[locale].why}`,
    );
    expect(await rawKeysOn(page)).toEqual([]);

    // Staff cancel one line of a fourth: asked once more, naming it; then the form empties.
    const fourth = await customerOrder(context, [offset + 4, offset + 5], order);
    await page.goto(`/admin/orders/${fourth.orderId}`);
    const cancel = page.getByTestId('admin-cancel-form');
    await cancel.waitFor();
    await waitForHydration(page);
    const options = page.getByTestId('admin-cancel-what').locator('option');
    const lineName = (await options.nth(1).innerText()).replace(/\s*\([^)]*\)$/, '');
    await page.getByTestId('admin-cancel-what').selectOption({ index: 1 });
    // Without a reason, it says so before asking anything.
    await page.getByTestId('admin-cancel-submit').click();
    await page.getByTestId('admin-cancel-reason-error').waitFor();
    expect(await page.getByTestId('admin-cancel-confirm-text').count()).toBe(0);
    await page.getByTestId('admin-cancel-reason').fill(TEXT[locale].why);
    await page.getByTestId('admin-cancel-submit').click();
    expect(await page.getByTestId('admin-cancel-confirm-text').innerText()).toContain(lineName);
    // Kept for now: the focus goes back to the button that asked.
    await page.getByTestId('admin-cancel-keep').click();
    expect(await focusedTestId(page)).toBe('admin-cancel-submit');
    await page.getByTestId('admin-cancel-submit').click();
    expect(await page.getByTestId('admin-cancel-confirm-text').innerText()).toContain(lineName);
    const canceled = expectAlert(page, 'success', TEXT[locale].canceled);
    await page.getByTestId('admin-cancel-submit').click();
    await canceled;
    await expect.poll(() => page.getByTestId('admin-cancel-reason').inputValue()).toBe('');
    expect(await page.getByTestId('admin-cancel-confirm-text').count()).toBe(0);
    // The page's data follows (router.refresh) after the form has emptied.
    await expect
      .poll(() => page.getByTestId('admin-order-history').innerText())
      .toContain(`${TEXT[locale].lineCanceled} ${lineName}`);
    // The customer's order page says why, as the SMS did.
    await page.goto(`/account/orders?orderId=${fourth.orderId}`);
    const why = page.getByTestId('order-timeline-reason');
    await why.waitFor();
    expect((await why.innerText()).trim()).toBe(`${t('orders.timeline_reason')} ${TEXT[locale].why}`);
  });
});
