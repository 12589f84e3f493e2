import { CATEGORY_TREE } from './data/categories';
import type { CategoryDef, MainCategoryDef } from './data/types';

export interface FlatCategory {
  path: string;
  urlKey: string;
  parentPath: string | null;
  /** Paths from the root down to and including this category. */
  lineage: string[];
  level: number;
  position: number;
  en: string;
  ar: string;
  main: MainCategoryDef;
  isLeaf: boolean;
}

/** The category tree as a parent-first list, with paths and levels worked out. */
export function flattenCategories(tree: MainCategoryDef[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (node: CategoryDef, main: MainCategoryDef, parent: FlatCategory | null, position: number) => {
    const path = parent ? `${parent.path}/${node.urlKey}` : node.urlKey;
    const flat: FlatCategory = {
      path,
      urlKey: node.urlKey,
      parentPath: parent?.path ?? null,
      lineage: parent ? [...parent.lineage, path] : [path],
      level: parent ? parent.level + 1 : 1,
      position,
      en: node.en,
      ar: node.ar,
      main,
      isLeaf: !node.children?.length,
    };
    out.push(flat);
    node.children?.forEach((child, i) => walk(child, main, flat, i + 1));
  };
  tree.forEach((main, i) => walk(main, main, null, i + 1));
  return out;
}

/** File name of a category image: the path with dashes, e.g. "tvs-smart-tvs-oled.webp". */
export const categoryImagePath = (path: string) => `categories/${path.replaceAll('/', '-')}.webp`;
export const brandImagePath = (urlKey: string) => `brands/${urlKey}.webp`;
export const productImagePath = (sku: string, n: number) => `products/${sku}-${n}.webp`;
