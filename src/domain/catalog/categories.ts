import { and, asc, eq, inArray } from 'drizzle-orm';
import { categories, categoryTranslations } from '@/db/schema';
import type { Ctx } from '../shared/ctx';

export interface CategoryLink {
  id: number;
  name: string;
  path: string;
}

export interface CategoryDetail extends CategoryLink {
  description: string;
  level: number;
  /** From the main category down to this one's parent. */
  ancestors: CategoryLink[];
  children: CategoryLink[];
}

const named = (ctx: Ctx) =>
  and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, ctx.locale));

/** A category with its breadcrumb trail and sub-categories, in the context's language. */
export async function getCategoryDetail(ctx: Ctx, id: number): Promise<CategoryDetail | null> {
  const [row] = await ctx.db
    .select({
      id: categories.id,
      path: categories.path,
      level: categories.level,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
    })
    .from(categories)
    .innerJoin(categoryTranslations, named(ctx))
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .limit(1);
  if (!row) return null;

  // Every ancestor's path is a prefix of this one's: "tvs", "tvs/smart-tvs" for "tvs/smart-tvs/oled".
  const parts = row.path.split('/');
  const ancestorPaths = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
  const [ancestors, children] = await Promise.all([
    ancestorPaths.length
      ? ctx.db
          .select({ id: categories.id, name: categoryTranslations.name, path: categories.path })
          .from(categories)
          .innerJoin(categoryTranslations, named(ctx))
          .where(inArray(categories.path, ancestorPaths))
          .orderBy(asc(categories.level))
      : Promise.resolve([]),
    ctx.db
      .select({ id: categories.id, name: categoryTranslations.name, path: categories.path })
      .from(categories)
      .innerJoin(categoryTranslations, named(ctx))
      .where(and(eq(categories.parentId, id), eq(categories.isActive, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  return { ...row, ancestors, children };
}
