import { mediaSrcSet } from '@/lib/media-widths';

/**
 * The hero slide's image in the widths /media serves, for a slide as wide as the page's content
 * (at most 1280 px less its padding): a 375-px phone loads the 480-px file, not the 1200-px one.
 */
export function heroImage(image: string) {
  return {
    src: `/media/${image}`,
    srcSet: mediaSrcSet(image, [480, 800], 1200),
    sizes: '(min-width: 1280px) 1248px, calc(100vw - 24px)',
  };
}
