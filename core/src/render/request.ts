import { z } from 'zod';
import { PLACEMENT_BOUNDS } from '../editor/placement';
import { idText } from '../schemas/text';
import { HEX_COLOUR } from './colour';

const bounded = (key: keyof typeof PLACEMENT_BOUNDS) =>
  z.number().min(PLACEMENT_BOUNDS[key].min).max(PLACEMENT_BOUNDS[key].max);

/** Where the design sits, in the editor's units (spec §5 slider bounds), relative to the template's print area. */
export const placementSchema = z.object({ x: bounded('x'), y: bounded('y'), size: bounded('size'), rotation: bounded('rotation') });

/** A product colour, #RRGGBB. */
export const colourSchema = z.string().regex(HEX_COLOUR, 'color must be a hex colour like #1e3a8a');

/** A design sent inline: a data URL of a PNG, JPEG, WebP or SVG (checked by its bytes on the server). */
export const designDataUrlSchema = z.string().startsWith('data:', 'design must be a data URL (data:image/…;base64,…)');

/** Output side limits of every server render. */
export const MIN_RENDER_WIDTH = 16;
export const MAX_RENDER_WIDTH = 4096;
export const renderWidthSchema = z
  .number()
  .int('width must be a whole number of pixels')
  .min(MIN_RENDER_WIDTH, `width must be at least ${MIN_RENDER_WIDTH}`)
  .max(MAX_RENDER_WIDTH, `width must be at most ${MAX_RENDER_WIDTH}`);

/** Print areas of a template imported from a PSD (its smart objects) that may each have a placement of their own. */
export const MAX_AREA_PLACEMENTS = 16;

/** POST /api/render: one mockup. */
export const renderRequestSchema = z.object({
  templateId: idText(80),
  design: designDataUrlSchema,
  placement: placementSchema,
  color: colourSchema,
  width: renderWidthSchema,
  /** A template imported from a PSD only: the design's placement in each smart object, in the order of its areas
   *  (an area past the list takes `placement`). */
  areaPlacements: z.array(placementSchema).min(1).max(MAX_AREA_PLACEMENTS, `areaPlacements: at most ${MAX_AREA_PLACEMENTS}`).optional(),
});

export type RenderRequest = z.infer<typeof renderRequestSchema>;
