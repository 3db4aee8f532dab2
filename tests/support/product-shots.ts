import sharp from 'sharp';

/**
 * Generated product shots whose true silhouette is known: a shaded object on a white studio sweep with a soft floor
 * shadow, as a seller photographs it. Used by the background-removal unit test, the AI photo integration and e2e
 * tests and the bench.
 */

export const SHOT_SIZE = 1024;

export interface ProductShape {
  name: string;
  /** The object's silhouette as SVG elements (the fill is set per use). */
  shape: string;
  /** A gradient `#g` that paints the object. */
  paint: string;
}

export const PRODUCTS: ProductShape[] = [
  {
    name: 'red mug',
    shape: '<rect x="330" y="330" width="300" height="380" rx="28"/><path d="M630 420 h40 a90 90 0 0 1 0 200 h-40 v-46 h36 a44 44 0 0 0 0 -108 h-36 z"/>',
    paint: '<linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#7a0f14"/><stop offset="0.35" stop-color="#d8262e"/><stop offset="0.55" stop-color="#f0545a"/><stop offset="1" stop-color="#6d0c10"/></linearGradient>',
  },
  {
    name: 'blue bottle',
    shape: '<rect x="452" y="170" width="120" height="90" rx="10"/><path d="M440 260 h144 c0 60 70 80 70 150 v330 a26 26 0 0 1 -26 26 h-232 a26 26 0 0 1 -26 -26 v-330 c0 -70 70 -90 70 -150 z"/>',
    paint: '<linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0b2f6b"/><stop offset="0.4" stop-color="#2f6fd6"/><stop offset="0.6" stop-color="#7fb0ff"/><stop offset="1" stop-color="#0a2a60"/></linearGradient>',
  },
  {
    name: 'dark speaker',
    shape: '<rect x="260" y="360" width="500" height="330" rx="60"/><rect x="300" y="690" width="60" height="30"/><rect x="660" y="690" width="60" height="30"/>',
    paint: '<linearGradient id="g" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#4a4d55"/><stop offset="1" stop-color="#15161a"/></linearGradient>',
  },
];

/** Where the studio shot's floor shadow is, outside the object: the model must not keep it. */
export const FLOOR_SHADOW_POINT = { x: 282, y: 735 };

const svg = (body: string, side: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${SHOT_SIZE} ${SHOT_SIZE}">${body}</svg>`);

/** The studio shot as PNG bytes, `side`² (the drawing is scaled to it). */
export async function productShot(product: ProductShape = PRODUCTS[0]!, side = SHOT_SIZE): Promise<Buffer> {
  const body = `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e9eb"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>${product.paint}</defs>
    <rect width="${SHOT_SIZE}" height="${SHOT_SIZE}" fill="url(#bg)"/>
    <ellipse cx="512" cy="735" rx="260" ry="26" fill="#000" opacity="0.18" filter="url(#blur)"/>
    <g fill="url(#g)">${product.shape}</g>`;
  return sharp(svg(body, side)).png().toBuffer();
}

/** The object's silhouette as a 0/1 mask, SHOT_SIZE². */
export async function silhouette(product: ProductShape): Promise<Uint8Array> {
  const { data } = await sharp(svg(`<rect width="${SHOT_SIZE}" height="${SHOT_SIZE}" fill="#000"/><g fill="#fff">${product.shape}</g>`, SHOT_SIZE))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
}

/** A data URL, as the AI tools' forms send a file. */
export const dataUrl = (bytes: Uint8Array, mime = 'image/png') => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

/** A red product on a transparent background, as a data URL: it brings its own cut-out, so no model runs. */
export async function cutOutProductDataUrl(): Promise<string> {
  const red = await sharp({ create: { width: 400, height: 500, channels: 4, background: '#d62828' } }).png().toBuffer();
  const png = await sharp({ create: { width: SHOT_SIZE, height: SHOT_SIZE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, left: 312, top: 262 }])
    .png()
    .toBuffer();
  return dataUrl(png);
}
