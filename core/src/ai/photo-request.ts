import { z } from 'zod';
import { safeText } from '../schemas/text';
import type { EngineCredit } from './engines';
import { BACKGROUND_STYLES, LIGHTING_STYLES, PHOTOGRAPHY_STYLES } from './options';

/** The AI photo tools' requests (spec §3, §7): an uploaded image as a data URL, plus the tool's options. */

/** A 10 MB image is ~13.4 MB as base64; the upload rules are checked on its bytes by the server. */
const MAX_DATA_URL_LENGTH = 15 * 1024 * 1024;
export const MAX_SCENE_PROMPT_LENGTH = 1000;

const imageDataUrl = z
  .string({ error: 'imageUrl is required: the product image as a data URL (data:image/…;base64,…).' })
  .max(MAX_DATA_URL_LENGTH, 'File too large: Please upload an image smaller than 10MB')
  .regex(/^data:[^,]{0,200},/, 'imageUrl must be a data URL (data:image/…;base64,…).');

const optionalText = (what: string) =>
  safeText({ multiline: true })
    .max(MAX_SCENE_PROMPT_LENGTH, `Please keep the ${what} under ${MAX_SCENE_PROMPT_LENGTH.toLocaleString('en-US')} characters.`)
    .transform((text) => text.trim())
    .optional();

const oneOf = <T extends readonly [string, ...string[]]>(options: T, what: string) =>
  z.enum(options, { error: `Unknown ${what}. Choose one of: ${options.join(', ')}.` });

export const removeBackgroundRequestSchema = z.object({ imageUrl: imageDataUrl });
export type RemoveBackgroundRequest = z.infer<typeof removeBackgroundRequestSchema>;

export const generateBackgroundRequestSchema = z.object({
  imageUrl: imageDataUrl,
  style: oneOf(BACKGROUND_STYLES, 'background style'),
  prompt: optionalText('custom prompt'),
});
export type GenerateBackgroundRequest = z.infer<typeof generateBackgroundRequestSchema>;

export const productPhotoRequestSchema = z.object({
  imageUrl: imageDataUrl,
  description: optionalText('description'),
  photographyStyle: oneOf(PHOTOGRAPHY_STYLES, 'photography style'),
  lighting: oneOf(LIGHTING_STYLES, 'lighting style'),
});
export type ProductPhotoRequest = z.infer<typeof productPhotoRequestSchema>;

/** What each of the three functions answers. */
export interface PhotoToolResponse extends Partial<EngineCredit> {
  success: boolean;
  imageUrl?: string;
  error?: string;
}
