import localFont from 'next/font/local';

/**
 * Cairo, from @fontsource's files (nothing is fetched at build or run time), as two faces split by
 * script like Google Fonts serves it: a page loads the Latin file, the Arabic one, or both, as its
 * text needs. next/font preloads them and gives each a fallback (Arial) adjusted to Cairo's size.
 *
 * `display: 'optional'`: a face that has not arrived when the page first paints (a slow first
 * visit) is not swapped in later. The adjusted fallback has Cairo's height but not its widths, so a
 * swap re-wrapped lines and moved what was below them: a category page's toolbar and chips at
 * 375 px shifted its grid by 24 px (CLS 0.12–0.17; docs/performance.md, "Web fonts that arrive
 * late"). The files are cached for a year, so the next page load shows Cairo.
 * (next/font takes only literal values.)
 */
export const cairoArabic = localFont({
  src: [
    { path: '../../node_modules/@fontsource/cairo/files/cairo-arabic-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff2', weight: '700' },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  variable: '--font-cairo-arabic',
  adjustFontFallback: 'Arial',
  display: 'optional',
});

export const cairoLatin = localFont({
  src: [
    { path: '../../node_modules/@fontsource/cairo/files/cairo-latin-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/cairo/files/cairo-latin-700-normal.woff2', weight: '700' },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  variable: '--font-cairo-latin',
  adjustFontFallback: 'Arial',
  display: 'optional',
});
