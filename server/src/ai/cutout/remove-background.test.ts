import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ISNET_SIDE, Segmenter } from '../segmentation/segmenter';
import { cutoutOf } from './cutout-task';
import { prepareCutout } from './prepare';

/**
 * The whole background-removal pipeline (decode → ISNet → guided up-sampling → edge clean-up) on generated product
 * shots whose true silhouette is known: a shaded object on a white sweep with a soft floor shadow, as a seller
 * photographs it.
 */

const SIZE = 1024;

interface Product {
  name: string;
  /** The object's silhouette as SVG elements (fill set per use). */
  shape: string;
  /** Its painted look: gradients and highlights inside the silhouette. */
  paint: string;
}

const PRODUCTS: Product[] = [
  {
    name: 'red mug',
    shape: '<rect x="330" y="330" width="300" height="380" rx="28"/><path d="M630 420 h40 a90 90 0 0 1 0 200 h-40 v-46 h36 a44 44 0 0 0 0 -108 h-36 z"/>',
    paint: `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#7a0f14"/><stop offset="0.35" stop-color="#d8262e"/><stop offset="0.55" stop-color="#f0545a"/><stop offset="1" stop-color="#6d0c10"/></linearGradient></defs>`,
  },
  {
    name: 'blue bottle',
    shape: '<rect x="452" y="170" width="120" height="90" rx="10"/><path d="M440 260 h144 c0 60 70 80 70 150 v330 a26 26 0 0 1 -26 26 h-232 a26 26 0 0 1 -26 -26 v-330 c0 -70 70 -90 70 -150 z"/>',
    paint: `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0b2f6b"/><stop offset="0.4" stop-color="#2f6fd6"/><stop offset="0.6" stop-color="#7fb0ff"/><stop offset="1" stop-color="#0a2a60"/></linearGradient></defs>`,
  },
  {
    name: 'dark speaker',
    shape: '<rect x="260" y="360" width="500" height="330" rx="60"/><rect x="300" y="690" width="60" height="30"/><rect x="660" y="690" width="60" height="30"/>',
    paint: `<defs><linearGradient id="g" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#4a4d55"/><stop offset="1" stop-color="#15161a"/></linearGradient></defs>`,
  },
];

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${body}</svg>`);

/** A studio shot: white-to-pale-grey sweep, a blurred floor shadow, the painted object. */
async function photograph(product: Product): Promise<Uint8Array> {
  const backdrop = `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e9eb"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><ellipse cx="512" cy="735" rx="260" ry="26" fill="#000" opacity="0.18" filter="url(#blur)"/>`;
  const object = `${product.paint}<g fill="url(#g)">${product.shape}</g>`;
  return new Uint8Array(await sharp(svg(backdrop + object)).png().toBuffer());
}

/** The silhouette as a 0/1 mask. */
async function silhouette(product: Product): Promise<Uint8Array> {
  const { data } = await sharp(svg(`<rect width="${SIZE}" height="${SIZE}" fill="#000"/><g fill="#fff">${product.shape}</g>`))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
}

const segmenter = new Segmenter({ side: ISNET_SIDE, threads: 2, queueLimit: 4, idleMs: 60_000 });
afterAll(() => segmenter.close());

async function removeBackground(bytes: Uint8Array) {
  const { modelInput, ...prepared } = await prepareCutout({ bytes, workingSide: SIZE, side: ISNET_SIDE, keepOwnCutout: false });
  expect(modelInput).toBeDefined();
  const mask = await segmenter.segment(modelInput!, 120_000);
  return cutoutOf({ ...prepared, mask });
}

describe('remove background', () => {
  it.each(PRODUCTS)('cuts the $name out of a white studio shot', async (product) => {
    const [photo, truth] = await Promise.all([photograph(product), silhouette(product)]);
    const cutout = await removeBackground(photo);
    expect([cutout.width, cutout.height]).toEqual([SIZE, SIZE]);
    const alpha = (p: number) => cutout.rgba[p * 4 + 3]!;

    // Transparent corners (and the floor shadow is not part of the product).
    for (const p of [0, SIZE - 1, (SIZE - 1) * SIZE, SIZE * SIZE - 1]) expect(alpha(p)).toBeLessThan(8);
    expect(alpha(735 * SIZE + 512 - 230)).toBeLessThan(32);

    let intersection = 0;
    let union = 0;
    let inside = 0;
    let insideAlpha = 0;
    for (let p = 0; p < SIZE * SIZE; p++) {
      const kept = alpha(p) >= 128 ? 1 : 0;
      intersection += kept & truth[p]!;
      union += kept | truth[p]!;
      // Well inside the object (all 8 neighbours 6 px away are object too): it must be fully opaque.
      const x = p % SIZE;
      const y = (p - x) / SIZE;
      if (truth[p] && x > 6 && y > 6 && x < SIZE - 6 && y < SIZE - 6 && truth[p - 6]! && truth[p + 6]! && truth[p - 6 * SIZE]! && truth[p + 6 * SIZE]!) {
        inside++;
        insideAlpha += alpha(p);
      }
    }
    expect(intersection / union).toBeGreaterThanOrEqual(0.95);
    expect(insideAlpha / inside).toBeGreaterThan(250);
  }, 180_000);
});
