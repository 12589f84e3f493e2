/**
 * Icons drawn many times on a page (one per product card, the header's and footer's) come from
 * one SVG sprite, public/icons.svg, a static file the browser caches: a page carries a short
 * <use> per icon instead of the icon's paths, once in the HTML and once more in the page data.
 * The sprite is made from lucide's icons by `npx tsx scripts/icon-sprite.ts`; icon-sprite.test.ts
 * fails when the file or SPRITE_VERSION is out of date.
 */
export const SPRITE_ICONS = [
  'shopping-cart',
  'heart',
  'git-compare-arrows',
  'chevron-left',
  'chevron-right',
  'credit-card',
  'phone',
] as const;

export type SpriteIcon = (typeof SPRITE_ICONS)[number];

/** Changes with the file's content, so a cached old sprite is never used for new icons. */
export const SPRITE_VERSION = 'cececc8d66';

export const spriteHref = (name: SpriteIcon) => `/icons.svg?v=${SPRITE_VERSION}#${name}`;
