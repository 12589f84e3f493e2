import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ltrParts, MixedText } from './mixed-text';

const ltr = (text: string) => (ltrParts(text) ?? []).filter((p) => p.ltr).map((p) => p.text);

describe('ltrParts', () => {
  it('finds the model names and measures in an Arabic product name', () => {
    expect(ltr('ساعة سامسونج الذكية Galaxy Watch7 بشاشة 1.5-inch AMOLED، ذهبي')).toEqual([
      'Galaxy Watch7',
      '1.5-inch AMOLED',
    ]);
    expect(ltr('مقاومة الماء 5 ATM')).toEqual(['5 ATM']);
    expect(ltr('شاشة سامسونج 55" 4K UHD (2024) ذكية')).toEqual(['55" 4K UHD (2024)']);
    expect(ltr('بلوتوث + LTE')).toEqual(['LTE']);
    expect(ltr('موبايل شاومي Redmi Note 13 Pro+ بذاكرة 256GB')).toEqual(['Redmi Note 13 Pro+', '256GB']);
    expect(ltr('تابلت Galaxy Tab S9 FE+')).toEqual(['Galaxy Tab S9 FE+']);
    expect(ltr('LTE + بلوتوث')).toEqual(['LTE']);
    // As the product page shows a description: a no-break space keeps a number with its unit.
    expect(ltr('الشاشة: 1.5-inch AMOLED • مقاومة الماء: 5\u00a0ATM')).toEqual([
      '1.5-inch AMOLED',
      '5\u00a0ATM',
    ]);
  });

  it('keeps the whole text, in order', () => {
    const text = 'ساعة شاومي الذكية Watch S3 بشاشة 1.43-inch AMOLED، ذهبي';
    expect(
      ltrParts(text)!
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('isolates Latin text as a whole, and leaves alone text without a Latin letter', () => {
    expect(ltrParts('1.5-inch AMOLED')).toEqual([{ text: '1.5-inch AMOLED', ltr: true }]);
    expect(ltrParts('ساعة ذكية، ذهبي')).toBeNull();
    expect(ltrParts('تقسيط حتى 36 شهر بسعر 1,549 ج.م.')).toBeNull();
  });
});

describe('MixedText', () => {
  const html = (text: string) => renderToStaticMarkup(createElement(MixedText, { text }));

  it('boxes every number, so that a name cut at the end of its lines loses a number whole', () => {
    expect(html('تابلت Galaxy Tab S9 FE+ مقاس 12.4 بوصة')).toBe(
      'تابلت <bdi dir="ltr">Galaxy Tab <span class="inline-block">S9</span> FE+</bdi> مقاس ' +
        '<span class="inline-block">12.4</span> بوصة',
    );
    expect(html('باور بانك 30,000 مللي أمبير')).toBe(
      'باور بانك <span class="inline-block">30,000</span> مللي أمبير',
    );
    expect(html('غسالة ٧ كيلو')).toBe('غسالة <span class="inline-block">٧</span> كيلو');
    expect(html('Sharp 43-inch TV')).toBe(
      '<bdi dir="ltr">Sharp <span class="inline-block">43</span>-inch TV</bdi>',
    );
  });

  it('keeps a model number with its letters, so that no line breaks inside it', () => {
    expect(html('Anker Silicone Case for Galaxy S24, Blue')).toBe(
      '<bdi dir="ltr">Anker Silicone Case for Galaxy <span class="inline-block">S24</span>, Blue</bdi>',
    );
    expect(html('128GB')).toBe('<bdi dir="ltr"><span class="inline-block">128GB</span></bdi>');
  });

  it('leaves text without a number as it is', () => {
    expect(html('مكنسة كهربائية')).toBe('مكنسة كهربائية');
    expect(html('ساعة Galaxy Watch')).toBe('ساعة <bdi dir="ltr">Galaxy Watch</bdi>');
  });
});
