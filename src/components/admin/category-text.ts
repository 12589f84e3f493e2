import type { StaffCategory } from '@/domain/catalog/staff-categories';
import type { CategoryFormValues } from './category-form.client';
import type { CategoryRow } from './category-tree.client';

/** A category's name in the page's language (the other one when it has none). */
export const categoryName = (c: StaffCategory, locale: string) =>
  (locale === 'ar' ? c.nameAr : c.nameEn) || c.nameAr || c.nameEn;

/** Each category's trail from its main category, e.g. "TVs › Smart TVs", in the page's language. */
export function categoryTrails(all: readonly StaffCategory[], locale: string): Map<number, string> {
  const byId = new Map(all.map((c) => [c.id, c]));
  const trail = (c: StaffCategory | undefined): string[] =>
    c ? [...trail(c.parentId === null ? undefined : byId.get(c.parentId)), categoryName(c, locale)] : [];
  return new Map(all.map((c) => [c.id, trail(c).join(' › ')]));
}

export const categoryRow = (c: StaffCategory, locale: string): CategoryRow => ({
  id: c.id,
  parentId: c.parentId,
  name: categoryName(c, locale),
  path: c.path,
  productCount: c.productCount,
  isActive: c.isActive,
  flags: [
    ...(c.includeInMenu ? (['menu'] as const) : []),
    ...(c.includeInSidebar ? (['sidebar'] as const) : []),
    ...(c.includeInBoxSidebar ? (['box'] as const) : []),
    ...(c.isImportant ? (['footer'] as const) : []),
  ],
});

export const categoryFormValues = (c: StaffCategory): CategoryFormValues => ({
  parent_id: c.parentId === null ? '' : String(c.parentId),
  name_ar: c.nameAr,
  name_en: c.nameEn,
  description_ar: c.descriptionAr,
  description_en: c.descriptionEn,
  url_key: c.urlKey,
  importance_position: String(c.importancePosition),
  include_in_menu: c.includeInMenu,
  include_in_sidebar: c.includeInSidebar,
  include_in_box_sidebar: c.includeInBoxSidebar,
  is_important: c.isImportant,
  is_active: c.isActive,
});

export const EMPTY_CATEGORY: CategoryFormValues = {
  parent_id: '',
  name_ar: '',
  name_en: '',
  description_ar: '',
  description_en: '',
  url_key: '',
  importance_position: '0',
  include_in_menu: true,
  include_in_sidebar: true,
  include_in_box_sidebar: false,
  is_important: false,
  is_active: true,
};
