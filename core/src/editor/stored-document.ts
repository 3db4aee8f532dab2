/**
 * A mockup document as the server keeps it for saved mockups and shared editor links: version 2, with every image
 * layer naming a design stored in the account (`design:<id>`) instead of carrying its pixels, so a row or a link
 * stays a few kilobytes. Old saved mockups (version 1: one design, its placement and the colour) open through
 * `savedDocument`, which migrates them to one image layer.
 */
import { z } from 'zod';
import { safeText } from '../schemas/text';
import { colourSchema } from '../render/request';
import {
  DOCUMENT_VERSION,
  imageLayerSchema,
  MAX_AREAS,
  MAX_LAYERS_PER_AREA,
  migrateDocument,
  textLayerSchema,
  type DocLayer,
  type MockupDocument,
} from './document';

const DESIGN_REF = /^design:([A-Za-z0-9_-]{1,100})$/;

export const STORED_DOCUMENT_LIMITS = {
  /** Layers over all areas (each area keeps its own limit of MAX_LAYERS_PER_AREA). */
  maxLayers: 40,
  /** The document as JSON a client sends (the routes refuse more before parsing it): 40 text layers of 500
   *  characters fit, even with every character escaped; images are references. */
  maxBytes: 64 * 1024,
} as const;

/** How a stored document names a design of the account. */
export const designRef = (designId: string) => `design:${designId}`;

/** The design id a stored image layer names, or null when `design` is not a reference. */
export const designIdOf = (design: string): string | null => DESIGN_REF.exec(design)?.[1] ?? null;

const storedImageLayerSchema = imageLayerSchema.extend({
  design: z.string().regex(DESIGN_REF, 'must name a design stored in the account (design:<id>), not its pixels'),
});
const storedTextLayerSchema = textLayerSchema.extend({
  // PostgreSQL's jsonb refuses NUL; no other control character has a use in a line of text either.
  text: safeText({ multiline: true }).pipe(textLayerSchema.shape.text),
});
const storedLayerSchema = z.discriminatedUnion('type', [storedImageLayerSchema, storedTextLayerSchema]);

export const storedDocumentSchema = z
  .object({
    version: z.literal(DOCUMENT_VERSION),
    color: colourSchema,
    areas: z
      .record(safeText().pipe(z.string().min(1).max(40)), z.object({ layers: z.array(storedLayerSchema).max(MAX_LAYERS_PER_AREA) }))
      .refine((areas) => Object.keys(areas).length <= MAX_AREAS, `at most ${MAX_AREAS} areas`),
  })
  .refine((doc) => allLayers(doc).length <= STORED_DOCUMENT_LIMITS.maxLayers, {
    message: `at most ${STORED_DOCUMENT_LIMITS.maxLayers} layers in all`,
    path: ['areas'],
  });

export type StoredDocument = z.infer<typeof storedDocumentSchema>;

function allLayers(doc: { areas: Record<string, { layers: readonly unknown[] }> }) {
  return Object.values(doc.areas).flatMap((area) => area.layers);
}

/** Every design id a stored document names, each once. */
export function referencedDesignIds(doc: StoredDocument | MockupDocument): string[] {
  const ids = Object.values(doc.areas).flatMap((area) => area.layers.flatMap((l) => (l.type === 'image' ? [designIdOf(l.design)] : [])));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** The document with each image layer's `design` replaced by `map(design)` (awaited one at a time, in order). */
export async function mapImageDesigns(doc: MockupDocument, map: (design: string) => Promise<string> | string): Promise<MockupDocument> {
  const areas: MockupDocument['areas'] = {};
  for (const [name, area] of Object.entries(doc.areas)) {
    const layers: DocLayer[] = [];
    for (const layer of area.layers) layers.push(layer.type === 'image' ? { ...layer, design: await map(layer.design) } : layer);
    areas[name] = { layers };
  }
  return { ...doc, areas };
}

/** What a saved mockup row holds: the layered document when it was saved with one, else version 1's fields. */
export interface SavedMockupFields {
  document: unknown;
  designId: string | null;
  placement: unknown;
  color: string;
}

/**
 * A saved mockup as a version-2 document with design references: its stored document, or — for a mockup saved
 * before layers — its one design on `area` where it was placed. Null when neither can be read (an old mockup whose
 * design was deleted has nothing to show).
 */
export function savedDocument(saved: SavedMockupFields, area: string): MockupDocument | null {
  if (saved.document !== null && saved.document !== undefined) return migrateDocument(saved.document, area, '');
  if (!saved.designId) return null;
  return migrateDocument({ placement: saved.placement, color: saved.color }, area, designRef(saved.designId));
}
