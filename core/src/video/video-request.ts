import { z } from 'zod';
import { colourSchema, placementSchema } from '../render/request';
import { idText, safeText } from '../schemas/text';
import { MAX_UPLOAD_BYTES } from '../upload/upload-rules';

/** Spec §3: the product types and durations (seconds) a video request may name. */
export const VIDEO_PRODUCT_TYPES = ['tshirt', 'hoodie', 'mug', 'phone', 'poster'] as const;
export type VideoProductType = (typeof VIDEO_PRODUCT_TYPES)[number];

export const VIDEO_PRODUCT_LABELS: Record<VideoProductType, string> = {
  tshirt: 'T-Shirt',
  hoodie: 'Hoodie',
  mug: 'Mug',
  phone: 'Phone Case',
  poster: 'Poster',
};

export const VIDEO_DURATIONS = [5, 10, 15, 30] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];

export const VIDEO_STYLES = ['product', 'design'] as const;
export type VideoStyle = (typeof VIDEO_STYLES)[number];

export const VIDEO_FPS = 30;
/** Every video is this many pixels on its short side (1080p). */
export const VIDEO_SHORT_SIDE = 1080;

/** The platform cards set the frame's shape. */
export const VIDEO_PLATFORMS = {
  instagram: { label: 'Instagram', aspect: '1:1', width: 1080, height: 1080 },
  tiktok: { label: 'TikTok', aspect: '9:16', width: 1080, height: 1920 },
  youtube: { label: 'YouTube', aspect: '16:9', width: 1920, height: 1080 },
  marketing: { label: 'Marketing', aspect: '16:9', width: 1920, height: 1080 },
} as const;
export type VideoPlatform = keyof typeof VIDEO_PLATFORMS;
export const VIDEO_PLATFORM_IDS = Object.keys(VIDEO_PLATFORMS) as VideoPlatform[];

/** A 10 MB image as base64 is ~13.4 MB of text. */
const MAX_IMAGE_URL_CHARS = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 200;

/** POST /api/functions/generate-video (spec §7): the image as a data URL, the animation description, type and duration. */
export const generateVideoSchema = z.object({
  imageUrl: z
    .string({ error: 'imageUrl is required: the image as a data URL (data:image/png;base64,…)' })
    .max(MAX_IMAGE_URL_CHARS, 'File too large: Please upload an image smaller than 10MB')
    .startsWith('data:', 'imageUrl must be the image as a data URL (data:image/png;base64,…)'),
  prompt: safeText({ multiline: true })
    .pipe(z.string().trim().min(1, 'Please enter an animation description.').max(1000, 'The animation description may be at most 1000 characters.')),
  productType: z.enum(VIDEO_PRODUCT_TYPES, { error: `productType must be one of ${VIDEO_PRODUCT_TYPES.join(', ')}` }),
  duration: z.union(
    VIDEO_DURATIONS.map((seconds) => z.literal(seconds)),
    { error: `duration must be one of ${VIDEO_DURATIONS.join(', ')} (seconds)` },
  ),
  platform: z.enum(VIDEO_PLATFORM_IDS as [VideoPlatform, ...VideoPlatform[]], { error: `platform must be one of ${VIDEO_PLATFORM_IDS.join(', ')}` }).default('instagram'),
  /** 'product': the image is a design, printed on the product in a filmed clip (clips.ts), where the product type has
   *  one; 'design': the image is shown as it is (a finished mockup), on a moving card. */
  style: z.enum(VIDEO_STYLES, { error: `style must be one of ${VIDEO_STYLES.join(', ')}` }).default('product'),
  /** The product's colour in a product video. */
  color: colourSchema.default('#FFFFFF'),
  /** Where the design sits on the print area (the editor's placement); absent: centred, as large as fits. */
  placement: placementSchema.optional(),
  /** Which of the product type's clips; absent: its first. */
  clip: idText(64).optional(),
});
export type GenerateVideoRequest = z.infer<typeof generateVideoSchema>;
/** What a client sends (style, colour and platform may be left to their defaults). */
export type GenerateVideoInput = z.input<typeof generateVideoSchema>;

export const checkVideoStatusSchema = z.object({ taskId: idText(64) });

export const VIDEO_STATUSES = ['queued', 'processing', 'succeeded', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** What check-video-status answers: progress 0–100 is frames encoded / total frames. */
export interface VideoStatusResponse {
  success: boolean;
  taskId: string;
  status: VideoStatus;
  progress: number;
  videoUrl: string | null;
  error: string | null;
}

/** The sentence the generator sends as the prompt (spec §7: duration, product type and description). */
export const composeVideoPrompt = (description: string, productType: VideoProductType, duration: VideoDuration) =>
  `Create a ${duration}-second video mockup of a ${VIDEO_PRODUCT_LABELS[productType].toLowerCase()}: ${description.trim()}`;

/**
 * The title shown in the video: the first phrase in quotes in the prompt ("Summer Drop" or “Summer Drop”), at most
 * 48 characters; no quotes, no title.
 */
export function titleFromPrompt(prompt: string): string | undefined {
  const match = /["“”«»]([^"“”«»\n]{1,80})["“”«»]/.exec(prompt);
  const title = match?.[1]?.replace(/\s+/g, ' ').trim();
  if (!title) return undefined;
  return title.length > 48 ? `${title.slice(0, 47).trimEnd()}…` : title;
}
