/**
 * A tiny mug, phone case, folded card, magazine and framed print through the physical pipeline, in Blender itself (modelled.ts):
 * each modelled on its set, rendered at 64² with a few samples, its passes turned into layers. The print lies on the
 * product, its uv inside its rectangle, and the print area's millimetres are true on the product: 5 cm up stays 5 cm,
 * 5 cm across is 5 cm of the case's flat back, of the card's front half stood up beside its fold, of a print leaning in its frame, or 5 cm of arc round
 * the mug (a chord of 47 mm on an 82 mm mug; a print laid out flat would be 6 % off).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { layersFromPasses } from './layers';
import { ELEVEN_OZ, mugScene } from './mug';
import { paperScene } from './paper';
import { caseScene } from './phone-case';
import { wallArtScene } from './wall-art';
import { printOnFabric } from './print-on-fabric';

const SIZE = 64;
const KEY = { name: 'key', location: [-0.4, -0.3, 1.5], target: [0, 0, 0.05], size: 1.6, energy: 380 };
const GREY: [number, number, number] = [0.6, 0.6, 0.6];
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'modelled-test-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

/** The chord across `mm` of the product's surface: its arc round a mug of `radius`, or itself on a flat back. */
const chordOf = (mm: number, radius?: number) => (radius ? 2 * radius * Math.sin(mm / radius / 2) : mm);

const products = [
  {
    name: 'a mug on a studio sweep',
    scene: mugScene(
      { id: 'test-1', style: 'tiny', shape: ELEVEN_OZ, printArea: { widthMm: 110, heightMm: 75, aboveFootMm: 12 },
        table: { surface: 'sweep', colour: GREY }, wall: GREY, lights: [KEY], view: { azimuth: 0, elevation: 12, lens: 85, fill: 0.8 } },
      SIZE, { samples: 4, segments: 48, rows: 8 }),
    radius: ELEVEN_OZ.radiusMm,
    printed: 150,
  },
  {
    name: 'a phone case face down on paper',
    scene: caseScene({ id: 'test-2', style: 'tiny', turn: 10, table: { surface: 'paper', colour: GREY }, lights: [KEY],
      view: { azimuth: 0, elevation: 80, lens: 85, fill: 0.9 } }, SIZE, 4),
    radius: undefined,
    printed: 300,
  },
  {
    name: 'a folded card stood up half open on a sweep',
    scene: paperScene({ id: 'test-3', style: 'tiny', sheet: { widthMm: 254, heightMm: 178, thicknessMm: 0.4, finish: 'uncoated' },
      printRect: { x0: 127, y0: 0, x1: 254, y1: 178 }, pieces: [{ x: 0, y: 0, turn: 10, print: true, stand: { opening: 40 } }],
      table: { surface: 'sweep', colour: GREY }, lights: [KEY], view: { azimuth: 0, elevation: 15, lens: 85, fill: 0.9 } }, SIZE, 4),
    radius: undefined,
    printed: 500,
  },
  {
    name: 'a magazine on another, its page edges no part of the print',
    scene: paperScene({ id: 'test-4', style: 'tiny', sheet: { widthMm: 210, heightMm: 280, thicknessMm: 5, finish: 'gloss', edges: 'pages' },
      pieces: [{ x: -20, y: 10, turn: 12 }, { x: 10, y: -5, turn: -4, on: 1, print: true }],
      table: { surface: 'oak', colour: GREY }, lights: [KEY], view: { azimuth: 10, elevation: 40, lens: 85, fill: 0.8 } }, SIZE, 4),
    radius: undefined,
    printed: 500,
  },
  {
    name: 'a framed print leaning on a sideboard against a wall',
    scene: wallArtScene({ id: 'test-5', style: 'tiny', art: { widthMm: 400, heightMm: 500, matMm: 50, frameMm: 25, depthMm: 28,
      frameColour: [0.3, 0.2, 0.1], matColour: [0.9, 0.9, 0.9] }, mount: { kind: 'lean', outMm: 70 },
      sideboard: { widthMm: 1200, depthMm: 400, heightMm: 700, surface: 'oak', colour: GREY }, wall: GREY, floor: { surface: 'oak', colour: GREY },
      lights: [{ ...KEY, location: [-0.8, -2.0, 2.0], target: [0, 0, 1.0] }], view: { azimuth: 10, elevation: 8, lens: 50, fill: 0.9 } }, SIZE, 4),
    radius: undefined,
    printed: 500,
  },
];

describe.each(products)('$name through Blender → template layers (64²)', ({ scene, radius, printed: enough }) => {
  const rendered = renderPasses(scene, () => {}, cache).then(({ dir }) => ({ dir, out: layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir)) }));

  it('prints on the product facing the camera, within the print area’s rectangle', async () => {
    const { dir, out } = await rendered;
    const { printed, onFabric, overProduct } = printOnFabric(dir, SIZE, out, { ...scene.printArea, panel: 0 });
    expect(overProduct).toBe(0);
    expect(onFabric / printed).toBeGreaterThan(0.98);
    expect(printed).toBeGreaterThan(enough);
  }, 240_000);

  it('keeps the print area’s millimetres on the product', async () => {
    const g = readGrid((await rendered).dir);
    expect(g.missing).toBe(0);
    const at = (i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3);
    // The grid's world points are in centimetres.
    const length = (a: number[], b: number[]) => Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10;
    const cellX = (scene.printArea.x1 - scene.printArea.x0) / g.cols, cellY = (scene.printArea.y1 - scene.printArea.y0) / g.rows;
    const across = Math.round(50 / cellX), up = Math.round(50 / cellY);
    for (let j = 0; j + up <= g.rows; j++) {
      for (let i = 0; i + across <= g.cols; i++) {
        expect(Math.abs(length(at(i, j), at(i, j + up)) / (up * cellY) - 1)).toBeLessThan(0.01);
        expect(Math.abs(length(at(i, j), at(i + across, j)) / chordOf(across * cellX, radius) - 1)).toBeLessThan(0.02);
      }
    }
  }, 240_000);
});
