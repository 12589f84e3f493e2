/** Shapes the image generator can draw for a product or category. */
export type Shape =
  | 'tv'
  | 'phone'
  | 'tablet'
  | 'watch'
  | 'laptop'
  | 'monitor'
  | 'fridge'
  | 'washer'
  | 'ac'
  | 'oven'
  | 'speaker'
  | 'headphones'
  | 'camera'
  | 'console'
  | 'jug'
  | 'fan'
  | 'router'
  | 'printer'
  | 'accessory';

export interface Bilingual {
  en: string;
  ar: string;
}

export interface CategoryDef {
  urlKey: string;
  en: string;
  ar: string;
  children?: CategoryDef[];
}

export interface MainCategoryDef extends CategoryDef {
  shape: Shape;
  color: string;
  includeInMenu: boolean;
  includeInSidebar: boolean;
  includeInBoxSidebar: boolean;
  /** 1..10 for the footer (first 6 are "Top"), 0 when not important. */
  importancePosition: number;
}

export interface AttrSpec {
  key: string;
  /** Canonical values; when `ProductKind.scale` names this key they are ascending in price. */
  values: readonly string[];
}

/** Attribute values a brand or model comes in, by attribute key (and `color`). */
export type AttrValues = Readonly<Record<string, readonly string[]>>;

/**
 * A model or product line, e.g. "Galaxy A55", with the specifications it comes in; without a
 * name, a variant of the kind (a ceiling fan is 56 inches) under a made-up model code.
 */
export interface ModelLine {
  /** Shown as the model; may hold {attribute} placeholders. */
  name?: string;
  /** Values this model comes in; each list a subset of the kind's (or the brand's) list. */
  attrs?: AttrValues;
}

/**
 * What one brand makes of a kind: its own model lines and the specification values that depend
 * on the maker (a Samsung TV runs Tizen, only Apple uses Apple silicon).
 */
export interface BrandRange {
  /** The brand's own models; replaces the kind's `models`. */
  models?: readonly ModelLine[];
  /** Values the brand's products come in, for every model of the brand. */
  attrs?: AttrValues;
}

/** How to generate products for one leaf category. */
export interface ProductKind {
  /** SKU segment, upper case letters only. */
  code: string;
  shape: Shape;
  color: string;
  brands: readonly string[];
  /** Price range in whole EGP. */
  price: readonly [number, number];
  /** Attribute whose value position drives the price. */
  scale?: string;
  /** At most 6 attributes (specifications hold brand, model, these, color and warranty). */
  attrs: readonly AttrSpec[];
  colors?: readonly string[];
  /** Model lines for every brand without its own (e.g. iPhones); a generated code otherwise. */
  models?: readonly ModelLine[];
  /** Per brand (a key of `brands`): its model lines and brand-dependent specifications. */
  byBrand?: Readonly<Record<string, BrandRange>>;
  warrantyYears?: readonly number[];
  /** Templates: {brand}, {model}, {color} and any attribute key in braces. */
  name: Bilingual;
  intro: Bilingual;
  /** Relative share of the product count (default 1). */
  weight?: number;
}

export interface BrandDef {
  urlKey: string;
  en: string;
  ar: string;
  color: string;
  isFeatured: boolean;
  /** Price multiplier for premium or budget brands. */
  tier: number;
}
