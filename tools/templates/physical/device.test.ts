/** A display lights its own print: the layers' shade there is the white point whatever the set's light, and the
 *  glass's reflections lie over the ink whole (the renderer takes INK_GLOSS of a highlight on ink). */
import { describe, expect, it } from 'vitest';
import { BYTE_TO_LINEAR, linearToByte } from '../../../core/src/render/light';
import { INK_GLOSS } from '../../../core/src/render/composite';
import type { RecipeOutput } from '../recipe';
import { lightDisplay } from './device';

function layers(): RecipeOutput {
  const n = 4;
  return {
    size: 2,
    scene: new Uint8ClampedArray(n * 4),
    productMask: Uint8Array.from([255, 255, 255, 0]),
    printMask: Uint8Array.from([255, 128, 0, 0]),
    shade: Uint8Array.from([40, 200, 90, 0]),
    highlight: Uint8Array.from([30, 250, 30, 0]),
    surface: { cols: 1, rows: 1, points: new Float32Array(8), depth: new Float32Array(4) },
    print: { world: new Float32Array(12), camera: [] },
  };
}

describe('lightDisplay', () => {
  it('gives the display the white point’s light, however dim or bright the set left it', () => {
    const out = lightDisplay(layers());
    expect(out.shade[0]).toBe(Math.floor(linearToByte(0.9)));
    expect(out.shade[1]).toBe(Math.floor(linearToByte(0.9)));
  });

  it('keeps the glass’s reflections over the ink at full strength, capped at white', () => {
    const out = lightDisplay(layers());
    expect(BYTE_TO_LINEAR[out.highlight[0]!]! * INK_GLOSS).toBeCloseTo(BYTE_TO_LINEAR[30]!, 2);
    expect(out.highlight[1]).toBe(255);
  });

  it('leaves the frame and the set as rendered', () => {
    const out = lightDisplay(layers());
    expect([out.shade[2], out.highlight[2], out.shade[3]]).toEqual([90, 30, 0]);
  });
});
