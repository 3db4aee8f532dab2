import { describe, expect, it } from 'vitest';
import { SCENE_LIGHTS, type SceneLight } from '../../../../core/src/scenes/lighting';
import { PHOTO_SCENES } from '../../../../core/src/scenes/photo-scenes';
import { composeScene, paintBackdrop } from './compose';
import type { ProductLayer } from './place';
import { relight } from './relight';

const SIZE = 192;

/** A plain box standing upright: `width`×`height` of opaque light grey on a clear cut-out twice its size. */
function box(width: number, height: number) {
  const w = width * 2;
  const h = height * 2;
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (Math.abs(x - w / 2) >= width / 2 || Math.abs(y - h / 2) >= height / 2) continue;
      rgba.set([200, 200, 200, 255], (y * w + x) * 4);
    }
  }
  return { width: w, height: h, rgba };
}

const luma = (rgb: ArrayLike<number>, i: number) => 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;

/** How much darker the floor beside the product is than the empty set, on its left and on its right. */
async function shadowSides(light: SceneLight) {
  const recipe = PHOTO_SCENES.professional();
  const lighting = SCENE_LIGHTS[light];
  const empty = paintBackdrop(recipe, lighting, SIZE);
  const scene = await composeScene({ cutout: box(40, 80), recipe, lighting: { ...lighting, vignette: 0, grade: { ...lighting.grade, grain: 0 } }, relightStrength: 0, size: SIZE, seed: 1 });
  const alpha = scene.productAlpha;
  let left = 0;
  let right = 0;
  const base = Math.round(recipe.floorY * SIZE);
  const columns = [...Array(SIZE).keys()].filter((x) => [...Array(SIZE).keys()].some((y) => alpha[y * SIZE + x]! > 0.5));
  const [first, last] = [columns[0]!, columns.at(-1)!];
  for (let y = base - 30; y < base; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      if (alpha[i]! > 0) continue;
      const darker = luma(empty, i) - luma(scene.pixels, i) / 255;
      if (x < first) left += darker;
      if (x > last) right += darker;
    }
  }
  return { left, right };
}

describe('compose', () => {
  it('casts the shadow away from the key light: to the right under a key from the left, to the left under the golden sun', async () => {
    expect(SCENE_LIGHTS.studio.key.from[0]).toBeLessThan(0);
    const studio = await shadowSides('studio');
    expect(studio.right).toBeGreaterThan(3 * Math.max(0.5, studio.left));
    expect(SCENE_LIGHTS.golden.key.from[0]).toBeGreaterThan(0);
    const golden = await shadowSides('golden');
    expect(golden.left).toBeGreaterThan(3 * Math.max(0.5, golden.right));
  });

  it('turns a set with a window round when the key light comes from the other side', () => {
    const recipe = PHOTO_SCENES.lifestyle();
    expect(recipe.lightSide).toBe(-1);
    const meanOf = (rgb: Float32Array, from: number, to: number) => {
      let sum = 0;
      for (let y = 0; y < SIZE / 2; y++) for (let x = from; x < to; x++) sum += luma(rgb, y * SIZE + x);
      return sum;
    };
    const fromLeft = paintBackdrop(recipe, SCENE_LIGHTS.natural, SIZE);
    const fromRight = paintBackdrop(recipe, SCENE_LIGHTS.golden, SIZE);
    // The window's bright wall is on the key light's side.
    expect(meanOf(fromLeft, 0, SIZE / 3)).toBeGreaterThan(meanOf(fromLeft, (2 * SIZE) / 3, SIZE));
    expect(meanOf(fromRight, (2 * SIZE) / 3, SIZE)).toBeGreaterThan(meanOf(fromRight, 0, SIZE / 3));
  });

  it('relights a printed logo without a halo: the body round the print keeps the light it has without the print', () => {
    const layer = (withLogo: boolean): ProductLayer => {
      const width = 120;
      const height = 200;
      const rgb = new Float32Array(width * height * 3).fill(0.85);
      const alpha = new Float32Array(width * height).fill(1);
      if (withLogo) for (let y = 80; y < 120; y++) for (let x = 40; x < 80; x++) rgb.fill(0.08, (y * width + x) * 3, (y * width + x) * 3 + 3);
      return { x: 0, y: 0, width, height, rgb, alpha, baseY: height };
    };
    for (const light of ['studio', 'neon', 'dramatic'] as const) {
      const [plain, printed] = [layer(false), layer(true)];
      relight(plain, SCENE_LIGHTS[light], SCENE_LIGHTS[light].relight);
      relight(printed, SCENE_LIGHTS[light], SCENE_LIGHTS[light].relight);
      // A ring round the print, 3 to 12 px from it.
      let worst = 0;
      for (let y = 68; y < 132; y++) {
        for (let x = 28; x < 92; x++) {
          const inside = y >= 77 && y < 123 && x >= 37 && x < 83;
          if (inside) continue;
          const i = y * 120 + x;
          worst = Math.max(worst, Math.abs(luma(printed.rgb, i) - luma(plain.rgb, i)));
        }
      }
      expect(worst, light).toBeLessThan(0.01);
    }
  });
});
