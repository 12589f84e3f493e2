import type { LocaleCode, PaymentMethodCode } from '../schema';
import type { BrandDef, ProductKind } from './data/types';
import { Rng } from './random';
import {
  attrDisplay,
  attrLabel,
  descriptionText,
  fill,
  localValue,
  shopPrice,
  slugify,
  warrantyText,
} from './text';

const DAY_MS = 86_400_000;
/** Minimum effective price (piastres) for the instalment card, spec §9: 500 EGP. */
export const INSTALMENT_MIN_PIASTRES = 50_000;

export interface ProductText {
  name: string;
  shortDescription: string;
  description: string;
  specifications: { label: string; value: string }[];
}

/** One generated product, before ids are known. */
export interface ProductDraft {
  sku: string;
  urlKey: string;
  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
  stock: number;
  salesCount: number;
  attributes: Record<string, string>;
  createdAt: Date;
  text: Record<LocaleCode, ProductText>;
  paymentMethods: PaymentMethodCode[];
  imageCount: number;
  /** Model name or code, printed on the generated images. */
  model: string;
}

/** A made-up model code from the brand's initials, e.g. "SA55QN204", for kinds without model lines. */
function modelCode(brand: BrandDef, scaleValue: string | undefined, rng: Rng): string {
  const prefix = brand.en
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const digits = scaleValue && /^\d{1,3}$/.test(scaleValue) ? scaleValue : '';
  return `${prefix}${digits}${rng.letters(2)}${rng.digits(3)}`;
}

/** Where `value` sits in an ascending list, from 0 to 1 (0.5 for a list of one). */
function position(values: readonly string[], value: string): number {
  const i = values.indexOf(value);
  return values.length < 2 || i < 0 ? 0.5 : i / (values.length - 1);
}

/**
 * Builds one product of `kind` deterministically from its SKU: the same SKU always
 * yields the same product, whatever order products are generated in. A non-zero `draw` makes
 * another product for the same SKU (for a caller that wants to avoid a repeated name).
 */
export function buildProduct(input: {
  kind: ProductKind;
  brand: BrandDef;
  sku: string;
  now: Date;
  /** Appended to the url key (e.g. "lg-1234") so generated products never clash. */
  urlSuffix?: string;
  draw?: number;
}): ProductDraft {
  const { kind, brand, sku, now } = input;
  const rng = new Rng(input.draw ? `product:${sku}:${input.draw}` : `product:${sku}`);

  // The brand's own model line (a Sony console is a PlayStation), then the attribute values that
  // brand and model come in (a Samsung TV runs Tizen): the model's list, else the brand's, else
  // the kind's.
  const range = kind.byBrand?.[brand.urlKey];
  const lines = range?.models ?? kind.models;
  const line = lines?.length ? rng.pick(lines) : undefined;
  const valuesOf = (key: string, all: readonly string[]): readonly string[] =>
    line?.attrs?.[key] ?? range?.attrs?.[key] ?? all;

  // Attributes: pick one value each; the scale attribute's position in the kind's list drives the
  // price. Other attributes lean towards the same end of their lists, so a 512 GB phone tends
  // to have more RAM than a 64 GB one.
  const attributes: Record<string, string> = {};
  const scaleSpec = kind.attrs.find((spec) => spec.key === kind.scale);
  let scaleT: number | null = null;
  let scaleValue = '';
  if (scaleSpec) {
    const values = valuesOf(scaleSpec.key, scaleSpec.values);
    const i = rng.index(values.length);
    scaleValue = values[i] ?? '';
    scaleT = position(scaleSpec.values, scaleValue);
  }
  for (const spec of kind.attrs) {
    if (spec === scaleSpec) {
      attributes[spec.key] = scaleValue;
      continue;
    }
    const values = valuesOf(spec.key, spec.values);
    const n = values.length;
    let i: number;
    if (scaleT !== null && rng.chance(0.7)) {
      i = Math.min(n - 1, Math.max(0, Math.round(scaleT * (n - 1) + (rng.next() - 0.5) * 1.5)));
    } else i = rng.index(n);
    attributes[spec.key] = values[i] ?? '';
  }
  const color = rng.pick(valuesOf('color', kind.colors ?? ['Black', 'White', 'Silver']));
  attributes.color = color;
  const model = line?.name
    ? fill(line.name, attributes)
    : modelCode(brand, kind.scale ? attributes[kind.scale] : undefined, rng);
  const warrantyYears = rng.pick(kind.warrantyYears ?? [1, 2]);

  // Price in piastres.
  const [min, max] = kind.price;
  const t = scaleT === null ? rng.next() ** 1.6 : Math.min(1, scaleT * 0.8 + rng.next() * 0.2);
  const egp = Math.min(max, Math.max(min, (min + (max - min) * t) * brand.tier));
  const price = shopPrice(egp);
  let specialPrice: number | null = null;
  let specialFrom: Date | null = null;
  let specialTo: Date | null = null;
  if (rng.chance(0.3)) {
    const candidate = shopPrice((price / 100) * (1 - (0.05 + rng.next() * 0.25)));
    if (candidate < price) {
      specialPrice = candidate;
      if (rng.chance(0.5)) {
        specialFrom = new Date(now.getTime() - rng.int(1, 10) * DAY_MS);
        specialTo = new Date(now.getTime() + rng.int(3, 30) * DAY_MS);
      }
    }
  }
  const lowest = Math.min(price, specialPrice ?? price);
  const instalments = lowest >= INSTALMENT_MIN_PIASTRES;

  const paymentMethods: PaymentMethodCode[] = ['card'];
  if (rng.chance(0.85)) paymentMethods.push('cashondelivery');
  if (rng.chance(0.6)) paymentMethods.push('wallet');
  if (instalments && rng.chance(0.8)) paymentMethods.push('ocean_amancard');

  const stock = rng.chance(0.08) ? 0 : rng.int(1, 60);
  const salesCount = Math.floor(rng.next() ** 2 * 800);
  const createdAt = new Date(now.getTime() - Math.floor(rng.next() * 365 * DAY_MS));

  const localText = (locale: LocaleCode): ProductText => {
    const vars: Record<string, string> = { brand: brand[locale], model, color: localValue(color, locale) };
    for (const [key, value] of Object.entries(attributes)) vars[key] ??= localValue(value, locale);
    const attrRows = kind.attrs.slice(0, 6).map((spec) => ({
      label: attrLabel(spec.key, locale),
      value: attrDisplay(spec.key, attributes[spec.key] ?? '', locale),
    }));
    const specifications = [
      { label: attrLabel('brand', locale), value: brand[locale] },
      { label: attrLabel('model', locale), value: model },
      ...attrRows,
      { label: attrLabel('color', locale), value: localValue(color, locale) },
      { label: attrLabel('warranty', locale), value: warrantyText(warrantyYears, locale) },
    ];
    const highlights = attrRows.slice(0, 3).map((row) => `${row.label} ${row.value}`);
    return {
      name: fill(kind.name[locale], vars),
      shortDescription: attrRows
        .slice(0, 3)
        .map((row) => `${row.label}: ${row.value}`)
        .join(' • '),
      description: descriptionText({
        locale,
        intro: fill(kind.intro[locale], vars),
        highlights,
        warrantyYears,
        instalments,
      }),
      specifications,
    };
  };
  const text = { en: localText('en'), ar: localText('ar') };
  const slug = slugify(text.en.name);
  return {
    sku,
    urlKey: input.urlSuffix ? `${slug}-${input.urlSuffix}` : slug,
    price,
    specialPrice,
    specialFrom,
    specialTo,
    stock,
    salesCount,
    attributes,
    createdAt,
    text,
    paymentMethods,
    imageCount: rng.chance(0.5) ? 3 : 2,
    model,
  };
}
