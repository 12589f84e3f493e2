import { afterAll, describe, expect, it } from 'vitest';
import { estimateDelivery } from '@/domain/catalog/delivery';
import { formatDate, formatPrice, formatNumber } from '@/i18n/format';
import { getT } from '@/i18n/translate';
import type { Locator } from 'playwright-core';
import { arabicIndic, closeBrowser, E2E_URL, openPage } from './browser';

afterAll(closeBrowser);

interface WireItem {
  product_id: number;
  name: string;
  url_key: string;
  final_price: number;
  in_stock: boolean;
  instalment_eligible: boolean;
  instalment_from: number | null;
}

/**
 * A product none of which is in stock, found through Magento's product search as a client would:
 * not in the database, which on embedded PGlite only the server may open.
 */
async function outOfStockUrlKey(): Promise<string> {
  const filter = 'searchCriteria[filter_groups][0][filters][0]';
  const query = new URLSearchParams({
    [`${filter}[field]`]: 'in_stock',
    [`${filter}[value]`]: '0',
    [`${filter}[condition_type]`]: 'eq',
    'searchCriteria[pageSize]': '1',
  });
  const res = await fetch(`${E2E_URL}/rest/en/V1/products?${query}`);
  const { items } = (await res.json()) as {
    items: { custom_attributes: { attribute_code: string; value: string }[] }[];
  };
  return items[0]!.custom_attributes.find((a) => a.attribute_code === 'url_key')!.value;
}

/** Products from the home page's rows, in a language: found through the API, not the database. */
async function homeProducts(locale: 'ar' | 'en'): Promise<WireItem[]> {
  const res = await fetch(`${E2E_URL}/rest/${locale}/V1/home`);
  const home = (await res.json()) as { product_rows: { items: WireItem[] }[] };
  return home.product_rows.flatMap((r) => r.items);
}

/** In stock, takes the instalment card and costs at least 500 EGP: every part of the page shows. */
async function instalmentProduct(locale: 'ar' | 'en'): Promise<WireItem> {
  const item = (await homeProducts(locale)).find(
    (p) => p.in_stock && p.instalment_eligible && p.final_price >= 500,
  );
  if (!item) throw new Error('No in-stock instalment product ≥ 500 EGP on the home page');
  return item;
}

/**
 * Where the browser draws the number of the first "N-inch" in the element, and the "i" of that
 * "inch"; and the text they are in.
 */
function numberAndWordAt(element: Locator): Promise<[DOMRect, DOMRect, string]> {
  return element.evaluate((el) => {
    const box = (node: Node, i: number) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().toJSON() as DOMRect;
    };
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let before: Node | null = null;
    for (let node = walker.nextNode(); node; before = node, node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const word = text.indexOf('-inch');
      if (word < 0) continue;
      // The number in the same text, or in its own box just before (each number is one).
      const [numberNode, numberText] =
        word > 0 ? [node, text.slice(0, word)] : [before, before?.textContent ?? ''];
      const number = numberText.search(/[\d.]+$/);
      if (!numberNode || number < 0) continue;
      return [box(numberNode, number), box(node, word + 1), el.textContent ?? ''];
    }
    throw new Error(`no "-inch" in ${el.textContent}`);
  });
}

/** The demo's instalment promotions, as a plan's badge says them (src/db/seed/data/instalment-plans.ts). */
const OFFER = {
  ar: { twelve: 'عرض: فائدة 10%', six: 'عرض: بدون فوائد' },
  en: { twelve: 'Offer: 10% interest', six: 'Offer: no interest' },
};

describe.each(['ar', 'en'] as const)('product page in %s', (locale) => {
  const t = getT(locale);
  const n = (value: number) => formatNumber(value, locale);

  it('shows name, price, stock, specifications, seller, payment methods and instalment plans', async () => {
    const product = await instalmentProduct(locale);
    const { context, page } = await openPage(locale, 1440, `/${product.url_key}`);
    const finalPiastres = Math.round(product.final_price * 100);

    expect(await page.getByTestId('product-name').innerText()).toBe(product.name);
    expect(await page.getByTestId('final-price').innerText()).toBe(formatPrice(finalPiastres, locale));
    expect(['in_stock', 'low_stock']).toContain(
      await page.getByTestId('stock-state').getAttribute('data-state'),
    );

    const crumbs = page.getByTestId('breadcrumbs').locator('a');
    expect(await crumbs.first().getAttribute('href')).toBe('/');
    expect(await crumbs.count()).toBeGreaterThan(1);
    expect(await crumbs.nth(1).getAttribute('href')).toMatch(/^\/[a-z0-9-]+$/);

    const specRows = page.getByTestId('specifications').locator('tbody tr');
    expect(await specRows.count()).toBeGreaterThan(3);
    expect((await page.getByTestId('product-seller').innerText()).trim().length).toBeGreaterThan(
      t('product.sold_by').length,
    );

    const methods = page.getByTestId('payment-methods').locator('li');
    expect(await methods.evaluateAll((els) => els.map((e) => e.getAttribute('data-method')))).toContain(
      'ocean_amancard',
    );
    expect(await page.getByTestId('payment-methods').innerText()).toContain(
      t('product.payment.ocean_amancard'),
    );

    // The seller's terms (the plan engine's, as on the product cards): the longest is the cheapest a month.
    const plans = page.getByTestId('instalment-plan');
    const months = await plans.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-months'))));
    expect(months.slice(0, 2)).toEqual([6, 12]);
    // A promotion's plan says what the offer is: the demo's 10% over 12 months at every seller, and
    // (at one seller) no interest over 6.
    const offer = (m: number) => page.locator(`[data-testid="instalment-plan"][data-months="${m}"]`);
    expect(await offer(12).getByTestId('instalment-offer').innerText()).toBe(OFFER[locale].twelve);
    expect([[], [OFFER[locale].six]]).toContainEqual(
      await offer(6).getByTestId('instalment-offer').allInnerTexts(),
    );
    expect(months.every((m) => [6, 12, 18, 24, 36].includes(m))).toBe(true);
    const monthly = await page.getByTestId('instalment-monthly').allInnerTexts();
    expect(monthly.at(-1)).toBe(formatPrice(Math.round(product.instalment_from! * 100), locale));
    // Beside the price, the least a month, as the cards say it, leading down to the plans.
    const from = page.getByTestId('product-instalment-from');
    expect(await from.innerText()).toBe(
      t('product.instalments_from', {
        amount: formatPrice(Math.round(product.instalment_from! * 100), locale),
      }),
    );
    expect(await from.getAttribute('href')).toBe('#instalment-plans');
    const totals = await page.getByTestId('instalment-total').allInnerTexts();
    expect(totals).toHaveLength(months.length);
    // What a shopper checks with a calculator: each month's amount times the months is the total.
    const piastres = (text: string) =>
      Math.round(Number(/\d[\d,]*(?:\.\d+)?/.exec(text)![0].replace(/,/g, '')) * 100);
    expect(monthly.map((m, i) => piastres(m) * months[i]!)).toEqual(totals.map(piastres));
    // Beside it, what the checkout adds: the shipping financed, a new card's fee on the first instalment.
    expect(await page.getByTestId('instalment-note').innerText()).toBe(
      t('product.instalment_note', { fee: '100' }),
    );

    // Quantity goes up from 1 and is what the add-to-cart button will send.
    const cart = page.getByTestId('add-to-cart');
    expect(await cart.isEnabled()).toBe(true);
    // At 1 the decrease button says it cannot act, and keeps the focus that pressed it.
    const decrease = page.getByTestId('quantity-decrease');
    expect(await decrease.getAttribute('aria-disabled')).toBe('true');
    await decrease.focus();
    await decrease.press('Enter');
    expect(await cart.getAttribute('data-quantity')).toBe('1');
    expect(await decrease.evaluate((b) => b === document.activeElement)).toBe(true);
    if ((await page.getByTestId('quantity-increase').getAttribute('aria-disabled')) !== 'true') {
      await page.getByTestId('quantity-increase').click();
      expect(await cart.getAttribute('data-quantity')).toBe('2');
    }
    // Typed above the stock (in Arabic with the keyboard's own digits): lowered to it, and said why.
    const quantity = page.getByTestId('quantity-input');
    // With the focus, the box shows it like every other control (a text box always shows it).
    await quantity.focus();
    expect(await quantity.evaluate((box) => getComputedStyle(box).boxShadow)).not.toBe('none');
    expect(await page.getByTestId('quantity-capped').innerText()).toBe('');
    await quantity.fill(locale === 'ar' ? arabicIndic('999') : '999');
    const stock = Number(await quantity.inputValue());
    expect(stock).toBeGreaterThan(0);
    expect(stock).toBeLessThan(999);
    expect(await cart.getAttribute('data-quantity')).toBe(String(stock));
    expect(await page.getByTestId('quantity-capped').innerText()).toBe(
      t('product.quantity_capped', { available: n(stock) }),
    );
    await quantity.fill(locale === 'ar' ? arabicIndic('1') : '1');
    expect(await cart.getAttribute('data-quantity')).toBe('1');
    expect(await page.getByTestId('quantity-capped').innerText()).toBe('');
    expect(await page.getByTestId('add-to-wishlist').isVisible()).toBe(true);
    await context.close();
  });

  it('draws a measure inside Arabic text in its own order: filters and product names', async () => {
    const { context, page } = await openPage(locale, 1440, '/mobiles-tablets/smart-watches');
    const filter = page.getByTestId('facet-option').filter({ hasText: '-inch AMOLED' }).first();
    const card = page.getByTestId('product-card').filter({ hasText: '-inch AMOLED' }).first();
    for (const shown of [filter, card]) {
      const [number, word, text] = await numberAndWordAt(shown);
      // "1.5-inch": the number left of the word, as it is written (not "inch-1.5"), or on the line
      // above it where the name wraps between them.
      const sameLine = Math.abs(number.top - word.top) < 2;
      const inOrder = sameLine ? number.left < word.left : number.top < word.top;
      expect({ text, drawn: inOrder ? 'in order' : 'backwards' }).toEqual({ text, drawn: 'in order' });
    }
    await context.close();
  });

  it('estimates delivery by governorate: 1 to 3 business days in Cairo, 5 to 7 in Aswan', async () => {
    const product = await instalmentProduct(locale);
    const { context, page } = await openPage(locale, 1440, `/${product.url_key}`);
    const windowText = page.getByTestId('delivery-window');
    const dates = page.getByTestId('delivery-dates');

    expect(await page.getByTestId('governorate-select').inputValue()).toBe('cairo');
    expect(await page.getByTestId('governorate-select').locator('option').count()).toBe(27);
    expect(await windowText.innerText()).toBe(t('delivery.window', { min: n(1), max: n(3) }));
    const cairoDates = await dates.innerText();
    const cairo = estimateDelivery('cairo', new Date());
    expect(cairoDates).toContain(formatDate(cairo.to, locale));

    await page.getByTestId('governorate-select').selectOption('aswan');
    expect(await windowText.innerText()).toBe(t('delivery.window', { min: n(5), max: n(7) }));
    const aswan = estimateDelivery('aswan', new Date());
    expect(await dates.innerText()).toBe(
      t('delivery.expected', { from: formatDate(aswan.from, locale), to: formatDate(aswan.to, locale) }),
    );
    expect(await dates.innerText()).not.toBe(cairoDates);
    await context.close();
  });

  it('promises no delivery date for a product none of which is in stock', async () => {
    const gone = await outOfStockUrlKey();
    const { context, page } = await openPage(locale, 375, `/${gone}`);
    await page.getByTestId('stock-state').waitFor();
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(await page.getByTestId('delivery-estimate').count()).toBe(0);
    await context.close();
  });

  it('carries parseable JSON-LD Product data, canonical and hreflang links', async () => {
    const product = await instalmentProduct(locale);
    const { context, page } = await openPage(locale, 1440, `/${product.url_key}`);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: expect.any(String),
      brand: { '@type': 'Brand', name: expect.any(String) },
      offers: {
        '@type': 'Offer',
        price: product.final_price.toFixed(2),
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.image[0]).toMatch(/^https?:\/\/.+\/media\//);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/${product.url_key}$`));
    expect(await page.locator('link[rel="alternate"][hreflang="ar"]').getAttribute('href')).toBe(
      `${canonical}?lang=ar`,
    );
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(
      `${canonical}?lang=en`,
    );
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(product.name);
    await context.close();
  });

  it('switches gallery images and fits a 375 px screen', async () => {
    const product = await instalmentProduct(locale);
    const { context, page } = await openPage(locale, 375, `/${product.url_key}`);
    const thumbs = page.getByTestId('gallery-thumbnail');
    if ((await thumbs.count()) > 1) {
      const before = await page.getByTestId('gallery-main').getAttribute('src');
      await thumbs.nth(1).click();
      expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
      expect(await page.getByTestId('gallery-main').getAttribute('src')).not.toBe(before);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
