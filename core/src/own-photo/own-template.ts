/**
 * The contract of "your own photo as a template": how the user marks the print area on their photo, what the save
 * request carries, and the ids and sizes every side agrees on. Coordinates are fractions of the photo's width and
 * height (0–1; a little outside is allowed, for a print that runs off the photo's edge), so a mark does not depend on
 * the size the photo was shown or decoded at.
 */
import { z } from 'zod';
import { PLACEMENT_PRESETS } from '../placement/presets';
import { safeText } from '../schemas/text';

/** Own templates' ids: `own-` and 16 url-safe random characters (library ids never start so). */
export const OWN_TEMPLATE_ID = /^own-[A-Za-z0-9_-]{16}$/;
export const isOwnTemplateId = (id: string) => OWN_TEMPLATE_ID.test(id);

/** The photo is worked on with its longest side at most this (the cut-out mask has this size too). */
export const OWN_PHOTO_MAX_SIDE = 2048;
/** Side of a derived template's square layers: the working photo's longest side, at most this. */
export const OWN_TEMPLATE_MAX_SIZE = 2048;

/** The size the photo is worked on: its own, scaled down so the longest side is at most OWN_PHOTO_MAX_SIDE. */
export function workingSize(width: number, height: number): { width: number; height: number } {
  const k = Math.min(1, OWN_PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

const coordinate = z.number().finite().min(-0.5).max(1.5);
export const pointSchema = z.tuple([coordinate, coordinate]);
export type MarkPoint = z.infer<typeof pointSchema>;

/** An ellipse in photo fractions: centre and radii (rx across, ry its foreshortened height). */
export const ellipseSchema = z.object({
  cx: coordinate,
  cy: coordinate,
  rx: z.number().finite().min(0.001).max(2),
  ry: z.number().finite().min(0).max(2),
});
export type MarkEllipse = z.infer<typeof ellipseSchema>;

export const GRID_MIN_POINTS = 3;
export const GRID_MAX_POINTS = 6;
const gridSide = z.number().int().min(GRID_MIN_POINTS).max(GRID_MAX_POINTS);

/**
 * Where the print goes on the photo:
 * - `flat`: four corners of a flat print seen in perspective — top-left, top-right, bottom-right, bottom-left.
 * - `cylinder`: a label round a mug, bottle or can — the rims' ellipses at the label's top and bottom; the label
 *   covers `span` degrees of the near side, centred on the camera (180 = the whole visible half).
 * - `grid`: a freeform grid for fabric — `cols` × `rows` points (3–6 each way), row-major from the top-left; point
 *   (i, j) is where design coordinate (i / (cols − 1), j / (rows − 1)) lands.
 */
export const printAreaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), corners: z.tuple([pointSchema, pointSchema, pointSchema, pointSchema]) }),
  z.object({ kind: z.literal('cylinder'), top: ellipseSchema, bottom: ellipseSchema, span: z.number().min(20).max(180) }),
  z
    .object({ kind: z.literal('grid'), cols: gridSide, rows: gridSide, points: z.array(pointSchema).max(GRID_MAX_POINTS ** 2) })
    .refine((g) => g.points.length === g.cols * g.rows, 'points must hold cols × rows points'),
]);
export type PrintArea = z.infer<typeof printAreaSchema>;

/** The print's real-world width / height presets the user confirms (portrait; the custom ratio covers the rest). */
export const PRINT_ASPECT_PRESETS = [
  { id: 'a4', label: 'A4 (210 × 297 mm)', ratio: 210 / 297 },
  { id: 'letter', label: 'Letter (8.5 × 11 in)', ratio: 8.5 / 11 },
  { id: 'square', label: 'Square', ratio: 1 },
] as const;
export const printAspectSchema = z.number().finite().min(0.1).max(10);

/** Placement types an own template may take (the editor's preset box and the download's file name come from it). */
const placementType = z.string().refine((type) => Object.hasOwn(PLACEMENT_PRESETS, type), 'is not a mockup type');

/** POST /api/own-templates: the `fields` JSON beside the `photo` and `mask` files. */
export const ownTemplateFieldsSchema = z.object({
  name: safeText().trim().min(1, 'Give your template a name').max(80, 'must be at most 80 characters'),
  type: placementType,
  area: printAreaSchema,
  printAspect: printAspectSchema,
});
export type OwnTemplateFields = z.infer<typeof ownTemplateFieldsSchema>;

/** PATCH /api/own-templates/:id */
export const ownTemplatePatchSchema = z
  .object({ shared: z.boolean().optional(), name: ownTemplateFieldsSchema.shape.name.optional() })
  .refine((patch) => patch.shared !== undefined || patch.name !== undefined, 'nothing to change');

/** What the API answers for an own template (GET /api/own-templates[/:id]). */
export interface OwnTemplateInfo {
  id: string;
  /** 'photo': made from the user's photo; 'psd': imported from a Photoshop file (its preview is at /:id/preview). */
  kind: 'photo' | 'psd';
  name: string;
  type: string;
  printAspect: number;
  /** Anyone with the link may use it (read-only). */
  shared: boolean;
  /** The asker owns it (may rename, share, delete). */
  mine: boolean;
  createdAt: string;
  /** The template's layers as the renderer's loaders read them (core/src/templates/load.ts), and a thumbnail. */
  asset: { size: number; printAspect: number; scene: string; maps: string; mesh: string; thumbnail: string };
}
