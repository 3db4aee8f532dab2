// `npx tsx tools/own-photo/side-by-side.ts [--template=t-shirts-1] [--tile=512] [--out=docs/own-photo-side-by-side.png]`:
// a library T-shirt template beside own-photo templates derived from "photos" of it (the template rendered without a
// design, in white, red and near-black, with grain and JPEG blocks: offline we have no real photos), each with the
// same logo in two colours. Rows: the library template, then an own template from each photo; columns: the photo,
// then the mockup in each colour. The print area is a 4 × 4 grid read off the library's own mesh, as a user would mark it.
// A last row derives one from the generated 4:3 shirt photo of the own-template tests (tests/support/shirt-photo.ts),
// its silhouette as the cut-out and four corners on the chest.
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { deriveTemplateLayers } from '../../core/src/own-photo/derive-layers';
import { refineEdge } from '../../core/src/own-photo/refine-edge';
import type { PrintArea } from '../../core/src/own-photo/own-template';
import { DEFAULT_PLACEMENT, renderMockup, type Placement, type RgbaImage, type TemplateLayers } from '../../core/src/render';
import { allTemplates } from '../../core/src/templates/assets';
import { loadTemplateLayers } from '../../core/src/templates/load';
import { nodeAssetReader } from '../../server/src/services/templates';
import { photoFraction, shirtPhoto, shirtSilhouette } from '../../tests/support/shirt-photo';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const templateId = option('template', 't-shirts-1');
const tile = Number(option('tile', '384'));
const out = path.resolve(option('out', 'docs/own-photo-side-by-side.png'));
const COLOURS = ['#1d4ed8', '#111111', '#f5f5f0'];
const PHOTO_COLOURS = ['#ffffff', '#c9343a', '#262626'];
/** Large enough to reach the folds below the chest. */
const PLACEMENT = { ...DEFAULT_PLACEMENT, y: 56, size: 1.2 };

/** A logo with straight lines (a frame, bars and a ring), so bends over folds show. */
function lineLogo(side = 600): RgbaImage {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f97316';
  g.fillRect(side * 0.05, side * 0.05, side * 0.9, side * 0.9);
  g.fillStyle = '#fde68a';
  for (let k = 0; k < 6; k++) g.fillRect(side * 0.12, side * (0.14 + k * 0.13), side * 0.76, side * 0.04);
  g.strokeStyle = '#ffffff';
  g.lineWidth = side * 0.03;
  g.beginPath();
  g.arc(side / 2, side / 2, side * 0.3, 0, Math.PI * 2);
  g.stroke();
  g.font = `bold ${Math.round(side * 0.16)}px sans-serif`;
  g.fillStyle = '#ffffff';
  g.textAlign = 'center';
  g.fillText('OWN', side / 2, side * 0.56);
  const data = g.getImageData(0, 0, side, side).data;
  return { width: side, height: side, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** Sensor grain (±2 levels, seeded) and a JPEG at quality 85 round trip. */
async function asCameraWouldSave(pixels: Uint8Array | Uint8ClampedArray, side: number): Promise<Uint8Array> {
  const noisy = Buffer.from(pixels);
  let seed = 1;
  for (let i = 0; i < noisy.length; i++) {
    if (i % 4 === 3) continue;
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noisy[i] = Math.min(255, Math.max(0, noisy[i]! + ((seed >> 16) % 5) - 2));
  }
  const jpeg = await sharp(noisy, { raw: { width: side, height: side, channels: 4 } }).removeAlpha().jpeg({ quality: 85 }).toBuffer();
  const decoded = await sharp(jpeg).ensureAlpha().raw().toBuffer();
  return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength);
}

/**
 * The cylinder area a user would mark on a library mug: each rim's ellipse from its mesh row (the centre column is
 * the near point, cy + ry; the quarter and end columns give the span, rx and ry).
 */
function cylinderFromMesh(layers: TemplateLayers): PrintArea {
  const { surface, size } = layers;
  const at = (i: number, j: number) => [surface.points[2 * (j * (surface.cols + 1) + i)]!, surface.points[2 * (j * (surface.cols + 1) + i) + 1]!] as const;
  const rims = [0, surface.rows].map((j) => {
    const [x0, y0] = at(0, j), [xq] = at(surface.cols / 4, j), [, yc] = at(surface.cols / 2, j), [x1, y1] = at(surface.cols, j);
    const cx = (x0 + x1) / 2;
    // (cx − x0) / (cx − xq) = sin(span/2) / sin(span/4) = 2 cos(span/4).
    const half = 2 * Math.acos(Math.min(1, (cx - x0) / (cx - xq) / 2));
    const rx = (x1 - cx) / Math.sin(half);
    const ry = (yc - (y0 + y1) / 2) / (1 - Math.cos(half));
    return { span: (2 * half * 180) / Math.PI, ellipse: { cx: cx / size, cy: (yc - ry) / size, rx: rx / size, ry: ry / size } };
  });
  return { kind: 'cylinder', top: rims[0]!.ellipse, bottom: rims[1]!.ellipse, span: Math.min(180, (rims[0]!.span + rims[1]!.span) / 2) };
}

/** A cols × rows grid area read off a mesh (template pixels → fractions of the photo, which is the template). */
function gridFromMesh(layers: TemplateLayers, cols: number, rows: number): PrintArea {
  const { surface, size } = layers;
  const points: [number, number][] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const mi = Math.round((i / (cols - 1)) * surface.cols), mj = Math.round((j / (rows - 1)) * surface.rows);
      const k = 2 * (mj * (surface.cols + 1) + mi);
      points.push([surface.points[k]! / size, surface.points[k + 1]! / size]);
    }
  }
  return { kind: 'grid', cols, rows, points };
}

function label(pixels: Uint8Array | Uint8ClampedArray, side: number, text: string): Uint8Array {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  const image = g.createImageData(side, side);
  image.data.set(pixels);
  g.putImageData(image, 0, 0);
  g.font = `${Math.round(side / 28)}px sans-serif`;
  g.fillStyle = 'rgba(0,0,0,0.6)';
  g.fillRect(0, 0, side, side / 18);
  g.fillStyle = '#ffffff';
  g.fillText(text, side / 60, side / 25);
  const data = g.getImageData(0, 0, side, side).data;
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

const asset = allTemplates().find((t) => t.id === templateId);
if (!asset) throw new Error(`no template ${templateId}`);
const library = await loadTemplateLayers(asset, nodeAssetReader);
const logo = lineLogo();
const area = gridFromMesh(library, 4, 4);

const rows: { name: string; photo: Uint8Array | Uint8ClampedArray; layers: TemplateLayers; placement?: Placement; library?: boolean }[] = [];
rows.push({ name: `library ${templateId}`, photo: library.scene, layers: library, library: true });
for (const colour of PHOTO_COLOURS) {
  // The "photo": the library template rendered without a design, at its own size, with a camera's grain and a
  // JPEG's blocks (as an upload would have them); the cut-out is its product mask.
  const photo = await asCameraWouldSave(renderMockup(library, null, DEFAULT_PLACEMENT, colour, library.size), library.size);
  const started = performance.now();
  const layers = deriveTemplateLayers({ width: library.size, height: library.size, data: photo }, library.productMask, area, library.printAspect);
  console.log(`own template from the ${colour} photo: ${layers.size}² derived in ${(performance.now() - started).toFixed(0)} ms`);
  rows.push({ name: `own photo (${colour} shirt)`, photo, layers, placement: PLACEMENT });
}

{
  const [w, h] = [1200, 900];
  const decoded = await sharp(await shirtPhoto(w, h)).ensureAlpha().raw().toBuffer();
  const photo = { width: w, height: h, data: new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength) };
  // The cut-out model's edge is soft: the silhouette, feathered by the refine-edge slider's first step.
  const mask = refineEdge(Uint8Array.from(await shirtSilhouette(w, h), (v) => v * 255), w, h, 1);
  const corners = [[400, 380], [600, 380], [600, 640], [400, 640]].map(([x, y]) => photoFraction(w, h, x!, y!));
  const area = { kind: 'flat', corners } as PrintArea;
  const layers = deriveTemplateLayers(photo, mask, area, 200 / 260);
  // Its photo column shows the scene: the photo fitted into the square, the padding continuing its edges.
  rows.push({ name: 'own photo (generated 4:3 red shirt)', photo: layers.scene, layers });
}

{
  // A mug: the library's, and one derived from a white photo of it with a cylinder fitted to the library's label.
  const mugAsset = allTemplates().find((t) => t.id === 'mugs-1')!;
  const mug = await loadTemplateLayers(mugAsset, nodeAssetReader);
  const photo = await asCameraWouldSave(renderMockup(mug, null, DEFAULT_PLACEMENT, '#ffffff', mug.size), mug.size);
  const layers = deriveTemplateLayers({ width: mug.size, height: mug.size, data: photo }, mug.productMask, cylinderFromMesh(mug), mug.printAspect);
  rows.push({ name: 'library mugs-1', photo: mug.scene, layers: mug, library: true });
  rows.push({ name: 'own photo (white mug, cylinder)', photo, layers });
}

const columns = 1 + COLOURS.length;
const sheet = Buffer.alloc(tile * columns * tile * rows.length * 4);
const put = (pixels: Uint8Array, row: number, col: number) => {
  for (let y = 0; y < tile; y++) {
    sheet.set(pixels.subarray(y * tile * 4, (y + 1) * tile * 4), ((row * tile + y) * tile * columns + col * tile) * 4);
  }
};
for (const [r, row] of rows.entries()) {
  const photo = await sharp(Buffer.from(row.photo.buffer, row.photo.byteOffset, row.photo.byteLength), { raw: { width: row.layers.size, height: row.layers.size, channels: 4 } })
    .resize(tile, tile)
    .raw()
    .toBuffer();
  put(label(photo, tile, row.library ? `${row.name}: its scene` : `${row.name}: the photo`), r, 0);
  COLOURS.forEach((colour, c) => {
    const pixels = renderMockup(row.layers, logo, row.placement ?? (row.library && r === 0 ? PLACEMENT : DEFAULT_PLACEMENT), colour, tile);
    put(label(pixels, tile, `${row.name} in ${colour}`), r, c + 1);
  });
}
await sharp(sheet, { raw: { width: tile * columns, height: tile * rows.length, channels: 4 } }).png({ compressionLevel: 9 }).toFile(out);
console.log(out);
