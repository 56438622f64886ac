import localFont from 'next/font/local';

/*
 * IBM Plex Sans Thai from @fontsource, served by next/font/local (next/font/google would download at
 * build time, which fails offline). next/font/local cannot declare a unicode-range, so the Latin and
 * Thai subsets are two families used together in the font stack: Latin first, Thai for the glyphs
 * the Latin file lacks (globals.css, --font-sans).
 */

export const plexLatin = localFont({
  src: [
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-700-normal.woff2', weight: '700', style: 'normal' },
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
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-plex-thai',
  display: 'swap',
  preload: true,
});

/** Class names that define both CSS variables; put them on <html>. */
export const fontVariables = `${plexLatin.variable} ${plexThai.variable}`;
