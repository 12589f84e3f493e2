import { ATTRIBUTES, VALUE_AR } from './data/attributes';
import type { LocaleCode } from '../schema';

/** Replaces {key} placeholders; unknown keys are left as they are. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** A canonical attribute value in the given locale (numbers and codes are the same in both). */
export function localValue(value: string, locale: LocaleCode): string {
  return locale === 'ar' ? (VALUE_AR[value] ?? value) : value;
}

export function attrLabel(key: string, locale: LocaleCode): string {
  return ATTRIBUTES[key]?.label[locale] ?? key;
}

/** A value with its unit, e.g. "55 inch" / "55 بوصة". */
export function attrDisplay(key: string, value: string, locale: LocaleCode): string {
  const unit = ATTRIBUTES[key]?.unit;
  const local = localValue(value, locale);
  return unit ? `${local} ${unit[locale]}` : local;
}

export function warrantyText(years: number, locale: LocaleCode): string {
  if (locale === 'en') return years === 1 ? '1 year' : `${years} years`;
  if (years === 1) return 'سنة واحدة';
  if (years === 2) return 'سنتان';
  return `${years} سنوات`;
}

/** English kebab-case for url keys. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whole EGP rounded to a shop-like figure (…49, …99, …999) and returned in piastres. */
export function shopPrice(egp: number): number {
  let rounded: number;
  if (egp < 1000) rounded = Math.max(10, Math.round(egp / 10) * 10) - 1;
  else if (egp < 10000) rounded = Math.round(egp / 50) * 50 - 1;
  else rounded = Math.round(egp / 500) * 500 - 1;
  return rounded * 100;
}

const DELIVERY: Record<LocaleCode, string> = {
  en: 'Delivery takes 1 to 3 business days in Cairo and Giza and 5 to 7 business days in other governorates.',
  ar: 'يتم التوصيل خلال 1 إلى 3 أيام عمل في القاهرة والجيزة وخلال 5 إلى 7 أيام عمل في باقي المحافظات.',
};
const INSTALMENT: Record<LocaleCode, string> = {
  en: 'Pay in monthly instalments with the Aman card: the instalment plans on this page show the terms offered.',
  ar: 'يمكنك الشراء بأقساط شهرية ببطاقة أمان: تعرض خطط التقسيط في هذه الصفحة المدد المتاحة.',
};

export function descriptionText(opts: {
  locale: LocaleCode;
  intro: string;
  highlights: string[];
  warrantyYears: number;
  instalments: boolean;
}): string {
  const { locale, intro, highlights, warrantyYears, instalments } = opts;
  // "a 2-year warranty" / "لمدة سنتين" read better than the bare spec values.
  let warranty = warrantyText(warrantyYears, locale);
  if (locale === 'en') warranty = `${warrantyYears}-year`;
  else if (warrantyYears === 2) warranty = 'سنتين';
  const parts =
    locale === 'en'
      ? [
          intro,
          `Highlights: ${highlights.join(', ')}.`,
          `It comes with a ${warranty} official warranty from the authorised agent in Egypt.`,
        ]
      : [
          intro,
          `أبرز المواصفات: ${highlights.join('، ')}.`,
          `يأتي المنتج بضمان رسمي لمدة ${warranty} من الوكيل المعتمد في مصر.`,
        ];
  parts.push(DELIVERY[locale]);
  if (instalments) parts.push(INSTALMENT[locale]);
  return parts.join(' ');
}
