import { z } from 'zod';
import { safeText } from '../schemas/text';
import type { EngineCredit } from './engines';
import { DESIGN_CATEGORIES, DESIGN_STYLES, type DesignCategory, type DesignStyle } from './options';

/** generate-design's request (spec §3, §7): what the hub, the upload widget and any client written to the spec send. */

export const MAX_PROMPT_LENGTH = 1000;

/** Square sizes the design generator renders; the spec's clients send '1024x1024', the hub's Download asks for 4K. */
export const DESIGN_SIZES = ['512x512', '1024x1024', '2048x2048', '4096x4096'] as const;
export type DesignSize = (typeof DESIGN_SIZES)[number];

/**
 * The spec's background and photography tools call generate-design with their own styles ('studio', 'luxury',
 * 'outdoor_photography'…). Each maps to the design style closest in spirit, so such a client still gets an image.
 */
const STYLE_ALIASES: Record<string, DesignStyle> = {
  // background styles
  studio: 'minimalist',
  natural: 'illustration',
  lifestyle: 'artistic',
  minimal: 'minimalist',
  gradient: 'modern',
  textured: 'grunge',
  urban: 'grunge',
  luxury: 'vintage',
  // photography styles (sent as '<style>_photography')
  professional: 'modern',
  ecommerce: 'minimalist',
  creative: 'artistic',
  outdoor: 'illustration',
};

/** A design style for any style name a client may send, or undefined when it means nothing to us. */
export function designStyleFor(name: string): DesignStyle | undefined {
  const key = name.trim().toLowerCase().replace(/_photography$/, '');
  if ((DESIGN_STYLES as readonly string[]).includes(key)) return key as DesignStyle;
  // Own keys only: 'constructor' or '__proto__' would otherwise find Object's and pass as a style.
  return Object.hasOwn(STYLE_ALIASES, key) ? STYLE_ALIASES[key] : undefined;
}

export const generateDesignRequestSchema = z
  .object({
    prompt: safeText({ multiline: true })
      .max(MAX_PROMPT_LENGTH, `Please keep the prompt under ${MAX_PROMPT_LENGTH} characters.`)
      .refine((prompt) => prompt.trim().length > 0, 'Please enter a prompt: describe what kind of design you want to create.'),
    style: z.string().max(60).refine((style) => designStyleFor(style) !== undefined, {
      message: `Unknown style. Choose one of: ${DESIGN_STYLES.join(', ')}.`,
    }),
    category: z.enum(DESIGN_CATEGORIES, { error: `Unknown category. Choose one of: ${DESIGN_CATEGORIES.join(', ')}.` }).optional(),
    size: z.enum(DESIGN_SIZES, { error: `Unknown size. Choose one of: ${DESIGN_SIZES.join(', ')}.` }).optional(),
    /** Same seed, same request → the same design; omitted, the server picks one (Generate again = a new variation). */
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  })
  .transform((body) => {
    const style = designStyleFor(body.style)!;
    const aliased = !(DESIGN_STYLES as readonly string[]).includes(body.style.trim().toLowerCase());
    return {
      prompt: body.prompt.trim(),
      style,
      // A background or photography request is a full scene: a poster is its closest design.
      category: body.category ?? ((aliased ? 'poster' : 't-shirt') as DesignCategory),
      side: Number((body.size ?? '1024x1024').split('x')[0]),
      seed: body.seed,
    };
  });

export type GenerateDesignRequest = z.input<typeof generateDesignRequestSchema>;
export type DesignJob = z.output<typeof generateDesignRequestSchema>;

/** What generate-design answers. */
export interface GenerateDesignResponse extends EngineCredit {
  success: true;
  imageUrl: string;
  width: number;
  height: number;
  seed: number;
  /** A vector design can be rendered again larger: the URL of its 4096×4096 PNG; otherwise the image itself. */
  downloadUrl: string;
  downloadSide: number;
}
