import type { SVGProps } from 'react';
import { spriteHref, type SpriteIcon } from './icon-sprite';

/**
 * A lucide icon drawn from the shared sprite (icon-sprite.ts). Lucide's drawing attributes (24 px,
 * stroke 2, round caps, no fill) are the `icon` class in globals.css, so each use is short; size
 * and fill utilities override them. Decorative unless given a label: aria-hidden by default.
 */
export function Icon({ name, className, ...props }: { name: SpriteIcon } & SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden className={`icon lucide-${name}${className ? ` ${className}` : ''}`} {...props}>
      <use href={spriteHref(name)} />
    </svg>
  );
}
