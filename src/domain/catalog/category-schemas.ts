import { z } from 'zod';
import { flagField, optionalTextField, plainTextField } from '../content/slide-schemas';

/**
 * The back office's category and brand forms (catalog role), shared by the domain, the pages'
 * forms (this file runs in the browser too: no server imports) and the OpenAPI document, with the
 * tree's rules: three levels, never under itself, a path that follows its parents' URL keys.
 * The forms travel as multipart fields (with the picture), so every value arrives as text.
 */
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 2000;
export const URL_KEY_MAX = 80;
/** Main, sub and sub-sub: nothing deeper. */
export const CATEGORY_MAX_LEVEL = 3;
/** What the audit log records of categories and brands (`category.<action>`, `brand.<action>`). */
export const CATEGORY_ACTIONS = ['create', 'update', 'order', 'delete'] as const;
export const BRAND_ACTIONS = ['create', 'update', 'delete'] as const;
/** The category form's flags (§3): the main menu, the sidebar, the box sidebar, the footer, on sale. */
export const CATEGORY_FLAGS = [
  'include_in_menu',
  'include_in_sidebar',
  'include_in_box_sidebar',
  'is_important',
  'is_active',
] as const;
export type CategoryFlag = (typeof CATEGORY_FLAGS)[number];

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Lowercase Latin letters, digits and single dashes between them: one segment of a store URL. */
export const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const urlKeyField = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(URL_KEY_MAX, { error: key })
    .regex(URL_KEY_PATTERN, { error: key });

/** A whole number from min to max (a form's text or a JSON number); empty is its default. */
const wholeField = (key: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: key })
      .int({ error: key })
      .min(min, { error: key })
      .max(max, { error: key })
      .default(fallback),
  );

/** The parent: empty for a main category, else a category's id. */
const parentField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'category_parent' })
    .int({ error: 'category_parent' })
    .positive({ error: 'category_parent' })
    .nullable()
    .default(null),
);

export const categoryFieldsSchema = z.object({
  parent_id: parentField,
  name_ar: plainTextField('category_name_ar', CATEGORY_NAME_MAX),
  name_en: plainTextField('category_name_en', CATEGORY_NAME_MAX),
  description_ar: optionalTextField('category_description', CATEGORY_DESCRIPTION_MAX),
  description_en: optionalTextField('category_description', CATEGORY_DESCRIPTION_MAX),
  url_key: urlKeyField('category_url_key'),
  include_in_menu: flagField('category_flag').default(false),
  include_in_sidebar: flagField('category_flag').default(false),
  include_in_box_sidebar: flagField('category_flag').default(false),
  is_important: flagField('category_flag').default(false),
  importance_position: wholeField('category_importance_position', 0, 999, 0),
  is_active: flagField('category_flag').default(true),
});
export type CategoryFields = z.output<typeof categoryFieldsSchema>;

/** The new order of one parent's children (none: the main categories), every child's id once. */
export const categoryOrderSchema = z.object({
  parent_id: z
    .number({ error: 'category_order' })
    .int({ error: 'category_order' })
    .positive({ error: 'category_order' })
    .nullable(),
  ids: z
    .array(z.number({ error: 'category_order' }).int().positive(), { error: 'category_order' })
    .min(1, { error: 'category_order' })
    .max(500, { error: 'category_order' }),
});

export const brandFieldsSchema = z.object({
  url_key: urlKeyField('brand_url_key'),
  name_ar: plainTextField('brand_name_ar', CATEGORY_NAME_MAX),
  name_en: plainTextField('brand_name_en', CATEGORY_NAME_MAX),
  position: wholeField('brand_position', 0, 9999, 0),
  is_featured: flagField('brand_featured').default(false),
});
export type BrandFields = z.output<typeof brandFieldsSchema>;

/** A seller's details the catalog team keeps: its name in both languages (and a logo, uploaded apart). */
export const sellerDetailsSchema = z.object({
  name_ar: plainTextField('seller_name_ar', CATEGORY_NAME_MAX),
  name_en: plainTextField('seller_name_en', CATEGORY_NAME_MAX),
});
export type SellerDetailsFields = z.output<typeof sellerDetailsSchema>;

/** A category as the tree's rules see it. */
export interface TreeNode {
  id: number;
  parentId: number | null;
  level: number;
  urlKey: string;
  path: string;
}

/**
 * Why a category (`movingId`, null for a new one) may not go under `parentId`, or null when it
 * may: the parent must exist, must not be the category itself or one of its descendants, and the
 * category's whole branch must still end at level 3.
 */
export function placementProblem(
  nodes: readonly TreeNode[],
  movingId: number | null,
  parentId: number | null,
): 'category_parent' | 'category_cycle' | 'category_too_deep' | null {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = parentId === null ? null : byId.get(parentId);
  if (parentId !== null && !parent) return 'category_parent';
  if (movingId !== null && parent) {
    for (
      let at: TreeNode | undefined = parent;
      at;
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    )
      if (at.id === movingId) return 'category_cycle';
  }
  const depth = movingId === null ? 1 : branchDepth(nodes, movingId);
  return (parent?.level ?? 0) + depth > CATEGORY_MAX_LEVEL ? 'category_too_deep' : null;
}

/** How many levels a category's branch spans: 1 for a category without children. */
export function branchDepth(nodes: readonly TreeNode[], id: number): number {
  const children = nodes.filter((n) => n.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => branchDepth(nodes, c.id)));
}

/** A category and every category below it. */
export function branchOf(nodes: readonly TreeNode[], id: number): TreeNode[] {
  const self = nodes.find((n) => n.id === id);
  if (!self) return [];
  return [self, ...nodes.filter((n) => n.parentId === id).flatMap((c) => branchOf(nodes, c.id))];
}

/**
 * The paths and levels a branch takes when its top category gets `urlKey` under `parent`: the
 * top's path is the parent's path and the key, each descendant's its old path with the top's old
 * path replaced. Answers every category of the branch whose path or level changes, with its old path.
 */
export function movedBranch(
  nodes: readonly TreeNode[],
  id: number,
  parent: TreeNode | null,
  urlKey: string,
): { id: number; oldPath: string; path: string; level: number }[] {
  const branch = branchOf(nodes, id);
  const top = branch[0];
  if (!top) return [];
  const newTopPath = parent ? `${parent.path}/${urlKey}` : urlKey;
  const shift = (parent?.level ?? 0) + 1 - top.level;
  return branch
    .map((n) => ({
      id: n.id,
      oldPath: n.path,
      path: n.id === top.id ? newTopPath : newTopPath + n.path.slice(top.path.length),
      level: n.level + shift,
    }))
    .filter((n, i) => n.path !== n.oldPath || branch[i]!.level !== n.level);
}
