// `npx tsx tools/templates/video/clip-strips.ts`: a frame strip of every built clip, in white, black and red, one
// sheet per product type (docs/video/<type>.jpg): each row a clip in a colour, five frames across its first push
// (0, 1.25, 2.5, 3.75, 5 s), each frame drawn at 1080² exactly as the server draws it, then shrunk to 360 px.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { renderMockup } from '../../../core/src/render/index';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import { drawClipFrame } from '../../../core/src/video/clip-frame';
import { clipsFor } from '../../../core/src/video/clip-library';
import { clipFrame } from '../../../core/src/video/clips';
import { VIDEO_PRODUCT_TYPES } from '../../../core/src/video/video-request';
import { nodeAssetReader } from '../../../server/src/services/templates';
import { testDesign } from '../lib/build/test-design';

const COLOURS = ['#FFFFFF', '#111111', '#C62828'];
const TIMES = [0, 1.25, 2.5, 3.75, 5];
const SIDE = 1080;
const TILE = 360;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/video');
fs.mkdirSync(out, { recursive: true });

const design = testDesign(600, 600);
for (const type of VIDEO_PRODUCT_TYPES) {
  const clips = clipsFor(type);
  if (!clips.length) continue;
  const tiles: OverlayOptions[] = [];
  let row = 0;
  for (const clip of clips) {
    const layers = await Promise.all(clip.keyframes.map((k) => loadTemplateLayers(k, nodeAssetReader)));
    const size = layers[0]!.size;
    for (const colour of COLOURS) {
      const keyframes = layers.map((l) => new Uint8Array(renderMockup(l, design, { x: 50, y: 50, size: 1, rotation: 0 }, colour, size).buffer));
      for (const [column, t] of TIMES.entries()) {
        const frame = new Uint8Array(SIDE * SIDE * 4);
        drawClipFrame({ size, window: { x: 0, y: 0, width: size, height: size }, keyframes }, clipFrame(clip, t, SIDE, SIDE, size), frame, SIDE, SIDE);
        const input = await sharp(frame, { raw: { width: SIDE, height: SIDE, channels: 4 } }).resize(TILE, TILE, { kernel: 'lanczos3' }).png().toBuffer();
        tiles.push({ input, left: column * TILE, top: row * TILE });
      }
      row++;
    }
  }
  const file = path.join(out, `${type}.jpg`);
  await sharp({ create: { width: TIMES.length * TILE, height: row * TILE, channels: 3, background: '#ffffff' } }).composite(tiles).jpeg({ quality: 82 }).toFile(file);
  console.log(file, `${clips.length} clips`);
}
