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
  /** Fixed model names (e.g. "16 Pro"); a generated code is used otherwise. */
  models?: readonly string[];
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
