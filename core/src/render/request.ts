import { z } from 'zod';
import { HEX_COLOUR } from './colour';

/** POST /api/render: the editor's placement units (spec §5 slider bounds) and a product colour. */
export const renderRequestSchema = z.object({
  templateId: z.string().min(1).max(80),
  design: z.string().startsWith('data:', 'design must be a data URL (data:image/…;base64,…)'),
  placement: z.object({
    x: z.number().min(0).max(100),
    y: z.number().min(0).max(100),
    size: z.number().min(0.1).max(2),
    rotation: z.number().min(-360).max(360),
  }),
  color: z.string().regex(HEX_COLOUR, 'color must be #RRGGBB'),
  width: z.number().int().min(16).max(4096),
});

export type RenderRequest = z.infer<typeof renderRequestSchema>;

