import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envelopeWarpAt } from '../../../core/src/psd/smart-object-mesh';
import { styleEnvelope } from '../../../core/src/psd/warp-styles';
import { bytesOf } from './layer-pixels';
import { readPsdFile } from './read-psd-file';

type P = [number, number];

/** Even-odd test against a closed polygon. */
function inside([x, y]: P, polygon: readonly P[]): boolean {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!, [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

const distanceToPolygon = ([x, y]: P, polygon: readonly P[]) =>
  Math.min(...polygon.map(([px, py]) => Math.hypot(px - x, py - y)));

/**
 * Photoshop's own rendering of text warped with the Arc style at bend 28 (tests/support/photoshopapi-files): the
 * text's ink box, bent by our arc envelope over the text's warp frame, must hold every inked pixel Photoshop drew and
 * reach the same leftmost and topmost ink.
 */
describe('the arc warp style against Photoshop', () => {
  it('holds Photoshop’s warped text within the ink box our envelope bends, and reaches its left and top', () => {
    const bytes = new Uint8Array(fs.readFileSync(path.resolve('tests/support/photoshopapi-files/TextLayers_Warp.psd')));
    const { psd } = readPsdFile(bytes);
    const layer = psd.children!.find((l) => l.name === 'WarpArc')!;
    const text = layer.text!;
    expect(text.warp).toMatchObject({ style: 'arc', value: 28, perspective: 0, perspectiveOther: 0 });
    // The warp's frame is the text's bounds, the ink its bounding box, both about the text's origin (pixels here).
    const [ox, oy] = [text.transform![4]!, text.transform![5]!];
    const frame = { left: ox + text.bounds!.left.value, top: oy + text.bounds!.top.value, right: ox + text.bounds!.right.value, bottom: oy + text.bounds!.bottom.value };
    const ink = { left: ox + text.boundingBox!.left.value, top: oy + text.boundingBox!.top.value, right: ox + text.boundingBox!.right.value, bottom: oy + text.boundingBox!.bottom.value };
    const w = frame.right - frame.left, h = frame.bottom - frame.top;
    const warpAt = envelopeWarpAt(styleEnvelope({ style: 'arc', bend: 28 }, w, h))!;
    const toCanvas = (x: number, y: number): P => {
      const [wx, wy] = warpAt((x - frame.left) / w, (y - frame.top) / h);
      return [frame.left + wx, frame.top + wy];
    };
    const steps = 200, polygon: P[] = [];
    for (let k = 0; k < steps; k++) polygon.push(toCanvas(ink.left + ((ink.right - ink.left) * k) / steps, ink.top));
    for (let k = 0; k < steps; k++) polygon.push(toCanvas(ink.right, ink.top + ((ink.bottom - ink.top) * k) / steps));
    for (let k = 0; k < steps; k++) polygon.push(toCanvas(ink.right - ((ink.right - ink.left) * k) / steps, ink.bottom));
    for (let k = 0; k < steps; k++) polygon.push(toCanvas(ink.left, ink.bottom - ((ink.bottom - ink.top) * k) / steps));

    const pixels = bytesOf(layer.imageData!);
    let inked = 0, worst = 0, minX = Infinity, minY = Infinity;
    for (let y = 0; y < pixels.height; y++) {
      for (let x = 0; x < pixels.width; x++) {
        if (pixels.data[4 * (y * pixels.width + x) + 3]! < 128) continue;
        const p: P = [layer.left! + x + 0.5, layer.top! + y + 0.5];
        inked++;
        minX = Math.min(minX, p[0]);
        minY = Math.min(minY, p[1]);
        if (!inside(p, polygon)) worst = Math.max(worst, distanceToPolygon(p, polygon));
      }
    }
    expect(inked).toBeGreaterThan(500);
    // Every inked pixel within the bent ink box, give or take antialiasing (measured 0.35 px; bend 26 or 30 in our
    // envelope would leave pixels 1.3–1.4 px outside, bend 24 or 32 2.5 px).
    expect(worst).toBeLessThan(1);
    // The "W" starts at the box's top-left corner, ascenders reach its top in the middle: there they must meet.
    const left = Math.min(...polygon.map(([x]) => x)), top = Math.min(...polygon.map(([, y]) => y));
    expect(Math.abs(minX - left)).toBeLessThan(1.5);
    expect(Math.abs(minY - top)).toBeLessThan(1.5);
  });
});
