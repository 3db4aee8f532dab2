/**
 * The beanie and the bucket hat through the physical pipeline, in Blender itself: each modelled, rendered at 64² with
 * a few samples, its passes turned into layers. The print lies on the front inside the product, its uv inside its
 * rectangle of fabric (the beanie's cuff, the bucket hat's front band), and 5 cm of that fabric stay 5 cm on the hat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses, type GridFile } from './blender';
import { hatScene, type HatKind, type HatSpec } from './hat';
import { layersFromPasses } from './layers';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'hat-test-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

const spec = (hat: HatKind): HatSpec => ({
  id: `test-${hat}`, type: 'cap', style: 'tiny', hat,
  printArea: { widthMm: 100, heightMm: 45, aboveMm: 14 },
  sweep: [0.6, 0.6, 0.6],
  view: { azimuth: 0, elevation: 12, lens: 70, fill: 0.85 },
});

/** Every chord `mm` long across or up the print's grid, as its length on the hat over its length in fabric. */
function chordRatios(g: GridFile, widthMm: number, mm: number): number[] {
  const at = (i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3);
  const cell = widthMm / g.cols;
  const step = Math.round(mm / cell);
  const out: number[] = [];
  for (let j = 0; j <= g.rows; j++) {
    for (let i = 0; i <= g.cols; i++) {
      const a = at(i, j);
      const ends = [...(i + step <= g.cols ? [at(i + step, j)] : []), ...(j + step <= g.rows ? [at(i, j + step)] : [])];
      for (const b of ends) out.push((Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10) / (step * cell));
    }
  }
  return out;
}

describe.each<HatKind>(['beanie', 'bucket'])('a %s through Blender → template layers (64²)', (kind) => {
  const scene = hatScene(spec(kind), SIZE, { samples: 4, flatten: 600 });
  let dir = '';
  let grid: GridFile;
  beforeAll(async () => {
    dir = (await renderPasses(scene, () => {}, cache)).dir;
    grid = readGrid(dir);
  }, 240_000);

  it('prints on the front, inside the product, within the print area’s rectangle of fabric', () => {
    const out = layersFromPasses(dir, SIZE, WHITE_ALBEDO, grid);
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(onFabric / printed).toBeGreaterThan(0.98);
    expect(printed).toBeGreaterThan(40);
  });

  it('keeps the fabric’s lengths: 5 cm across or up the print stay 5 cm on the hat', () => {
    expect(grid.missing).toBe(0);
    const ratios = chordRatios(grid, scene.printArea.x1 - scene.printArea.x0, 50);
    expect(ratios.length).toBeGreaterThan(20);
    // A chord is a little shorter than the fabric's arc round the hat, never longer.
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.03);
    }
  });
});
