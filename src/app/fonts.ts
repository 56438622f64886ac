import localFont from 'next/font/local';

/*
 * IBM Plex Sans Thai from @fontsource, served by next/font/local (next/font/google would download at
 * build time, which fails offline). next/font/local cannot declare a unicode-range, so the Latin and
 * Thai subsets are two families used together in the font stack: Latin first, Thai for the glyphs
 * the Latin file lacks (globals.css, --font-sans).
 *
 * Two weights only, 400 and 600 (docs/performance.md, Screens): each file is 12–19 KB, and on a slow phone
 * every font the first paint waits for counts. The browser's font matching draws font-medium (500) with
 * the 400 face and font-bold (700) with the 600 face, which keeps the two-step hierarchy without
 * synthesising. All four are preloaded: the first paint of every page has Thai and Latin text in both weights,
 * and a Latin face arriving after the first paint moved the openings grid (a layout shift of 0.46 on /opening).
 */

export const plexLatin = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-plex-latin',
  display: 'swap',
  // A metric-adjusted local fallback here would sit before the Thai family in the stack and could
  // catch Thai glyphs on systems whose Arial has them; the Thai family's own fallback comes later.
  adjustFontFallback: false,
  preload: true,
});

export const plexThai = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-plex-thai',
  display: 'swap',
  preload: true,
});

/** Class names that define both CSS variables; put them on <html>. */
export const fontVariables = `${plexLatin.variable} ${plexThai.variable}`;
