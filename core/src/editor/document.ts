/**
 * The mockup document (version 2): a product colour and, per named print area, an ordered list of layers (first =
 * bottom) — images and text, each with its placement in the area, opacity, lock and hide. The same schemas check the
 * editor's stored documents and shared links and the public API's `areas` (core/src/api/v1-schemas.ts). Version 1
 * — one design's `{ placement, color }` — still opens: `migrateDocument` turns it into one image layer.
 */
import { z } from 'zod';
import { HEX_COLOUR } from '../render/colour';
import { colourSchema, placementSchema } from '../render/request';
import { DEFAULT_TEXT_FONT, TEXT_FONT_IDS, type TextFontId } from '../text/fonts';
import { clampPlacement, RESET_PLACEMENT, type Placement } from './placement';

export const DOCUMENT_VERSION = 2;

/** Most layers one area holds (each is drawn on every frame). */
export const MAX_LAYERS_PER_AREA = 20;
/** Most areas one document names (a box's six panels, a book's three…). */
export const MAX_AREAS = 12;
export const MAX_TEXT_LENGTH = 500;

/** Text layout bounds: size is the font's em as a fraction of the print area's height. */
export const TEXT_BOUNDS = {
  size: { min: 0.01, max: 1, default: 0.12 },
  /** Extra space between letters, thousandths of an em. */
  letterSpacing: { min: -200, max: 2000, default: 0 },
  /** How far the line bends, degrees of the circle it follows: > 0 arches up, < 0 sags, 0 straight. */
  arc: { min: -360, max: 360, default: 0 },
} as const;

export const DEFAULT_TEXT_COLOUR = '#111111';

const layerCommon = {
  /** Stable within a document (the editor's selection); the API may leave it out. */
  id: z.string().min(1).max(64).optional(),
  placement: placementSchema,
  opacity: z.number().min(0).max(1).optional(),
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
};

export const imageLayerSchema = z.object({
  type: z.literal('image'),
  /** A data URL, an https URL (where allowed) or the id of a design kept in the account / this browser. */
  design: z.string().min(1),
  ...layerCommon,
});

export const textLayerSchema = z.object({
  type: z.literal('text'),
  text: z.string().min(1).max(MAX_TEXT_LENGTH),
  font: z.enum(TEXT_FONT_IDS).optional(),
  color: colourSchema.optional(),
  size: z.number().min(TEXT_BOUNDS.size.min).max(TEXT_BOUNDS.size.max).optional(),
  letterSpacing: z.number().min(TEXT_BOUNDS.letterSpacing.min).max(TEXT_BOUNDS.letterSpacing.max).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  arc: z.number().min(TEXT_BOUNDS.arc.min).max(TEXT_BOUNDS.arc.max).optional(),
  ...layerCommon,
});

export const layerSchema = z.discriminatedUnion('type', [imageLayerSchema, textLayerSchema]);
export const areaLayersSchema = z.object({ layers: z.array(layerSchema).max(MAX_LAYERS_PER_AREA) });

export type ImageLayer = z.infer<typeof imageLayerSchema>;
export type TextLayer = z.infer<typeof textLayerSchema>;
export type Layer = z.infer<typeof layerSchema>;
export type AreaLayers = z.infer<typeof areaLayersSchema>;
export type TextAlign = NonNullable<TextLayer['align']>;

/** A layer inside a document: always has its id. */
export type DocLayer = Layer & { id: string };

export interface MockupDocument {
  version: typeof DOCUMENT_VERSION;
  color: string;
  /** Print-area name → its layers, bottom first. */
  areas: Record<string, { layers: DocLayer[] }>;
}

export const mockupDocumentSchema = z.object({
  version: z.literal(DOCUMENT_VERSION),
  color: colourSchema,
  areas: z.record(z.string().min(1).max(40), areaLayersSchema).refine((a) => Object.keys(a).length <= MAX_AREAS, `at most ${MAX_AREAS} areas`),
});

/** A text layer's settings with the defaults filled in. */
export function textStyle(layer: TextLayer): Required<Pick<TextLayer, 'font' | 'color' | 'size' | 'letterSpacing' | 'align' | 'arc'>> & { font: TextFontId } {
  return {
    font: layer.font ?? DEFAULT_TEXT_FONT,
    color: layer.color ?? DEFAULT_TEXT_COLOUR,
    size: layer.size ?? TEXT_BOUNDS.size.default,
    letterSpacing: layer.letterSpacing ?? TEXT_BOUNDS.letterSpacing.default,
    align: layer.align ?? 'center',
    arc: layer.arc ?? TEXT_BOUNDS.arc.default,
  };
}

/** A layer is drawn unless hidden or fully transparent. */
export const isVisible = (layer: Pick<Layer, 'hidden' | 'opacity'>) => !layer.hidden && (layer.opacity ?? 1) > 0;

/** Gives every layer an id (`layer-1`, `layer-2`… skipping ones in use), keeping the ids it has. */
export function withLayerIds(areas: Record<string, AreaLayers>): Record<string, { layers: DocLayer[] }> {
  const used = new Set(Object.values(areas).flatMap((a) => a.layers.flatMap((l) => (l.id ? [l.id] : []))));
  let next = 1;
  const fresh = () => {
    while (used.has(`layer-${next}`)) next++;
    used.add(`layer-${next}`);
    return `layer-${next}`;
  };
  return Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [name, { layers: area.layers.map((l) => ({ ...l, id: l.id ?? fresh() })) }]),
  );
}

/** The document one design makes: that design alone, as the area's only image layer. */
export function singleDesignDocument(area: string, design: string, placement: Placement = RESET_PLACEMENT, color = '#FFFFFF'): MockupDocument {
  return { version: DOCUMENT_VERSION, color, areas: { [area]: { layers: [{ id: 'layer-1', type: 'image', design, placement }] } } };
}

/**
 * Any stored document — version 2, or version 1's `{ placement, color }` (localStorage, a shared link, a saved
 * mockup's placement) — as a version-2 document; null when it is neither. Version 1's placement is brought inside
 * the sliders' bounds as before, and becomes an image layer of `design` on `area` (the template's first).
 */
export function migrateDocument(value: unknown, area: string, design: string): MockupDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version } = value as { version?: unknown };
  if (version === DOCUMENT_VERSION) {
    const parsed = mockupDocumentSchema.safeParse(value);
    return parsed.success ? { version: DOCUMENT_VERSION, color: parsed.data.color, areas: withLayerIds(parsed.data.areas) } : null;
  }
  if (version !== undefined && version !== 1) return null;
  const v1 = parseVersion1(value);
  return v1 && singleDesignDocument(area, design, v1.placement, v1.color);
}

const PLACEMENT_KEYS = ['x', 'y', 'size', 'rotation'] as const;

/** Version 1: a placement of four finite numbers (clamped to the sliders) and a #RRGGBB colour. */
export function parseVersion1(value: object): { placement: Placement; color: string } | null {
  const { placement, color } = value as { placement?: unknown; color?: unknown };
  if (typeof color !== 'string' || !HEX_COLOUR.test(color)) return null;
  if (typeof placement !== 'object' || placement === null) return null;
  const numbers = placement as Record<string, unknown>;
  if (!PLACEMENT_KEYS.every((key) => typeof numbers[key] === 'number' && Number.isFinite(numbers[key]))) return null;
  const { x, y, size, rotation } = numbers as unknown as Placement;
  return { placement: clampPlacement({ x, y, size, rotation }), color };
}
