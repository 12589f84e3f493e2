import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ChevronLeft,
  ChevronRight,
  CreditCard,
  GitCompareArrows,
  Heart,
  Phone,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import { createHash } from 'node:crypto';
import { SPRITE_ICONS, type SpriteIcon } from './icon-sprite';

/** Node only (scripts/icon-sprite.ts and its test): the sprite's text, made from lucide's icons. */
const SOURCES: Record<SpriteIcon, LucideIcon> = {
  'shopping-cart': ShoppingCart,
  heart: Heart,
  'git-compare-arrows': GitCompareArrows,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'credit-card': CreditCard,
  phone: Phone,
};

export function spriteText(): string {
  const symbols = SPRITE_ICONS.map((name) => {
    const svg = renderToStaticMarkup(createElement(SOURCES[name]));
    const paths = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${paths}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

export const spriteVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
