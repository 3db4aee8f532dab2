import { del, get, set } from 'idb-keyval';
import type { Placement } from '../../../../core/src/render/types';
import type { VideoProductType } from '../../../../core/src/video/video-request';

/** A picture handed from the mockup editor to the video generator ('Make a video'). */
export interface VideoHandoff {
  /** The finished mockup (a design-only video shows it on a card). */
  image: Blob;
  name: string;
  productType?: VideoProductType;
  /** The print area's artwork, where it sits and the product's colour: what a filmed product video prints. */
  print?: { design: Blob; placement: Placement; color: string; templateId: string };
}

const KEY = 'mockup-studio:video-handoff';
/** Kept in memory too: private windows may refuse IndexedDB, and the handoff is a client-side navigation. */
let pending: VideoHandoff | null = null;

export async function handToVideo(handoff: VideoHandoff): Promise<void> {
  pending = handoff;
  await set(KEY, handoff).catch(() => undefined);
}

/** Takes the handed picture once (a reload of /video-mockup?from=editor still finds it in IndexedDB). */
export async function takeVideoHandoff(): Promise<VideoHandoff | null> {
  const stored = pending ?? (await get<VideoHandoff>(KEY).catch(() => undefined)) ?? null;
  pending = null;
  return stored;
}

export const clearVideoHandoff = () => del(KEY).catch(() => undefined);

/** The video product type a mockup category stands for, when there is one. */
export function productTypeFor(category: string): VideoProductType | undefined {
  if (/t-shirt|tank|polo|shirt/.test(category)) return 'tshirt';
  if (/hood|sweat/.test(category)) return 'hoodie';
  if (/mug/.test(category)) return 'mug';
  if (/phone/.test(category)) return 'phone';
  if (/poster|canvas|frame|flyer|billboard|banner/.test(category)) return 'poster';
  return undefined;
}
