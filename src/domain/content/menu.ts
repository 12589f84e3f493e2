import { and, asc, eq } from 'drizzle-orm';
import { categories, categoryTranslations } from '@/db/schema';
import type { Ctx } from '../shared/ctx';

export interface MenuCategory {
  id: number;
  name: string;
  urlKey: string;
  /** Full path from the root, the category's URL without the leading slash. */
  path: string;
  image: string | null;
  includeInMenu: boolean;
  includeInSidebar: boolean;
  includeInBoxSidebar: boolean;
  children: MenuCategory[];
}

/**
 * What the header's menus (client components) are given of the tree: the links only, and whether
 * a main category shows in the mobile menu. The whole tree went into every page's flight data
 * (24.8 KB of the home page's); this is about a third of that.
 */
export interface MenuLink {
  id: number;
  name: string;
  path: string;
  /** Main categories only: shown in the mobile menu. */
  sidebar?: true;
  children: MenuLink[];
}

export function menuLinks(tree: MenuCategory[], main = true): MenuLink[] {
  return tree.map((c) => ({
    id: c.id,
    name: c.name,
    path: c.path,
    ...(main && c.includeInSidebar ? { sidebar: true as const } : {}),
    children: menuLinks(c.children, false),
  }));
}

/** The active category tree in the context's language, ordered by position at every level. */
export async function getCategoryTree(ctx: Ctx): Promise<MenuCategory[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      urlKey: categories.urlKey,
      path: categories.path,
      image: categories.image,
      includeInMenu: categories.includeInMenu,
      includeInSidebar: categories.includeInSidebar,
      includeInBoxSidebar: categories.includeInBoxSidebar,
      name: categoryTranslations.name,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, ctx.locale)),
    )
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));

  const byId = new Map<number, MenuCategory>();
  const roots: MenuCategory[] = [];
  for (const { parentId, ...row } of rows) {
    const node: MenuCategory = { ...row, children: [] };
    byId.set(row.id, node);
    const parent = parentId == null ? undefined : byId.get(parentId);
    if (parentId == null) roots.push(node);
    else parent?.children.push(node); // a child of an inactive parent is hidden with it
  }
  return roots;
}

export interface FooterCategory {
  id: number;
  name: string;
  urlKey: string;
  path: string;
}

/** Footer categories, most important first (the footer shows the first 6 as Top, the rest as Browse). */
export async function getImportantCategories(ctx: Ctx): Promise<FooterCategory[]> {
  return ctx.db
    .select({
      id: categories.id,
      name: categoryTranslations.name,
      urlKey: categories.urlKey,
      path: categories.path,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, ctx.locale)),
    )
    .where(and(eq(categories.isActive, true), eq(categories.isImportant, true)))
    .orderBy(asc(categories.importancePosition), asc(categories.id));
}
