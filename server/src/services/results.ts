import type { Db } from '../db/client';
import { createDesign } from './designs';
import { fileUrl, saveFile } from './files';
import type { FileStorage } from './storage';

export interface GeneratedImage {
  /** PNG bytes. */
  png: Uint8Array;
  width: number;
  height: number;
  /** 'ai-design', 'cutout', 'ai-background', 'product-photo'… */
  kind: string;
  /** A short human name: the prompt, or the source file's name. */
  title: string;
}

/**
 * Keeps an image the app generated and says where it is served. A signed-in user's result becomes one of their
 * designs (the dashboard lists it; it stays until they delete it); an anonymous visitor's is a file that expires
 * after `anonymousTtlMs`.
 */
export async function keepGeneratedImage(
  deps: { db: Db; storage: FileStorage; anonymousTtlMs: number },
  userId: string | undefined,
  image: GeneratedImage,
): Promise<{ imageUrl: string }> {
  const name = image.title.replace(/\s+/g, ' ').trim().slice(0, 120) || image.kind;
  if (userId) {
    const bytes = Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength);
    const design = await createDesign(deps.db, deps.storage, userId, name, { bytes, mime: 'image/png', width: image.width, height: image.height });
    return { imageUrl: `/api/designs/${design.id}/file` };
  }
  const row = await saveFile(deps.db, deps.storage, {
    source: { bytes: image.png },
    mime: 'image/png',
    kind: image.kind,
    name: `${image.kind}.png`,
    anonymousTtlMs: deps.anonymousTtlMs,
  });
  return { imageUrl: fileUrl(row) };
}
