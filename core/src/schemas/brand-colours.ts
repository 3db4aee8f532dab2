import { z } from 'zod';
import { colourSchema } from '../render/request';

/** Brand colours one account keeps: a row of swatches, not a palette library. */
export const MAX_BRAND_COLOURS = 24;

/** POST /api/brand-colours: one #RRGGBB colour (kept in lower case). */
export const brandColourRequestSchema = z.object({
  color: colourSchema.transform((hex) => hex.toLowerCase()),
});
