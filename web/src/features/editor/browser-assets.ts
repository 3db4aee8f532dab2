import type { RgbaImage } from '../../../../core/src/render/types';
import type { AssetReader } from '../../../../core/src/templates/load';

/** Decodes an image to straight RGBA exactly as stored: no colour management, no premultiplication. */
export async function decodeImage(source: Blob): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(source, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width: canvas.width, height: canvas.height, data };
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** The browser side of the template loader (Node reads the same files with fs + sharp). */
export const browserAssets: AssetReader = {
  image: async (url) => decodeImage(await (await fetchOk(url)).blob()),
  text: async (url) => (await fetchOk(url)).text(),
};
