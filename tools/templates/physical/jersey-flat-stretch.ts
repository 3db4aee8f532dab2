// `npx tsx tools/templates/physical/jersey-flat-stretch.ts PASSES_DIR`: how a disc printed in the flat jersey's print
// area comes out in the picture (width/height from its second moments, on the first-hit UV pass uvp.f32): one disc
// as wide as the area is high and a 3 × 3 grid of 90 mm discs over it. A round logo stays round where it is ~1.
import fs from 'node:fs';
import path from 'node:path';
import { FLAT_JERSEY } from '../recipes/sports';
import { flatJerseyScene } from './jersey-flat';

const dir = process.argv[2]!;
const bytes = fs.readFileSync(path.join(dir, 'uvp.f32'));
const uvp = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
const size = Math.round(Math.sqrt(uvp.length / 4));
const r = flatJerseyScene(FLAT_JERSEY, size).printArea as { x0: number; x1: number; y0: number; y1: number };

/** Width/height of the picture's pixels whose front-panel fabric lies within a disc (pattern mm). */
function disc(cx: number, cy: number, d: number) {
  let m0 = 0, mx = 0, my = 0, mxx = 0, myy = 0;
  for (let i = 0; i < size * size; i++) {
    if (Math.abs(uvp[i * 4 + 2]! - 1) > 1e-3) continue;
    if (Math.hypot(uvp[i * 4]! - cx, uvp[i * 4 + 1]! - cy) > d / 2) continue;
    const x = i % size, y = Math.floor(i / size);
    m0++; mx += x; my += y; mxx += x * x; myy += y * y;
  }
  const vx = mxx / m0 - (mx / m0) ** 2, vy = myy / m0 - (my / m0) ** 2;
  return Math.sqrt(vx / vy);
}

const cx = (r.x0 + r.x1) / 2, cy = (r.y0 + r.y1) / 2;
const w = Math.abs(r.x1 - r.x0), h = Math.abs(r.y1 - r.y0);
console.log(`size ${size}; print area x ${r.x0.toFixed(0)}..${r.x1.toFixed(0)}, y ${r.y0.toFixed(0)}..${r.y1.toFixed(0)}`);
console.log(`disc ${Math.min(w, h).toFixed(0)} mm at the centre: ${disc(cx, cy, Math.min(w, h)).toFixed(3)}`);
const cells: string[] = [];
for (const fy of [-1, 0, 1]) for (const fx of [-1, 0, 1]) cells.push(disc(cx + (fx * (w - 90)) / 2, cy + (fy * (h - 90)) / 2, 90).toFixed(3));
console.log(`90 mm discs (3 × 3): ${cells.join(' ')}`);
