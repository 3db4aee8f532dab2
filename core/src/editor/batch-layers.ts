/**
 * POST /api/render/batch from the editor: either today's one design with its placement, or — when the mockup has
 * several layers — `areas` as the public API's renders take them (images as data URLs, text), each template of the
 * batch showing the layers of the area its picture shows (or, for a template whose area the request does not name,
 * the request's first area), and those of any further area it shows that the request names (a book's spine).
 */
import { z } from 'zod';
import { batchFieldsSchema, namesTemplates } from '../render/batch-request';
import { designDataUrlSchema, placementSchema } from '../render/request';
import { safeText } from '../schemas/text';
import { MAX_AREAS } from './document';
import { exportLayers } from './export-request';

export const batchAreasSchema = z
  .record(safeText().pipe(z.string().min(1).max(40)), z.object({ layers: exportLayers }))
  .refine((areas) => Object.keys(areas).length >= 1 && Object.keys(areas).length <= MAX_AREAS, `areas: name 1 to ${MAX_AREAS} print areas`);

export type BatchAreas = z.infer<typeof batchAreasSchema>;

/** A layered batch's areas as its row keeps them: each image as the storage key of its checked raster bytes. */
export type StoredBatchAreas = Record<string, { layers: BatchAreas[string]['layers'] }>;

export const siteBatchRequestSchema = batchFieldsSchema
  .extend({
    design: designDataUrlSchema.optional(),
    placement: placementSchema.optional(),
    areas: batchAreasSchema.optional(),
  })
  .refine(...namesTemplates)
  .refine((r) => (r.areas ? r.design === undefined && r.placement === undefined : r.design !== undefined && r.placement !== undefined), {
    message: 'Send either `design` with `placement`, or `areas` of layers, not both.',
    path: ['areas'],
  });

export type SiteBatchRequest = z.infer<typeof siteBatchRequestSchema>;

/** The layers a template of the batch shows: those of its area when the request names it, else the first area's. */
export function batchAreaFor<L>(areas: Record<string, { layers: L[] }>, shownArea: string): L[] {
  return (areas[shownArea] ?? Object.values(areas)[0])?.layers ?? [];
}
