import { describe, expect, it } from 'vitest';
import { drawArea } from './draw-area';
import { pictureLevel } from './picture-levels';
import { smartObjectMesh } from './smart-object-mesh';

/** A w × h checkerboard of single black and white pixels. */
function checker(w: number, h: number) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let p = 0; p < w * h; p++) {
    const v = ((p % w) + Math.floor(p / w)) % 2 ? 255 : 0;
    data.set([v, v, v, 255], 4 * p);
  }
  return { width: w, height: h, data };
}

describe('pictureLevel', () => {
  it('samples the full picture until it is drawn at half size or smaller, then a halving per 2:1', () => {
    const image = checker(64, 32);
    expect(pictureLevel(image, 1.9).level).toBe(image);
    const { level, factor } = pictureLevel(image, 4.5);
    expect([level.width, level.height, factor]).toEqual([16, 8, 0.25]);
    expect(pictureLevel(image, 4.5).level).toBe(level); // kept, not halved again
  });

  it('averages colours by alpha, so a transparent neighbour leaves no dark fringe', () => {
    const data = new Uint8ClampedArray([200, 40, 10, 255, 0, 0, 0, 0, 200, 40, 10, 255, 0, 0, 0, 0]);
    const { level } = pictureLevel({ width: 2, height: 2, data }, 2);
    expect(Array.from(level.data)).toEqual([200, 40, 10, 128]);
  });
});

describe('drawArea with a picture much larger than its area', () => {
  it('shows a fine checkerboard as even grey instead of aliasing into stripes', () => {
    // 256 px of single-pixel checks into a 32 px square: 8 picture pixels to a canvas pixel.
    const mesh = smartObjectMesh({ width: 256, height: 256, corners: [[0, 0], [32, 0], [32, 32], [0, 32]] }, 4)!;
    const drawn = drawArea(mesh, 1, 32, 32, { image: checker(256, 256), placement: { x: 50, y: 50, size: 1 / 0.8, rotation: 7 } })!;
    const greys: number[] = [];
    for (let p = 0; p < drawn.width * drawn.height; p++) if (drawn.rgba[4 * p + 3] === 255) greys.push(drawn.rgba[4 * p]!);
    expect(greys.length).toBeGreaterThan(200);
    // Bilinear sampling of the full picture gives values near 0 and 255 here; a level of the right size ~128.
    expect(Math.max(...greys.map((g) => Math.abs(g - 128)))).toBeLessThan(40);
  });
});
