/**
 * How close our rendering of a PSD's layer stack comes to Photoshop's own composite, which a file saved with
 * "maximise compatibility" holds: both over white, for red, green and blue separately, the mean and the 99th
 * percentile of the absolute difference in 1/255ths. Smart objects show their embedded contents, as in the import's preview.
 */
import { readPsd } from 'ag-psd';
import sharp from 'sharp';
import { renderPsd } from '../../../core/src/psd/render-psd';
import type { RgbaImage } from '../../../core/src/render/types';
import { buildPsdTemplate } from './build-psd-template';
import { bytesOf } from './layer-pixels';
import './read-psd-file';

export interface Fidelity {
  width: number;
  height: number;
  /** Red, green, blue. */
  mean: [number, number, number];
  /** Red, green, blue. */
  p99: [number, number, number];
  /** What the import listed as not drawn. */
  unsupported: string[];
}

/** Photoshop's composite of the file, or undefined when it holds none. */
export function photoshopComposite(bytes: Uint8Array): RgbaImage | undefined {
  const psd = readPsd(bytes, { skipLayerImageData: true, skipThumbnail: true, skipLinkedFilesData: true, useImageData: true });
  return psd.imageData ? bytesOf(psd.imageData) : undefined;
}

const overWhite = (data: ArrayLike<number>, i: number, c: number) => (data[4 * i + c]! * data[4 * i + 3]!) / 255 + (255 - data[4 * i + 3]!);

export async function fidelityOf(bytes: Uint8Array): Promise<Fidelity | undefined> {
  const expected = photoshopComposite(bytes);
  if (!expected) return undefined;
  const built = await buildPsdTemplate({ bytes });
  const files = new Map<string, RgbaImage>();
  for (const [name, png] of Object.entries(built.files)) {
    if (!name.endsWith('.png')) continue;
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    files.set(name, { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) });
  }
  const pictures = built.plan.areas.map((area) => (area.contents ? { image: files.get(area.contents)! } : undefined));
  const ours = renderPsd(built.plan, files, { pictures }, expected.width);
  if (ours.height !== expected.height) throw new Error(`fidelity: rendered ${ours.width}×${ours.height}, composite ${expected.width}×${expected.height}`);
  const histograms = [new Float64Array(256), new Float64Array(256), new Float64Array(256)];
  const sums = [0, 0, 0];
  const n = expected.width * expected.height;
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) {
      const d = Math.min(255, Math.round(Math.abs(overWhite(ours.data, i, c) - overWhite(expected.data, i, c))));
      histograms[c]![d]!++;
      sums[c]! += d;
    }
  }
  const percentile99 = (histogram: Float64Array) => {
    let seen = 0, p = 0;
    while (p < 255 && (seen += histogram[p]!) < 0.99 * n) p++;
    return p;
  };
  const [mean, p99] = [sums.map((sum) => sum / n), histograms.map(percentile99)] as [Fidelity['mean'], Fidelity['p99']];
  return { width: expected.width, height: expected.height, mean, p99, unsupported: built.plan.unsupported.map((u) => `${u.layer}: ${u.feature}`) };
}
