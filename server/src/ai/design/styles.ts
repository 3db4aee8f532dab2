import type { DesignStyle } from '../../../../core/src/ai/options';
import type { Face } from './fonts';
import type { Random } from './random';

/** Colours of one design. `paper` is the ground of posters and patterns; prints on a shirt are transparent. */
export interface Palette {
  paper: string;
  ink: string;
  primary: string;
  secondary: string;
  accent: string;
  /** A light tone for highlights and the sky. */
  light: string;
}

export type Texture = 'distress' | 'halftone' | 'grain' | 'none';

/** What a style means for type, colour and finish. */
export interface StyleKit {
  display: Face;
  /** Small print: taglines, ring text, dates. */
  small: Face;
  /** A second display face for contrast (a script, an italic). */
  accentFace: Face;
  uppercase: boolean;
  /** Tracking of the small print (thousandths of an em). */
  smallTracking: number;
  palettes: Palette[];
  texture: Texture;
  /** Icon stroke width in the icon's 24-unit box. */
  iconStroke: number;
  /** Subjects as colour illustrations (emoji art) or as one-colour silhouettes repainted in the palette. */
  artwork: 'colour' | 'silhouette';
}

const p = (paper: string, ink: string, primary: string, secondary: string, accent: string, light: string): Palette => ({
  paper,
  ink,
  primary,
  secondary,
  accent,
  light,
});

export const STYLE_KITS: Record<DesignStyle, StyleKit> = {
  modern: {
    display: 'montserratBlack',
    small: 'montserratSemiBold',
    accentFace: 'montserratBlack',
    uppercase: true,
    smallTracking: 260,
    palettes: [
      p('#f5f3ff', '#1e1b4b', '#6d28d9', '#f43f5e', '#fbbf24', '#ede9fe'),
      p('#ecfeff', '#0f172a', '#0891b2', '#f97316', '#facc15', '#cffafe'),
      p('#fff7ed', '#111827', '#ea580c', '#2563eb', '#10b981', '#ffedd5'),
      p('#f0fdf4', '#052e16', '#16a34a', '#0ea5e9', '#f472b6', '#dcfce7'),
    ],
    texture: 'none',
    iconStroke: 1.9,
    artwork: 'silhouette',
  },
  vintage: {
    display: 'abril',
    small: 'oswald',
    accentFace: 'rye',
    uppercase: true,
    smallTracking: 180,
    palettes: [
      p('#f2e8cf', '#2b2118', '#b5532a', '#2f5d62', '#d9a441', '#f6eedb'),
      p('#efe3c8', '#1f2a2e', '#8c2f26', '#496a54', '#c98b2b', '#f4ead2'),
      p('#ede0c4', '#2a1f1a', '#3d5a6c', '#b0442a', '#e0b352', '#f5ecd6'),
    ],
    texture: 'halftone',
    iconStroke: 2.1,
    artwork: 'silhouette',
  },
  minimalist: {
    display: 'josefinSemiBold',
    small: 'josefinLight',
    accentFace: 'playfairItalic',
    uppercase: true,
    smallTracking: 420,
    palettes: [
      p('#fafaf9', '#1c1917', '#1c1917', '#a8a29e', '#c2410c', '#f5f5f4'),
      p('#f8fafc', '#0f172a', '#334155', '#94a3b8', '#0d9488', '#f1f5f9'),
      p('#fdf8f3', '#292524', '#57534e', '#d6d3d1', '#b45309', '#f5f0ea'),
    ],
    texture: 'none',
    iconStroke: 1.1,
    artwork: 'silhouette',
  },
  grunge: {
    display: 'anton',
    small: 'oswald',
    accentFace: 'caveat',
    uppercase: true,
    smallTracking: 200,
    palettes: [
      p('#e7e5e4', '#0c0a09', '#b91c1c', '#0c0a09', '#e7e5e4', '#f5f5f4'),
      p('#d6d3d1', '#111111', '#65a30d', '#1c1917', '#f5f5f4', '#e7e5e4'),
      p('#e5e7eb', '#0b0b0f', '#7c3aed', '#111827', '#facc15', '#f3f4f6'),
    ],
    texture: 'distress',
    iconStroke: 2.4,
    artwork: 'silhouette',
  },
  retro: {
    display: 'pacifico',
    small: 'righteous',
    accentFace: 'righteous',
    uppercase: false,
    smallTracking: 160,
    palettes: [
      p('#fdf0d5', '#264653', '#e76f51', '#f4a261', '#e9c46a', '#fff6e5'),
      p('#fff1e6', '#3d1d5c', '#ff5d8f', '#ff9f1c', '#ffd23f', '#fff8ef'),
      p('#f7ede2', '#1d3557', '#e63946', '#f6bd60', '#2a9d8f', '#fff7ee'),
    ],
    texture: 'halftone',
    iconStroke: 2,
    artwork: 'silhouette',
  },
  artistic: {
    display: 'caveat',
    small: 'playfairItalic',
    accentFace: 'playfairBlackItalic',
    uppercase: false,
    smallTracking: 60,
    palettes: [
      p('#fbf7f2', '#2d2a32', '#e07a5f', '#3d405b', '#81b29a', '#f4f1de'),
      p('#f9f5ff', '#27213c', '#9d4edd', '#ff7b9c', '#4cc9f0', '#f1e9ff'),
      p('#f6fbf8', '#1b3a2f', '#2a9d8f', '#e9a23b', '#e76f51', '#e8f5ef'),
    ],
    texture: 'grain',
    iconStroke: 1.6,
    artwork: 'colour',
  },
  typography: {
    display: 'bebas',
    small: 'oswaldMedium',
    accentFace: 'playfairBlackItalic',
    uppercase: true,
    smallTracking: 320,
    palettes: [
      p('#f4f1ea', '#111111', '#111111', '#d62828', '#f77f00', '#ffffff'),
      p('#eef2f3', '#0b2545', '#0b2545', '#13c4a3', '#ef476f', '#ffffff'),
      p('#fff8e7', '#1a1a1a', '#1a1a1a', '#ff6b35', '#2ec4b6', '#ffffff'),
    ],
    texture: 'none',
    iconStroke: 2,
    artwork: 'silhouette',
  },
  illustration: {
    display: 'lilita',
    small: 'fredokaMedium',
    accentFace: 'fredoka',
    uppercase: false,
    smallTracking: 120,
    palettes: [
      p('#fff8e8', '#2b2d42', '#ff8c42', '#6a4c93', '#8ac926', '#fff3d6'),
      p('#eefbff', '#1d3557', '#ff6b6b', '#4ecdc4', '#ffd166', '#e3f7ff'),
      p('#fdf2f8', '#3b1f2b', '#f15bb5', '#00bbf9', '#fee440', '#fde7f3'),
    ],
    texture: 'none',
    iconStroke: 2,
    artwork: 'colour',
  },
};

export function pickPalette(style: DesignStyle, random: Random): Palette {
  return random.pick(STYLE_KITS[style].palettes);
}

/** A headline word as the style sets it. */
export function casing(style: DesignStyle, text: string): string {
  if (STYLE_KITS[style].uppercase) return text.toUpperCase();
  return text.replace(/\p{L}+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1));
}
