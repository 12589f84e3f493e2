import { BRANDS } from './data/brands';
import { SLIDES } from './data/home';
import { PRODUCT_KINDS } from './data/product-kinds';
import { SELLERS } from './data/sellers';
import type { BrandDef, ProductKind } from './data/types';
import {
  brandImagePath,
  categoryImagePath,
  flattenCategories,
  productImagePath,
  type FlatCategory,
} from './catalog-tree';
import { bannerSvg, brandSvg, categorySvg, type ImageJob, productSvg, slideSvg } from './images';
import { buildProduct, type ProductDraft } from './product-factory';
import { Rng } from './random';

/** How many demo products to spread over the leaf categories (by kind weight). */
export const DEMO_PRODUCT_TARGET = 440;

export interface PlannedProduct {
  draft: ProductDraft;
  leaf: FlatCategory;
  brand: BrandDef;
  sellerCode: string;
  imagePaths: string[];
}

export interface DemoPlan {
  categories: FlatCategory[];
  products: PlannedProduct[];
  images: ImageJob[];
}

const brandByKey = new Map(BRANDS.map((brand) => [brand.urlKey, brand]));

export function brandFor(key: string): BrandDef {
  const brand = brandByKey.get(key);
  if (!brand) throw new Error(`Unknown brand ${key}`);
  return brand;
}

export function kindFor(leaf: FlatCategory): ProductKind {
  const kind = PRODUCT_KINDS[leaf.urlKey];
  if (!kind) throw new Error(`No product kind for leaf category ${leaf.path}`);
  return kind;
}

/** Image jobs for one product's pictures. */
export function productImageJobs(draft: ProductDraft, kind: ProductKind, brand: BrandDef): ImageJob[] {
  return Array.from({ length: draft.imageCount }, (_, i) => ({
    path: productImagePath(draft.sku, i + 1),
    svg: productSvg({
      shape: kind.shape,
      color: kind.color,
      brand: brand.en,
      brandColor: brand.color,
      model: draft.model,
      variant: i + 1,
    }),
  }));
}

/** Everything the demo seed writes, worked out up front and deterministic for a given `now`. */
export function buildDemoPlan(now: Date): DemoPlan {
  const categories = flattenCategories();
  const leaves = categories.filter((category) => category.isLeaf);
  const totalWeight = leaves.reduce((sum, leaf) => sum + (kindFor(leaf).weight ?? 1), 0);
  const images: ImageJob[] = [];
  const products: PlannedProduct[] = [];
  const usedUrlKeys = new Set<string>();
  const usedNames = new Set<string>();

  for (const leaf of leaves) {
    const kind = kindFor(leaf);
    const rng = new Rng(`leaf:${leaf.path}`);
    const count = Math.max(3, Math.round((DEMO_PRODUCT_TARGET * (kind.weight ?? 1)) / totalWeight));
    const offset = rng.index(kind.brands.length);
    for (let i = 0; i < count; i++) {
      // Cycle through the kind's brands from a random start so every brand gets products.
      const brand = brandFor(kind.brands[(i + offset) % kind.brands.length] ?? '');
      const sku = `AMN-${kind.code}-${String(i + 1).padStart(3, '0')}`;
      let draft = buildProduct({ kind, brand, sku, now });
      // Another draw when the name is taken, so that listings do not show the same product twice.
      for (let draw = 1; usedNames.has(draft.text.en.name) && draw < 10; draw++) {
        draft = buildProduct({ kind, brand, sku, now, draw });
      }
      usedNames.add(draft.text.en.name);
      let urlKey = draft.urlKey;
      for (let n = 2; usedUrlKeys.has(urlKey); n++) urlKey = `${draft.urlKey}-${n}`;
      usedUrlKeys.add(urlKey);
      draft.urlKey = urlKey;
      const jobs = productImageJobs(draft, kind, brand);
      images.push(...jobs);
      products.push({
        draft,
        leaf,
        brand,
        sellerCode: rng.pick(SELLERS).code,
        imagePaths: jobs.map((job) => job.path),
      });
    }
  }

  for (const category of categories) {
    const kind = category.isLeaf ? kindFor(category) : undefined;
    images.push({
      path: categoryImagePath(category.path),
      svg: categorySvg({
        shape: kind?.shape ?? category.main.shape,
        color: kind?.color ?? category.main.color,
      }),
    });
  }
  for (const brand of BRANDS) {
    images.push({
      path: brandImagePath(brand.urlKey),
      svg: brandSvg({ name: brand.en, color: brand.color }),
    });
  }
  SLIDES.forEach((slide, i) => {
    images.push({
      path: `slides/${i + 1}.webp`,
      svg: slideSvg({ color: slide.color, shape: slide.shape }),
    });
  });
  images.push({
    path: 'banners/1.webp',
    svg: bannerSvg(),
  });
  return { categories, products, images };
}
