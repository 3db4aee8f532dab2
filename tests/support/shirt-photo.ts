import sharp from 'sharp';

/**
 * A generated product photo whose silhouette is known: a red T-shirt with soft folds on a plain light backdrop, as a
 * seller might shoot it. The drawing is 1000² and fitted in the middle of any `width` × `height` (the backdrop fills
 * the rest). Used by the own-template integration tests and the own-photo bench.
 */

const SHIRT = 'M350 180 L250 210 L120 330 L200 430 L290 370 L290 860 L710 860 L710 370 L800 430 L880 330 L750 210 L650 180 Q500 260 350 180 Z';

/** A point on the chest, clear of folds' edges and of the print area's edge, in drawing units. */
export const SHIRT_CHEST = { x: 500, y: 470 };

const svg = (body: string, width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1000 1000" preserveAspectRatio="xMidYMid meet">${body}</svg>`,
  );

/** The photo as PNG bytes. */
export function shirtPhoto(width: number, height: number): Promise<Buffer> {
  const body = `<defs>
      <linearGradient id="cloth" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#c9343a"/><stop offset="0.6" stop-color="#b02a30"/><stop offset="1" stop-color="#8d1f24"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="9"/></filter>
      <clipPath id="shirt"><path d="${SHIRT}"/></clipPath>
    </defs>
    <rect x="-2000" y="-2000" width="5000" height="5000" fill="#efefed"/>
    <path d="${SHIRT}" fill="url(#cloth)"/>
    <g clip-path="url(#shirt)" filter="url(#soft)" fill="none" stroke-linecap="round">
      <path d="M330 640 Q420 600 520 700" stroke="#000" stroke-opacity="0.28" stroke-width="26"/>
      <path d="M600 420 Q640 560 690 620" stroke="#000" stroke-opacity="0.22" stroke-width="20"/>
      <path d="M340 500 Q380 470 420 520" stroke="#fff" stroke-opacity="0.25" stroke-width="18"/>
    </g>`;
  return sharp(svg(body, width, height)).png().toBuffer();
}

/** The shirt's silhouette at `width` × `height`, one byte a pixel (1 = shirt). */
export async function shirtSilhouette(width: number, height: number): Promise<Uint8Array> {
  const { data } = await sharp(svg(`<rect x="-2000" y="-2000" width="5000" height="5000" fill="#000"/><path d="${SHIRT}" fill="#fff"/>`, width, height))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
}

/** Where drawing point (x, y) lands in a `width` × `height` photo, as fractions of its sides. */
export function photoFraction(width: number, height: number, x: number, y: number): [number, number] {
  const scale = Math.min(width, height) / 1000;
  return [((width - 1000 * scale) / 2 + x * scale) / width, ((height - 1000 * scale) / 2 + y * scale) / height];
}
