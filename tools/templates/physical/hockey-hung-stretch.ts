// `npx tsx tools/templates/physical/hockey-hung-stretch.ts PASSES_DIR`: how a disc printed on the hung jersey's front
// comes out in the picture (width/height from its second moments, from the first-hit UV pass uvp.f32), for discs of a
// few diameters at a few depths below the V's point: where a round crest stays round.
import fs from 'node:fs';
import path from 'node:path';
import { HOCKEY_HUNG } from '../recipes/sports';
import { hockeyHungScene } from './hockey-hung';

const dir = process.argv[2]!;
const bytes = fs.readFileSync(path.join(dir, 'uvp.f32'));
const uvp = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
const size = Math.round(Math.sqrt(uvp.length / 4));
const r = hockeyHungScene(HOCKEY_HUNG, size).printArea;
const vPoint = r.y1 + HOCKEY_HUNG.printArea.belowNeckMm;

/** Width/height of the picture's pixels whose fabric lies within a disc (front panel, pattern mm), and its size. */
function disc(cx: number, cy: number, d: number) {
  let m0 = 0, mx = 0, my = 0, mxx = 0, myy = 0;
  for (let i = 0; i < size * size; i++) {
    if (Math.abs(uvp[i * 4 + 2]! - 1) > 1e-3) continue;
    if (Math.hypot(uvp[i * 4]! - cx, uvp[i * 4 + 1]! - cy) > d / 2) continue;
    const x = i % size, y = Math.floor(i / size);
    m0++; mx += x; my += y; mxx += x * x; myy += y * y;
  }
  const vx = mxx / m0 - (mx / m0) ** 2, vy = myy / m0 - (my / m0) ** 2;
  return { ratio: Math.sqrt(vx / vy), px: m0 };
}

console.log(`size ${size}; V point at pattern y ${vPoint.toFixed(0)} mm; print area x ${r.x0.toFixed(0)}..${r.x1.toFixed(0)}, y ${r.y0.toFixed(0)}..${r.y1.toFixed(0)}`);
for (const d of [200, 240, 280]) {
  const row: string[] = [];
  for (const top of [40, 70, 100, 130, 160]) row.push(`top ${top}: ${disc(0, vPoint - top - d / 2, d).ratio.toFixed(3)}`);
  console.log(`disc ${d} mm  ${row.join('  ')}`);
}
