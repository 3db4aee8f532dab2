/**
 * The AI tools' option lists (spec §3), defined once for the web forms, the server's zod schemas and the engines.
 * Order is the order the selects show.
 */

/** AI Design Generator styles. */
export const DESIGN_STYLES = ['modern', 'vintage', 'minimalist', 'grunge', 'retro', 'artistic', 'typography', 'illustration'] as const;
export type DesignStyle = (typeof DESIGN_STYLES)[number];

/** AI Design Generator categories (what the design is for). */
export const DESIGN_CATEGORIES = ['t-shirt', 'poster', 'logo', 'sticker', 'pattern', 'badge'] as const;
export type DesignCategory = (typeof DESIGN_CATEGORIES)[number];

/** AI Background Generator scene styles. */
export const BACKGROUND_STYLES = ['studio', 'natural', 'lifestyle', 'minimal', 'gradient', 'textured', 'urban', 'luxury'] as const;
export type BackgroundStyle = (typeof BACKGROUND_STYLES)[number];

/** AI Product Photography styles. */
export const PHOTOGRAPHY_STYLES = ['professional', 'lifestyle', 'ecommerce', 'creative', 'minimalist', 'luxury', 'outdoor', 'vintage'] as const;
export type PhotographyStyle = (typeof PHOTOGRAPHY_STYLES)[number];

/** AI Product Photography lighting. */
export const LIGHTING_STYLES = ['natural', 'studio', 'soft', 'dramatic', 'golden', 'neon', 'cinematic'] as const;
export type LightingStyle = (typeof LIGHTING_STYLES)[number];

/** The one image size the spec's clients send. */
export const AI_IMAGE_SIZE = '1024x1024';

/** 'ecommerce' → 'Ecommerce', 't-shirt' → 'T-shirt': the label a select shows for an option. */
export function optionLabel(option: string): string {
  return option.charAt(0).toUpperCase() + option.slice(1);
}
