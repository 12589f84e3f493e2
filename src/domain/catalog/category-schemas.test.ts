import { describe, expect, it } from 'vitest';
import {
  branchDepth,
  categoryFieldsSchema,
  categoryOrderSchema,
  movedBranch,
  placementProblem,
  type TreeNode,
} from './category-schemas';

/*
 * tvs (1)
 *   smart-tvs (2)
 *     oled (3)
 *   projectors (4)
 * phones (5)
 *   android (6)
 */
const tree: TreeNode[] = [
  { id: 1, parentId: null, level: 1, urlKey: 'tvs', path: 'tvs' },
  { id: 2, parentId: 1, level: 2, urlKey: 'smart-tvs', path: 'tvs/smart-tvs' },
  { id: 3, parentId: 2, level: 3, urlKey: 'oled', path: 'tvs/smart-tvs/oled' },
  { id: 4, parentId: 1, level: 2, urlKey: 'projectors', path: 'tvs/projectors' },
  { id: 5, parentId: null, level: 1, urlKey: 'phones', path: 'phones' },
  { id: 6, parentId: 5, level: 2, urlKey: 'android', path: 'phones/android' },
];

describe('where a category may go', () => {
  it('a new category goes at the top level or under a main or sub category, never below level 3', () => {
    expect(placementProblem(tree, null, null)).toBeNull();
    expect(placementProblem(tree, null, 1)).toBeNull();
    expect(placementProblem(tree, null, 2)).toBeNull();
    expect(placementProblem(tree, null, 3)).toBe('category_too_deep');
    expect(placementProblem(tree, null, 99)).toBe('category_parent');
  });

  it('a category never goes under itself or one of its descendants', () => {
    expect(placementProblem(tree, 1, 1)).toBe('category_cycle');
    expect(placementProblem(tree, 1, 2)).toBe('category_cycle');
    expect(placementProblem(tree, 1, 3)).toBe('category_cycle');
    expect(placementProblem(tree, 2, 3)).toBe('category_cycle');
  });

  it('counts the whole branch against the three levels', () => {
    expect(branchDepth(tree, 1)).toBe(3);
    expect(branchDepth(tree, 2)).toBe(2);
    expect(branchDepth(tree, 3)).toBe(1);
    // smart-tvs with oled below it fits under a main category, not under a sub one.
    expect(placementProblem(tree, 2, 5)).toBeNull();
    expect(placementProblem(tree, 2, 6)).toBe('category_too_deep');
    // tvs (three levels) cannot go under phones; phones (two) cannot go under tvs's sub.
    expect(placementProblem(tree, 1, 5)).toBe('category_too_deep');
    expect(placementProblem(tree, 5, 4)).toBe('category_too_deep');
    expect(placementProblem(tree, 5, 1)).toBeNull();
    expect(placementProblem(tree, 2, null)).toBeNull();
  });
});

describe('paths after a move or a new URL key', () => {
  it('a new URL key moves the path of the category and of every descendant', () => {
    expect(movedBranch(tree, 1, null, 'televisions')).toEqual([
      { id: 1, oldPath: 'tvs', path: 'televisions', level: 1 },
      { id: 2, oldPath: 'tvs/smart-tvs', path: 'televisions/smart-tvs', level: 2 },
      { id: 3, oldPath: 'tvs/smart-tvs/oled', path: 'televisions/smart-tvs/oled', level: 3 },
      { id: 4, oldPath: 'tvs/projectors', path: 'televisions/projectors', level: 2 },
    ]);
  });

  it('a new parent changes paths and levels; an unchanged place changes nothing', () => {
    expect(movedBranch(tree, 2, tree[4]!, 'smart-tvs')).toEqual([
      { id: 2, oldPath: 'tvs/smart-tvs', path: 'phones/smart-tvs', level: 2 },
      { id: 3, oldPath: 'tvs/smart-tvs/oled', path: 'phones/smart-tvs/oled', level: 3 },
    ]);
    expect(movedBranch(tree, 2, null, 'smart')).toEqual([
      { id: 2, oldPath: 'tvs/smart-tvs', path: 'smart', level: 1 },
      { id: 3, oldPath: 'tvs/smart-tvs/oled', path: 'smart/oled', level: 2 },
    ]);
    expect(movedBranch(tree, 2, tree[0]!, 'smart-tvs')).toEqual([]);
  });
});

describe('the form', () => {
  const base = { name_ar: 'تلفزيونات', name_en: 'TVs', url_key: 'tvs' };
  it('takes a multipart form: empty parent, flags as text, defaults', () => {
    expect(
      categoryFieldsSchema.parse({
        ...base,
        parent_id: '',
        include_in_menu: 'true',
        importance_position: '',
      }),
    ).toMatchObject({ parent_id: null, include_in_menu: true, is_active: true, importance_position: 0 });
    expect(categoryFieldsSchema.parse({ ...base, parent_id: '7' }).parent_id).toBe(7);
  });

  it('refuses URL keys that are not lowercase letters, digits and single dashes', () => {
    for (const url_key of ['TVs', 'tv s', 'tvs/', '-tvs', 'tvs--x', 'تلفزيون', ''])
      expect(categoryFieldsSchema.safeParse({ ...base, url_key }).error?.issues[0]?.message).toBe(
        'category_url_key',
      );
    expect(categoryFieldsSchema.safeParse({ ...base, url_key: 'smart-tvs-2' }).success).toBe(true);
  });

  it('refuses names with markup and a bad footer position', () => {
    expect(categoryFieldsSchema.safeParse({ ...base, name_en: '<b>' }).error?.issues[0]?.message).toBe(
      'category_name_en',
    );
    expect(
      categoryFieldsSchema.safeParse({ ...base, importance_position: '1000' }).error?.issues[0]?.message,
    ).toBe('category_importance_position');
  });

  it('an order names a parent (or null) and at least one id', () => {
    expect(categoryOrderSchema.safeParse({ parent_id: null, ids: [2, 1] }).success).toBe(true);
    expect(categoryOrderSchema.safeParse({ parent_id: null, ids: [] }).success).toBe(false);
    expect(categoryOrderSchema.safeParse({ ids: [1] }).success).toBe(false);
  });
});
