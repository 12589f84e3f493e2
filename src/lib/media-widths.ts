/** The widths /media/{path}?w= resizes images to; any other width is refused, so none is made on demand. */
export const MEDIA_WIDTHS = [320, 480, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export function mediaWidth(value: string | null): MediaWidth | null | undefined {
  if (value === null) return null;
  const n = Number(value);
  return (MEDIA_WIDTHS as readonly number[]).includes(n) ? (n as MediaWidth) : undefined;
}

/** A /media image's smallest copy, for a thumbnail (a 44- to 64-px picture at any screen density). */
export const mediaThumbnail = (src: string) => `${src}?w=${MEDIA_WIDTHS[0]}`;

/**
 * An image of /media in the listed widths (no wider than the file itself, which /media serves as
 * it is when asked for more), for `srcset`.
 */
export function mediaSrcSet(image: string, widths: readonly number[], original: number): string {
  return [
    ...widths.filter((w) => w < original).map((w) => `/media/${image}?w=${w} ${w}w`),
    `/media/${image} ${original}w`,
  ].join(', ');
}
