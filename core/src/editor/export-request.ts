/**
 * The editor's server exports (the site's own API, not /api/v1): a mockup of every area's layers in PNG, JPEG
 * or WebP (POST /api/render/layers), and the area's print file (POST /api/print-file), the same requests as the
 * public API's renders and print files, checked by the same layer schema.
 */
import { z } from 'zod';
import { colourSchema, designDataUrlSchema, renderWidthSchema } from '../render/request';
import { idText } from '../schemas/text';
import { imageLayerSchema, MAX_AREAS, MAX_LAYERS_PER_AREA, textLayerSchema } from './document';

/** Images travel as data URLs (the browser holds them). */
const exportLayerSchema = z.discriminatedUnion('type', [imageLayerSchema.extend({ design: designDataUrlSchema }), textLayerSchema]);
const areaExportLayers = z.array(exportLayerSchema).max(MAX_LAYERS_PER_AREA);
export const exportLayers = areaExportLayers.min(1, 'layers: give at least one layer');

export const EXPORT_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const layeredRenderRequestSchema = z
  .object({
    templateId: idText(80),
    /** The layers of the area the template's picture shows first. */
    layers: areaExportLayers,
    /** The layers of its further areas (a book's spine), by name. */
    areas: z.record(z.string().min(1).max(40), areaExportLayers).refine((a) => Object.keys(a).length <= MAX_AREAS, `areas: at most ${MAX_AREAS}`).optional(),
    color: colourSchema,
    width: renderWidthSchema,
    format: z.enum(EXPORT_FORMATS).default('png'),
    quality: z.number().int().min(1).max(100).optional(),
  })
  .refine((r) => r.layers.length > 0 || Object.values(r.areas ?? {}).some((layers) => layers.length > 0), {
    message: 'layers: give at least one layer',
    path: ['layers'],
  });

/** What printers ask for. */
export const PRINT_FILE_DPI = 300;

export const printFileRequestSchema = z.object({
  templateId: idText(80),
  area: z.string().min(1).max(40),
  layers: exportLayers,
  dpi: z.number().int().min(10).max(1200).default(PRINT_FILE_DPI),
});

export type LayeredRenderRequest = z.input<typeof layeredRenderRequestSchema>;
export type PrintFileRequest = z.input<typeof printFileRequestSchema>;
