/**
 * The typefaces text layers may use: the open-licence (SIL OFL 1.1) faces the design engine already ships, from the
 * `@expo-google-fonts/*` packages. Core names them and where their TTF lives; the browser and the server each load
 * the bytes their own way (a bundled URL, a file read) and hand them to the one text renderer (layout.ts).
 */
export const TEXT_FONTS = {
  inter: { family: 'inter', file: '700Bold/Inter_700Bold.ttf', label: 'Inter Bold' },
  montserrat: { family: 'montserrat', file: '900Black/Montserrat_900Black.ttf', label: 'Montserrat Black' },
  'montserrat-semibold': { family: 'montserrat', file: '600SemiBold/Montserrat_600SemiBold.ttf', label: 'Montserrat SemiBold' },
  anton: { family: 'anton', file: '400Regular/Anton_400Regular.ttf', label: 'Anton' },
  'bebas-neue': { family: 'bebas-neue', file: '400Regular/BebasNeue_400Regular.ttf', label: 'Bebas Neue' },
  oswald: { family: 'oswald', file: '700Bold/Oswald_700Bold.ttf', label: 'Oswald Bold' },
  'playfair-display': { family: 'playfair-display', file: '700Bold/PlayfairDisplay_700Bold.ttf', label: 'Playfair Display Bold' },
  'abril-fatface': { family: 'abril-fatface', file: '400Regular/AbrilFatface_400Regular.ttf', label: 'Abril Fatface' },
  rye: { family: 'rye', file: '400Regular/Rye_400Regular.ttf', label: 'Rye' },
  pacifico: { family: 'pacifico', file: '400Regular/Pacifico_400Regular.ttf', label: 'Pacifico' },
  righteous: { family: 'righteous', file: '400Regular/Righteous_400Regular.ttf', label: 'Righteous' },
  'josefin-sans': { family: 'josefin-sans', file: '600SemiBold/JosefinSans_600SemiBold.ttf', label: 'Josefin Sans SemiBold' },
  caveat: { family: 'caveat', file: '700Bold/Caveat_700Bold.ttf', label: 'Caveat Bold' },
  fredoka: { family: 'fredoka', file: '700Bold/Fredoka_700Bold.ttf', label: 'Fredoka Bold' },
  'lilita-one': { family: 'lilita-one', file: '400Regular/LilitaOne_400Regular.ttf', label: 'Lilita One' },
} as const satisfies Record<string, { family: string; file: string; label: string }>;

export type TextFontId = keyof typeof TEXT_FONTS;

export const TEXT_FONT_IDS = Object.keys(TEXT_FONTS) as [TextFontId, ...TextFontId[]];

export const DEFAULT_TEXT_FONT: TextFontId = 'montserrat';

/** The module path of a face's TTF, for `require.resolve` on the server or a bundler's `?url` import. */
export const textFontModule = (id: TextFontId) => `@expo-google-fonts/${TEXT_FONTS[id].family}/${TEXT_FONTS[id].file}`;
