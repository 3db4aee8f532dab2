/** The built video clips by product type (clips.generated.ts), and what a product video request resolves to. */
import type { VideoClipAsset } from './clips';
import { VIDEO_CLIPS } from './clips.generated';
import type { VideoProductType } from './video-request';

export const clipsFor = (productType: VideoProductType): readonly VideoClipAsset[] => VIDEO_CLIPS.filter((c) => c.productType === productType);

/** The clip named (if it is one of the product type's), else the product type's first; undefined when it has none. */
export function clipFor(productType: VideoProductType, id?: string): VideoClipAsset | undefined {
  const clips = clipsFor(productType);
  return clips.find((c) => c.id === id) ?? clips[0];
}

/** The clip filmed from library template `templateId`, else the product type's first (the closest there is). */
export function clipForTemplate(productType: VideoProductType, templateId: string | undefined): { clip: VideoClipAsset; own: boolean } | undefined {
  const own = clipsFor(productType).find((c) => c.template !== undefined && c.template === templateId);
  const clip = own ?? clipFor(productType);
  return clip && { clip, own: Boolean(own) };
}

export const clipById = (id: string): VideoClipAsset | undefined => VIDEO_CLIPS.find((c) => c.id === id);

const KEYFRAMES = new Map(VIDEO_CLIPS.flatMap((clip) => clip.keyframes.map((keyframe) => [keyframe.id, keyframe] as const)));

/** A clip's keyframe by its id, as a template asset (the server prepares and caches it as it does the library's). */
export const clipKeyframeAsset = (id: string) => KEYFRAMES.get(id);
