import { z } from 'zod';
import { idText } from '../schemas/text';
import { HEX_COLOUR } from './colour';

/** Where the design sits: the editor's placement units (spec §5 slider bounds). Finite numbers only. */
export const placementSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  size: z.number().min(0.1).max(2),
  rotation: z.number().min(-360).max(360),
});

export const colourSchema = z.string().regex(HEX_COLOUR, 'color must be a hex colour like #1e3a8a');

/** POST /api/render: a template, the design as a data URL, its placement and a product colour. */
export const renderRequestSchema = z.object({
  templateId: idText(80),
  design: z.string().startsWith('data:', 'design must be a data URL (data:image/…;base64,…)'),
  placement: placementSchema,
  color: colourSchema,
  width: z.number().int().min(16).max(4096),
});

export type RenderRequest = z.infer<typeof renderRequestSchema>;
