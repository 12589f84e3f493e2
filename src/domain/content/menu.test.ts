import { describe, expect, it } from 'vitest';
import { menuLinks, type MenuCategory } from './menu';

const category = (
  id: number,
  path: string,
  sidebar: boolean,
  children: MenuCategory[] = [],
): MenuCategory => ({
  id,
  name: `c${id}`,
  urlKey: path.split('/').at(-1)!,
  path,
  image: `categories/${id}.webp`,
  includeInMenu: true,
  includeInSidebar: sidebar,
  includeInBoxSidebar: false,
  children,
});

describe('menuLinks', () => {
  it('keeps the links of every level and marks the main categories the mobile menu shows', () => {
    const tree = [
      category(1, 'tv', true, [category(2, 'tv/oled', true, [category(3, 'tv/oled/55', false)])]),
      category(4, 'audio', false),
    ];
    expect(menuLinks(tree)).toEqual([
      {
        id: 1,
        name: 'c1',
        path: 'tv',
        sidebar: true,
        children: [
          {
            id: 2,
            name: 'c2',
            path: 'tv/oled',
            children: [{ id: 3, name: 'c3', path: 'tv/oled/55', children: [] }],
          },
        ],
      },
      { id: 4, name: 'c4', path: 'audio', children: [] },
    ]);
  });
});
