import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validate';
import { countdownSchema, popupFieldsSchema, promoStripSchema } from './promo-schemas';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('the overlay ad form', () => {
  const form = {
    title_ar: 'عرض الشتاء',
    title_en: 'Winter sale',
    link: '/offers',
    starts_on: '',
    ends_on: '',
    is_active: 'false',
  };

  it('takes multipart text: empty days are open-ended, the flag from text', () => {
    expect(popupFieldsSchema.parse(form)).toEqual({
      title_ar: 'عرض الشتاء',
      title_en: 'Winter sale',
      link: '/offers',
      starts_on: undefined,
      ends_on: undefined,
      is_active: false,
    });
    expect(popupFieldsSchema.parse({ ...form, is_active: undefined }).is_active).toBe(true);
  });

  it('refuses another site, markup in a title, a missing title and a last day before the first', () => {
    const result = popupFieldsSchema.safeParse({
      ...form,
      title_ar: '  ',
      title_en: '<b>Sale</b>',
      link: '//evil.example',
      starts_on: '2026-12-10',
      ends_on: '2026-12-09',
    });
    expect(errorsOf(result)).toEqual({
      title_ar: 'popup_title_ar',
      title_en: 'popup_title_en',
      link: 'popup_link',
      ends_on: 'popup_ends_before_starts',
    });
  });

  it('takes one day (first = last) and refuses a day that is not a date', () => {
    expect(
      popupFieldsSchema.safeParse({ ...form, starts_on: '2026-12-10', ends_on: '2026-12-10' }).success,
    ).toBe(true);
    expect(errorsOf(popupFieldsSchema.safeParse({ ...form, starts_on: '10/12/2026' }))).toEqual({
      starts_on: 'popup_date',
    });
  });
});

describe('the countdown form', () => {
  it('needs both days, the last not before the first', () => {
    expect(
      countdownSchema.parse({ starts_on: '2026-12-01', ends_on: '2026-12-01', is_active: true }),
    ).toEqual({
      starts_on: '2026-12-01',
      ends_on: '2026-12-01',
      is_active: true,
    });
    expect(errorsOf(countdownSchema.safeParse({ starts_on: '', ends_on: '2026-13-40' }))).toEqual({
      starts_on: 'countdown_date',
      ends_on: 'countdown_date',
    });
    expect(errorsOf(countdownSchema.safeParse({ starts_on: '2026-12-02', ends_on: '2026-12-01' }))).toEqual({
      ends_on: 'countdown_ends_before_starts',
    });
    expect(
      errorsOf(countdownSchema.safeParse({ starts_on: '2026-12-01', ends_on: '2026-12-02', is_active: 'x' })),
    ).toEqual({ is_active: 'countdown_active' });
  });
});

describe('the promo strip form', () => {
  it('keeps empty texts empty (the store’s own text), trims the rest', () => {
    expect(promoStripSchema.parse({ text_ar: ' اشترِ الآن ', is_active: false })).toEqual({
      text_ar: 'اشترِ الآن',
      text_en: '',
      cta_ar: '',
      cta_en: '',
      is_active: false,
    });
  });

  it('refuses markup and texts past their length', () => {
    const result = promoStripSchema.safeParse({ text_en: 'x'.repeat(161), cta_ar: '<a>قدّم</a>' });
    expect(errorsOf(result)).toEqual({ text_en: 'promo_text', cta_ar: 'promo_cta' });
  });
});
