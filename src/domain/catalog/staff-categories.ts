import { and, asc, count, eq, inArray, isNull, max } from 'drizzle-orm';
import { categories, categoryTranslations, productCategories, products, urlRewrites } from '@/db/schema';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { audited, historyOf, type Actor } from '../staff/audit';
import { checkedForm, keepingImage, storeContentImage } from '../content/staff-images';
import { CATEGORY_IMAGE_RULES } from '../uploads/image-rules';
import {
  categoryFieldsSchema,
  categoryOrderSchema,
  movedBranch,
  placementProblem,
  type CategoryFields,
  type TreeNode,
} from './category-schemas';
import { RESERVED_URL_KEYS } from './url-rewrites';

/**
 * The category tree in the back office (catalog role): every category with both languages, one
 * category, create and edit (parent, names, descriptions, URL key, §3's flags, picture), the
 * order of one parent's children, remove. A new URL key or parent moves the category's path and
 * its descendants' paths; their old paths stay in the URL-rewrite table, pointing at the same
 * categories, so the store answers them with a 301 to the new path. Every write is audited; the
 * triggers on categories, category_translations and url_rewrites bump the 'catalog' cache version
 * in the same transaction, so the menu, footer and category pages show the change on their next request.
 */

export interface StaffCategory extends TreeNode {
  position: number;
  image: string | null;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  includeInMenu: boolean;
  includeInSidebar: boolean;
  includeInBoxSidebar: boolean;
  isImportant: boolean;
  importancePosition: number;
  isActive: boolean;
  /** Products filed under it (at any of their levels). */
  productCount: number;
}

/** Every category, parents before children, each level in its order, with both languages. */
export async function categoriesForStaff(ctx: Ctx): Promise<StaffCategory[]> {
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({ c: categories, t: categoryTranslations })
      .from(categories)
      .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
    ctx.db
      .select({ id: productCategories.categoryId, n: count() })
      .from(productCategories)
      .groupBy(productCategories.categoryId),
  ]);
  const countOf = new Map(counts.map((r) => [r.id, r.n]));
  const byId = new Map<number, StaffCategory>();
  for (const { c, t } of rows) {
    const s = byId.get(c.id) ?? {
      id: c.id,
      parentId: c.parentId,
      level: c.level,
      urlKey: c.urlKey,
      path: c.path,
      position: c.position,
      image: c.image,
      includeInMenu: c.includeInMenu,
      includeInSidebar: c.includeInSidebar,
      includeInBoxSidebar: c.includeInBoxSidebar,
      isImportant: c.isImportant,
      importancePosition: c.importancePosition,
      isActive: c.isActive,
      nameAr: '',
      nameEn: '',
      descriptionAr: '',
      descriptionEn: '',
      productCount: countOf.get(c.id) ?? 0,
    };
    if (t?.locale === 'ar') Object.assign(s, { nameAr: t.name, descriptionAr: t.description });
    if (t?.locale === 'en') Object.assign(s, { nameEn: t.name, descriptionEn: t.description });
    byId.set(c.id, s);
  }
  return [...byId.values()];
}

/** One category with its history of changes. */
export async function categoryForStaff(ctx: Ctx, id: number) {
  const category = (await categoriesForStaff(ctx)).find((c) => c.id === id);
  if (!category) throw notFound('category_not_found');
  return { category, history: await historyOf(ctx, 'category', id) };
}

/** What the audit log keeps of a category. */
const audit = (c: StaffCategory) => ({
  parent_id: c.parentId,
  level: c.level,
  url_key: c.urlKey,
  path: c.path,
  name_ar: c.nameAr,
  name_en: c.nameEn,
  description_ar: c.descriptionAr,
  description_en: c.descriptionEn,
  image: c.image,
  include_in_menu: c.includeInMenu,
  include_in_sidebar: c.includeInSidebar,
  include_in_box_sidebar: c.includeInBoxSidebar,
  is_important: c.isImportant,
  importance_position: c.importancePosition,
  is_active: c.isActive,
  position: c.position,
});

const invalid = (field: string, key: string) => new AppError('invalid', key, {}, { [field]: key });
const taken = () =>
  new AppError('conflict', 'category_url_key_taken', {}, { url_key: 'category_url_key_taken' });

/** Every category's place in the tree, locked so that two moves of the tree queue. */
async function lockedTree(ctx: Ctx): Promise<TreeNode[]> {
  return ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      urlKey: categories.urlKey,
      path: categories.path,
    })
    .from(categories)
    .orderBy(asc(categories.id))
    .for('update');
}

/**
 * Refuses a parent the category may not go under, and a URL key a sibling has or a path (its
 * own or a descendant's) that a product, a page or another category holds in the URL-rewrite table.
 */
async function checkPlace(ctx: Ctx, tree: TreeNode[], id: number | null, form: CategoryFields) {
  const problem = placementProblem(tree, id, form.parent_id);
  if (problem) throw invalid('parent_id', problem);
  if (form.parent_id === null && RESERVED_URL_KEYS.has(form.url_key)) throw taken();
  const sibling = tree.find((n) => n.parentId === form.parent_id && n.urlKey === form.url_key && n.id !== id);
  if (sibling) throw taken();
  const parent = form.parent_id === null ? null : tree.find((n) => n.id === form.parent_id)!;
  const wanted =
    id === null
      ? [{ id: null, path: parent ? `${parent.path}/${form.url_key}` : form.url_key }]
      : movedBranch(tree, id, parent, form.url_key);
  if (wanted.length === 0) return;
  const owners = await ctx.db
    .select({ path: urlRewrites.requestPath, type: urlRewrites.entityType, id: urlRewrites.entityId })
    .from(urlRewrites)
    .where(
      inArray(
        urlRewrites.requestPath,
        wanted.map((w) => w.path),
      ),
    );
  // A path the same category held before (a URL key put back) is free for it again.
  const heldBy = new Map(wanted.map((w) => [w.path, w.id]));
  if (owners.some((o) => !(o.type === 'category' && heldBy.get(o.path) === o.id))) throw taken();
}

async function writeTexts(ctx: Ctx, categoryId: number, form: CategoryFields) {
  for (const locale of ['ar', 'en'] as const) {
    const texts = { name: form[`name_${locale}`], description: form[`description_${locale}`] };
    await ctx.db
      .insert(categoryTranslations)
      .values({ categoryId, locale, ...texts })
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryId, categoryTranslations.locale],
        set: texts,
      });
  }
}

const rowOf = (form: CategoryFields) => ({
  urlKey: form.url_key,
  includeInMenu: form.include_in_menu,
  includeInSidebar: form.include_in_sidebar,
  includeInBoxSidebar: form.include_in_box_sidebar,
  isImportant: form.is_important,
  importancePosition: form.importance_position,
  isActive: form.is_active,
});

/** The path resolves to the category; an older path of its keeps its row (the store answers 301). */
async function pointPath(ctx: Ctx, path: string, categoryId: number) {
  await ctx.db
    .insert(urlRewrites)
    .values({ requestPath: path, entityType: 'category', entityId: categoryId })
    .onConflictDoNothing();
}

const checkedInput = (input: unknown, image: Buffer | null) =>
  checkedForm(categoryFieldsSchema, input, { bytes: image, rules: CATEGORY_IMAGE_RULES, requiredKey: null });

const storeCategoryImage = (image: Buffer) =>
  storeContentImage('categories', image, CATEGORY_IMAGE_RULES, [320]);

const oneOf = async (ctx: Ctx, id: number) => (await categoriesForStaff(ctx)).find((c) => c.id === id)!;

/** A new category, last among its siblings. */
export async function createCategoryAs(ctx: Ctx, actor: Actor, input: unknown, image: Buffer | null) {
  const form = await checkedInput(input, image);
  const stored = image ? await storeCategoryImage(image) : null;
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'category.create', entity: 'category', entityId: '' }, async (tx) => {
      const tree = await lockedTree(tx);
      await checkPlace(tx, tree, null, form);
      const parent = form.parent_id === null ? null : tree.find((n) => n.id === form.parent_id)!;
      const [last] = await tx.db
        .select({ position: max(categories.position) })
        .from(categories)
        .where(parent ? eq(categories.parentId, parent.id) : isNull(categories.parentId));
      const path = parent ? `${parent.path}/${form.url_key}` : form.url_key;
      const [created] = await tx.db
        .insert(categories)
        .values({
          ...rowOf(form),
          parentId: parent?.id ?? null,
          level: (parent?.level ?? 0) + 1,
          path,
          image: stored,
          position: (last?.position ?? -1) + 1,
        })
        .returning({ id: categories.id });
      await writeTexts(tx, created!.id, form);
      await pointPath(tx, path, created!.id);
      const after = await oneOf(tx, created!.id);
      return { result: after, after: audit(after), entityId: created!.id };
    }),
  );
}

/**
 * Changes a category. Under a new parent it goes last among its new siblings; a new path (a new
 * URL key or parent) moves its descendants' paths with it and keeps every old path resolving.
 */
export async function updateCategoryAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: unknown,
  image: Buffer | null,
) {
  const form = await checkedInput(input, image);
  const stored = image ? await storeCategoryImage(image) : null;
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'category.update', entity: 'category', entityId: id }, async (tx) => {
      const tree = await lockedTree(tx);
      const self = tree.find((n) => n.id === id);
      if (!self) throw notFound('category_not_found');
      const before = await oneOf(tx, id);
      await checkPlace(tx, tree, id, form);
      const parent = form.parent_id === null ? null : tree.find((n) => n.id === form.parent_id)!;
      const moved = movedBranch(tree, id, parent, form.url_key);
      let position = before.position;
      if (form.parent_id !== self.parentId) {
        const [last] = await tx.db
          .select({ position: max(categories.position) })
          .from(categories)
          .where(parent ? eq(categories.parentId, parent.id) : isNull(categories.parentId));
        position = (last?.position ?? -1) + 1;
      }
      // Paths are unique: free each moved one first (a temporary value), then set the new ones.
      for (const m of moved)
        await tx.db
          .update(categories)
          .set({ path: `~moving/${m.id}` })
          .where(eq(categories.id, m.id));
      for (const m of moved) {
        await tx.db.update(categories).set({ path: m.path, level: m.level }).where(eq(categories.id, m.id));
        await pointPath(tx, m.path, m.id);
      }
      await tx.db
        .update(categories)
        .set({ ...rowOf(form), parentId: parent?.id ?? null, position, ...(stored ? { image: stored } : {}) })
        .where(eq(categories.id, id));
      await writeTexts(tx, id, form);
      const after = await oneOf(tx, id);
      return {
        result: after,
        before: audit(before),
        after: { ...audit(after), ...(moved.length ? { moved: moved.map((m) => [m.oldPath, m.path]) } : {}) },
      };
    }),
  );
}

/** One parent's children in a new order: every child's id exactly once, first shown first. */
export function orderCategoriesAs(ctx: Ctx, actor: Actor, input: unknown) {
  const { parent_id, ids } = parseInput(categoryOrderSchema, input);
  return audited(
    ctx,
    actor,
    { action: 'category.order', entity: 'category', entityId: parent_id ?? 'root' },
    async (tx) => {
      const tree = await lockedTree(tx);
      const siblings = tree.filter((n) => n.parentId === parent_id);
      const rows = await tx.db
        .select({ id: categories.id })
        .from(categories)
        .where(parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, parent_id))
        .orderBy(asc(categories.position), asc(categories.id));
      const same =
        ids.length === siblings.length &&
        new Set(ids).size === ids.length &&
        siblings.every((s) => ids.includes(s.id));
      if (!same) throw new AppError('conflict', 'category_order_stale');
      for (const [position, categoryId] of ids.entries())
        await tx.db.update(categories).set({ position }).where(eq(categories.id, categoryId));
      return { result: await categoriesForStaff(tx), before: rows.map((r) => r.id), after: ids };
    },
  );
}

/** Removes a category that has neither children nor products; its paths stop resolving. */
export function deleteCategoryAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(ctx, actor, { action: 'category.delete', entity: 'category', entityId: id }, async (tx) => {
    const tree = await lockedTree(tx);
    if (!tree.some((n) => n.id === id)) throw notFound('category_not_found');
    if (tree.some((n) => n.parentId === id)) throw new AppError('conflict', 'category_has_children');
    const [used] = await tx.db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    const [filed] = await tx.db
      .select({ n: count() })
      .from(productCategories)
      .where(eq(productCategories.categoryId, id));
    if ((used?.n ?? 0) + (filed?.n ?? 0) > 0) throw new AppError('conflict', 'category_has_products');
    const before = await oneOf(tx, id);
    await tx.db
      .delete(urlRewrites)
      .where(and(eq(urlRewrites.entityType, 'category'), eq(urlRewrites.entityId, id)));
    await tx.db.delete(categories).where(eq(categories.id, id));
    return { result: await categoriesForStaff(tx), before: audit(before) };
  });
}

/** The categories a category may be moved under (none, a main or a sub category), for the form. */
export function parentChoices(all: readonly StaffCategory[], id: number | null) {
  return all.filter((c) => c.level < 3 && placementProblem(all, id, c.id) === null);
}
