import { describe, expect, it } from 'vitest';
import { BRANDS } from './data/brands';
import { PRODUCT_KINDS } from './data/product-kinds';
import { buildDemoPlan } from './demo-plan';
import { buildProduct, type ProductDraft } from './product-factory';

const NOW = new Date('2025-10-25T12:00:00Z');
const brandByKey = new Map(BRANDS.map((brand) => [brand.urlKey, brand]));

type Family = 'phone' | 'console' | 'computer' | 'audio' | 'camera' | 'watch';

/**
 * Product lines (and connectors) and the brand that makes them, written out here apart from the
 * generator's data so that the test checks the generator rather than repeating it.
 */
const LINES: [RegExp, string, Family][] = [
  [/\bXbox\b/, 'microsoft', 'console'],
  [/\bPlayStation\b|\bDualSense\b/, 'sony', 'console'],
  [/\biPhone\b|\bLightning\b/, 'apple', 'phone'],
  [/\biPad\b|\bMacBook\b|\biMac\b/, 'apple', 'computer'],
  [/\bAirPods\b/, 'apple', 'audio'],
  [/\bApple Watch\b|^Watch (?:SE|Series|Ultra)/, 'apple', 'watch'],
  [/\bGalaxy\b/, 'samsung', 'phone'],
  [/\bRedmi\b/, 'xiaomi', 'phone'],
  [/\bReno\s?\d|\bFind X\d/, 'oppo', 'phone'],
  [/\bnova \d|\bPura \d/, 'huawei', 'phone'],
  [/\bMatePad\b|\bMateBook\b/, 'huawei', 'computer'],
  [/(?<!Redmi )\b(?:Hot|Note|Zero) \d+/, 'infinix', 'phone'],
  [/\bThinkPad\b|\bIdeaPad\b|\bLegion\b|\bLOQ\b|\bIdeaCentre\b|\bYoga\b/, 'lenovo', 'computer'],
  [/\bPavilion\b|\bVictus\b|\bOmen\b|\bEliteBook\b|\bProBook\b|\bEnvy\b/, 'hp', 'computer'],
  [/\bInspiron\b|\bLatitude\b|\bVostro\b|\bAlienware\b|\bXPS\b/, 'dell', 'computer'],
  [/\bVivobook\b|\bZenbook\b|\bROG\b|\bTUF\b/, 'asus', 'computer'],
  [/\bWH-|\bWF-|\bINZONE\b/, 'sony', 'audio'],
  [/\bAlpha\b/, 'sony', 'camera'],
  [/\bEOS\b/, 'canon', 'camera'],
  [/\bLumix\b/, 'panasonic', 'camera'],
  [/\bSoundcore\b/, 'anker', 'audio'],
];

const ownsFamily = (brand: string, family: Family) =>
  LINES.some(([, owner, f]) => owner === brand && f === family);

/**
 * What is wrong with one product of `brand`: a product line named as the product itself must be
 * the brand's own; a product made "for" another line (a case, a controller) may be for another
 * maker's line only when the brand has no line of that kind itself (Anker makes cases for any
 * phone; Apple makes them for iPhones only).
 */
function lineProblems(brand: string, draft: ProductDraft): string[] {
  const name = draft.text.en.name;
  const [subject = '', ...targets] = name.split(/ for /);
  const problems: string[] = [];
  for (const [pattern, owner, family] of LINES) {
    if (owner === brand) continue;
    if (pattern.test(subject) || pattern.test(draft.model)) problems.push(`names ${owner}'s line`);
    // "Android & iPhone" (a charger for any phone) names no one line.
    const compatibility = draft.attributes.compatibility ?? '';
    const targetText = [
      ...targets,
      compatibility.includes('&') ? '' : compatibility,
      draft.attributes.platform ?? '',
    ];
    if (targetText.some((t) => pattern.test(t)) && ownsFamily(brand, family)) {
      problems.push(`a ${family} maker's product for ${owner}'s line`);
    }
    if (pattern.test(draft.attributes.output_port ?? '') && ownsFamily(brand, family)) {
      problems.push(`${owner}'s connector`);
    }
  }
  return problems;
}

const APPLE_OS = /^(?:iOS|iPadOS|macOS)\b/;

/** Specification values that depend on the brand. */
function specProblems(kindKey: string, brand: string, attributes: Record<string, string>): string[] {
  const kind = PRODUCT_KINDS[kindKey];
  const problems: string[] = [];
  const os = attributes.os;
  if (os !== undefined) {
    if (APPLE_OS.test(os) !== (brand === 'apple')) problems.push(`OS ${os}`);
    if (/^Tizen/.test(os) && brand !== 'samsung') problems.push(`OS ${os}`);
    if (/^webOS/.test(os) && brand !== 'lg') problems.push(`OS ${os}`);
    if (/^HarmonyOS/.test(os) && brand !== 'huawei') problems.push(`OS ${os}`);
    if (kind?.shape === 'tv') {
      if (brand === 'samsung' && os !== 'Tizen') problems.push(`TV OS ${os}`);
      if (brand === 'lg' && os !== 'webOS') problems.push(`TV OS ${os}`);
    }
    if ((kind?.shape === 'phone' || kind?.shape === 'tablet') && brand !== 'apple') {
      if (!/^(?:Android|HarmonyOS)/.test(os)) problems.push(`OS ${os}`);
    }
    if (kind?.shape === 'laptop' && brand !== 'apple' && !/^(?:Windows|FreeDOS)/.test(os)) {
      problems.push(`OS ${os}`);
    }
  }
  const processor = attributes.processor;
  if (processor !== undefined && /^Apple /.test(processor) !== (brand === 'apple')) {
    problems.push(`processor ${processor}`);
  }
  const display = attributes.display;
  if (display !== undefined && /Retina/.test(display) !== (brand === 'apple') && kind?.shape === 'watch') {
    problems.push(`display ${display}`);
  }
  if (kindKey === 'gaming-consoles') {
    const platform = attributes.platform ?? '';
    const owner = LINES.find(([pattern, , family]) => family === 'console' && pattern.test(platform))?.[1];
    if (owner !== brand) problems.push(`platform ${platform}`);
  }
  if (kindKey === 'shavers') {
    const type = attributes.type ?? '';
    if (brand === 'philips' && type !== 'Rotary shaver') problems.push(`shaver ${type}`);
    if ((brand === 'braun' || brand === 'panasonic') && type !== 'Foil shaver')
      problems.push(`shaver ${type}`);
  }
  if (kindKey === 'storage-devices' && brand === 'samsung' && attributes.storage_type === 'External HDD') {
    problems.push('Samsung makes no hard drives');
  }
  return problems;
}

function problemsOf(kindKey: string, brand: string, draft: ProductDraft): string[] {
  const problems = new Set([
    ...lineProblems(brand, draft),
    ...specProblems(kindKey, brand, draft.attributes),
  ]);
  return [...problems].map((problem) => `${draft.sku} ${brand}: ${draft.text.en.name} — ${problem}`);
}

describe('demo products: brands, model lines and specifications go together', () => {
  it('every product of the demo catalogue', () => {
    const plan = buildDemoPlan(NOW);
    const problems = plan.products.flatMap((p) => problemsOf(p.leaf.urlKey, p.brand.urlKey, p.draft));
    expect(problems).toEqual([]);
    const names = plan.products.map((p) => p.draft.text.en.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('many generated products of every kind and brand (as seed:large makes them)', () => {
    const problems: string[] = [];
    for (const [kindKey, kind] of Object.entries(PRODUCT_KINDS)) {
      for (const brandKey of kind.brands) {
        const brand = brandByKey.get(brandKey);
        expect(brand, `${kindKey}: brand ${brandKey}`).toBeDefined();
        if (!brand) continue;
        for (let i = 0; i < 40; i++) {
          const draft = buildProduct({ kind, brand, sku: `T-${kind.code}-${brandKey}-${i}`, now: NOW });
          problems.push(...problemsOf(kindKey, brandKey, draft));
        }
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
  });

  it('the names in the issue are gone: no "Sony Xbox", no Tizen on Sharp or LG', () => {
    const plan = buildDemoPlan(NOW);
    for (const { brand, draft } of plan.products) {
      expect(draft.text.en.name).not.toMatch(/Sony Xbox|Microsoft PlayStation/);
      if (brand.urlKey === 'sharp' || brand.urlKey === 'lg') expect(draft.attributes.os).not.toBe('Tizen');
    }
  });
});

describe('product kinds: brand and model ranges', () => {
  it('name known brands and only values the kind has', () => {
    const problems: string[] = [];
    for (const [kindKey, kind] of Object.entries(PRODUCT_KINDS)) {
      const kindValues = (key: string): readonly string[] | undefined =>
        key === 'color'
          ? (kind.colors ?? ['Black', 'White', 'Silver'])
          : kind.attrs.find((spec) => spec.key === key)?.values;
      const scale = kind.attrs.find((spec) => spec.key === kind.scale);
      if (scale && new Set(scale.values).size !== scale.values.length)
        problems.push(`${kindKey}: scale repeats`);
      for (const key of Object.keys(kind.byBrand ?? {})) {
        if (!brandByKey.has(key)) problems.push(`${kindKey}: unknown brand ${key}`);
      }
      const check = (
        where: string,
        values: Readonly<Record<string, readonly string[]>>,
        within: typeof kindValues,
      ) => {
        for (const [key, list] of Object.entries(values)) {
          const all = within(key);
          if (!all) problems.push(`${where}: ${key} is no attribute of the kind`);
          else if (!list.length || list.some((v) => !all.includes(v)))
            problems.push(`${where}: ${key} ${list.join('|')}`);
        }
      };
      for (const brandKey of kind.brands) {
        const range = kind.byBrand?.[brandKey];
        const brandValues = range?.attrs ?? {};
        check(`${kindKey}/${brandKey}`, brandValues, kindValues);
        for (const model of range?.models ?? kind.models ?? []) {
          check(
            `${kindKey}/${brandKey}/${model.name ?? JSON.stringify(model.attrs)}`,
            model.attrs ?? {},
            (key) => brandValues[key] ?? kindValues(key),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
