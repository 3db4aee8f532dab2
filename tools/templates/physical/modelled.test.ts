/**
 * A tiny mug, phone case, folded card, magazine, framed print, canvas, sticker, book, carton and phone through the
 * physical pipeline, in Blender itself (modelled.ts): each modelled on its set, rendered at 64² with a few samples,
 * its passes turned into layers. The print lies on the product, its uv inside its rectangle, and the print area's
 * millimetres are true on the product: 5 cm up stays 5 cm, 5 cm across is 5 cm of the case's flat back, of the card's
 * front half stood up beside its fold, of a print leaning in its frame, of a canvas's face, of a round sticker's print
 * (its rectangle's corners lie beyond the cut), of a book's front board, of a carton's front, of a phone's display, or
 * 5 cm of arc round the mug (a chord of 47 mm on an 82 mm mug; a print laid out flat would be 6 % off). A book's spine
 * and a carton's side and top are further areas, each with its own mask and grid. A bottle's label is 5 cm of arc round
 * it; a squeeze tube's and a pouch's rows keep their millimetres where the tube flattens and the pouch bows.
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
import { bookScene } from './book';
import { canvasScene } from './canvas';
import { cartonScene } from './carton';
import { deviceScene, PHONE } from './device';
import { splitByPanel, type PanelArea } from './panels';
import { printOnFabric } from './print-on-fabric';
import { stickerScene } from './sticker';
import { badgeScene, heart } from './badge';
import { vesselScene, type Vessel, type VesselSpec } from './vessel';
import { bottle, cap, WHITE } from './vessel-shapes';

const SIZE = 64;
const KEY = { name: 'key', location: [-0.4, -0.3, 1.5], target: [0, 0, 0.05], size: 1.6, energy: 380 };
const GREY: [number, number, number] = [0.6, 0.6, 0.6];
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'modelled-test-'));
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

/** Each scene rendered once (the book's is read by two blocks). */
const renders = new Map<object, ReturnType<typeof renderPasses>>();
const render = (scene: object) => renders.get(scene) ?? renders.set(scene, renderPasses(scene, () => {}, cache)).get(scene)!;

/** The chord across `mm` of the product's surface: its arc round a mug of `radius`, or itself on a flat back. */
const chordOf = (mm: number, radius?: number) => (radius ? 2 * radius * Math.sin(mm / radius / 2) : mm);

/** A hardcover standing three-quarter on, its front cover the first print area and its spine the second (panels.ts). */
const book = bookScene({ id: 'test-8', style: 'tiny', book: { kind: 'hardcover', widthMm: 158, heightMm: 240, spineMm: 40, finish: 'silk' },
  place: { x: 0, y: 0, stand: true, turn: 20 }, spine: true, table: { surface: 'sweep', colour: GREY }, lights: [KEY],
  view: { azimuth: -35, elevation: 8, lens: 85, fill: 0.9 } }, SIZE, 4);
const SPINE: PanelArea[] = [{ area: { name: 'spine', widthMm: 40, heightMm: 240 }, panel: 1 }];

/** A carton three-quarter on from above: its front the first print area, its right side and its top the others. */
const carton = cartonScene({ id: 'test-9', style: 'tiny', box: { kind: 'carton', widthMm: 120, heightMm: 160, depthMm: 80, finish: 'silk', bulgeMm: 0.5, bowMm: 0.6 },
  place: { x: 0, y: 0, turn: -30 }, faces: ['front', 'right', 'top'], table: { surface: 'sweep', colour: GREY }, lights: [KEY],
  view: { azimuth: 0, elevation: 30, lens: 85, fill: 0.9 } }, SIZE, 4);
const SIDES: PanelArea[] = [{ area: { name: 'side panel', widthMm: 80, heightMm: 160 }, panel: 1 }, { area: { name: 'top panel', widthMm: 120, heightMm: 80 }, panel: 2 }];

interface Product {
  name: string;
  scene: { script: string; printArea: { x0: number; x1: number; y0: number; y1: number } };
  radius?: number;
  printed: number;
  /** Further areas on their own panels: the first area's mask is then its own panel's share. */
  further?: PanelArea[];
}

const vessel = (id: string, v: Vessel, label: VesselSpec['label'], elevation = 8) =>
  vesselScene({ id, style: 'tiny', category: 'bottles', type: 'bottle', vessel: v, label, place: { x: 0, y: 0 },
    table: { surface: 'sweep', colour: GREY }, lights: [KEY], view: { azimuth: 0, elevation, lens: 85, fill: 0.9 } }, SIZE, 4);
const tube = vessel('test-11', {
  body: { kind: 'tube', radiusMm: 17.5, neckMm: 7, baseMm: 14, shoulderMm: 6, lengthMm: 120, flatFrom: 0.25, crimpMm: 8 }, finish: 'satin',
  parts: [{ profile: cap(14, 0, 14.5, 3), material: WHITE }] }, { widthMm: 40, heightMm: 90, aboveFootMm: 30 });
const pouch = vessel('test-12', { body: { kind: 'pouch', widthMm: 130, heightMm: 200, gussetMm: 50, sealMm: 14, finMm: 5 }, finish: 'matte' },
  { widthMm: 110, heightMm: 150, aboveFootMm: 20 });

const products: Product[] = [
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
  {
    name: 'a gallery-wrapped canvas hung on a wall, seen at an angle',
    scene: canvasScene({ id: 'test-6', style: 'tiny', canvas: { widthMm: 500, heightMm: 400, depthMm: 38 }, mount: { kind: 'hang', hangMm: 1400 },
      wall: GREY, floor: { surface: 'oak', colour: GREY }, lights: [{ ...KEY, location: [-0.8, -2.0, 2.0], target: [0, 0, 1.0] }],
      view: { azimuth: 30, elevation: 4, lens: 50, fill: 0.9 } }, SIZE, 4),
    radius: undefined,
    printed: 500,
  },
  {
    name: 'a round sticker on a laptop lid (its print rectangle’s corners beyond the cut)',
    scene: stickerScene({ id: 'test-7', style: 'tiny', sticker: { widthMm: 80, heightMm: 80, cornerMm: 40, borderMm: 3, finish: 'gloss' },
      base: { kind: 'laptop', colour: GREY }, pieces: [{ x: 0, y: 0, print: true }], table: { surface: 'paper', colour: GREY }, lights: [KEY],
      view: { azimuth: 0, elevation: 70, lens: 85, fill: 0.9 } }, SIZE, 4),
    radius: undefined,
    printed: 500,
  },
  { name: 'a hardcover standing, its front cover', scene: book, printed: 500, further: SPINE },
  { name: 'a carton standing three-quarter on, its front panel', scene: carton, printed: 400, further: SIDES },
  {
    name: 'a phone face up, its display (the print rectangle’s corners rounded off the glass)',
    scene: deviceScene({ id: 'test-10', style: 'tiny', category: 'devices', model: PHONE, place: { x: 0, y: 0, turn: 10 },
      table: { surface: 'paper', colour: GREY }, lights: [KEY], view: { azimuth: 0, elevation: 80, lens: 85, fill: 0.9 } }, SIZE, 4),
    printed: 300,
  },
  {
    name: 'a bottle on a sweep, its label round the side',
    scene: vessel('test-13', { body: { kind: 'lathe', profile: bottle({ radius: 36, height: 262, shoulderAt: 205, neckAt: 232, neckRadius: 26 }) }, finish: 'gloss' },
      { widthMm: 70, heightMm: 110, aboveFootMm: 50 }),
    radius: 36,
    printed: 150,
  },
  {
    name: 'a heart-shaped acrylic keychain, its print rectangle’s corners and its hole beyond the face',
    scene: badgeScene({ id: 'test-14', style: 'tiny', category: 'keychains', type: 'keychain', place: { x: 0, y: 0, turn: 10 },
      badge: { outline: heart(52), thicknessMm: 3, make: 'acrylic', hole: { x: 0, y: 5, r: 2.4 } }, label: { widthMm: 40, heightMm: 36, centre: [0, -2] },
      table: { surface: 'paper', colour: GREY }, lights: [KEY], view: { azimuth: 0, elevation: 80, lens: 85, fill: 0.9 } }, SIZE, 4),
    radius: undefined,
    printed: 300,
  },
];


const rectOf = ({ cols, rows, ...rect }: (typeof book.furtherAreas)[number]) => ({ rect, cols, rows });

describe.each(products)('$name through Blender → template layers (64²)', ({ scene, radius, printed: enough, further }) => {
  const rendered = render(scene).then(({ dir }) => {
    const out = layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir));
    return { dir, out: further ? splitByPanel(dir, out, further) : out };
  });

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

describe('a book’s spine, the second print area on its own panel', () => {
  const { rect } = rectOf(book.furtherAreas[0]!);
  const rendered = render(book).then(({ dir }) => ({
    dir,
    out: splitByPanel(dir, layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir)), SPINE),
  }));

  it('has its own mask, on the spine’s rectangle of the cover, apart from the front’s', async () => {
    const { dir, out } = await rendered;
    const spine = out.furtherAreas![0]!;
    const { printed, onFabric } = printOnFabric(dir, SIZE, { ...out, printMask: spine.mask }, rect);
    expect(printed).toBeGreaterThan(20);
    expect(onFabric / printed).toBeGreaterThan(0.98);
    expect(spine.mask.every((m, i) => m === 0 || out.printMask[i] === 0)).toBe(true);
  }, 240_000);

  it('keeps the spine’s millimetres: 10 cm up its grid is 10 cm, its width is the spine’s', async () => {
    const { out } = await rendered;
    const { cols, rows } = out.furtherAreas![0]!.surface;
    const world = out.furtherAreas![0]!.print.world;
    const at = (i: number, j: number) => Array.from(world.slice(3 * (j * (cols + 1) + i), 3 * (j * (cols + 1) + i) + 3));
    const length = (a: number[], b: number[]) => Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10;
    const cellY = (rect.y1 - rect.y0) / rows;
    const up = Math.round(100 / cellY);
    expect(Math.abs(length(at(0, 0), at(0, up)) / (up * cellY) - 1)).toBeLessThan(0.01);
    // Across the rounded spine the chord is a little shorter than the cover's 40 mm, never longer.
    const across = length(at(0, 0), at(cols, 0));
    expect(across).toBeLessThanOrEqual(rect.x1 - rect.x0 + 0.1);
    expect(across).toBeGreaterThan((rect.x1 - rect.x0) * 0.9);
  }, 240_000);
});

describe('a carton’s side and top, print areas on their own panels', () => {
  const rendered = render(carton).then(({ dir }) => ({
    dir,
    out: splitByPanel(dir, layersFromPasses(dir, SIZE, WHITE_ALBEDO, readGrid(dir)), SIDES),
  }));

  it.each([0, 1])('area %i has its own mask on its panel’s rectangle, apart from the others', async (k) => {
    const { dir, out } = await rendered;
    const { rect } = rectOf(carton.furtherAreas[k]!);
    const area = out.furtherAreas![k]!;
    const { printed, onFabric } = printOnFabric(dir, SIZE, { ...out, printMask: area.mask }, rect);
    expect(printed).toBeGreaterThan(100);
    expect(onFabric / printed).toBeGreaterThan(0.98);
    const others = [out.printMask, ...out.furtherAreas!.filter((_, j) => j !== k).map((a) => a.mask)];
    expect(others.every((mask) => area.mask.every((m, i) => m === 0 || mask[i] === 0))).toBe(true);
  }, 240_000);

  it.each([0, 1])('area %i keeps its millimetres: 5 cm along its rows and columns is 5 cm', async (k) => {
    const { out } = await rendered;
    const { cols, rows } = out.furtherAreas![k]!.surface;
    const rect = carton.furtherAreas[k]!;
    const world = out.furtherAreas![k]!.print.world;
    const at = (i: number, j: number) => Array.from(world.slice(3 * (j * (cols + 1) + i), 3 * (j * (cols + 1) + i) + 3));
    const length = (a: number[], b: number[]) => Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!) * 10;
    const cellX = (rect.x1 - rect.x0) / cols, cellY = (rect.y1 - rect.y0) / rows;
    const across = Math.round(50 / cellX), up = Math.round(50 / cellY);
    expect(Math.abs(length(at(1, 1), at(1 + across, 1)) / (across * cellX) - 1)).toBeLessThan(0.02);
    expect(Math.abs(length(at(1, 1), at(1, 1 + up)) / (up * cellY) - 1)).toBeLessThan(0.02);
  }, 240_000);

  it('lays the top panel on the carton’s top: every grid point at its height, the design’s top towards the back', async () => {
    const { out } = await rendered;
    const { cols, rows } = out.furtherAreas![1]!.surface;
    const world = out.furtherAreas![1]!.print.world;
    const height = (i: number, j: number) => world[3 * (j * (cols + 1) + i) + 2]! * 10;
    for (let j = 0; j <= rows; j++) for (let i = 0; i <= cols; i++) expect(Math.abs(height(i, j) - 160)).toBeLessThan(2);
    // Row 0 is the design's top edge: it lies further from the camera (+y, turned with the box) than the last row.
    const y = (i: number, j: number) => world[3 * (j * (cols + 1) + i) + 1]!;
    expect(y(0, 0)).toBeGreaterThan(y(0, rows) + 4);
  }, 240_000);
});

describe.each([
  { name: 'a squeeze tube, round at its shoulder and flat at its crimp', scene: tube },
  { name: 'a stand-up pouch, bowed over its gusset', scene: pouch },
])('$name: its rows keep their millimetres on a curve that changes', ({ scene }) => {
  const grid = render(scene).then(({ dir }) => readGrid(dir));
  const point = (g: Awaited<typeof grid>, i: number, j: number) => g.world.slice(3 * (j * (g.cols + 1) + i), 3 * (j * (g.cols + 1) + i) + 3).map((cm) => cm * 10);
  const row = (g: Awaited<typeof grid>, j: number) => Array.from({ length: g.cols + 1 }, (_, i) => point(g, i, j));
  const along = (points: number[][]) => points.slice(1).reduce((sum, p, k) => sum + Math.hypot(...p.map((c, d) => c - points[k]![d]!)), 0);
  const chord = (points: number[][]) => Math.hypot(...points.at(-1)!.map((c, d) => c - points[0]![d]!));
  const depth = (points: number[][]) => Math.max(...points.map((p) => p[1]!)) - Math.min(...points.map((p) => p[1]!));

  it('is as long along every row as the label is wide', async () => {
    const g = await grid;
    expect(g.missing).toBe(0);
    for (let j = 0; j <= g.rows; j++) expect(Math.abs(along(row(g, j)) / (scene.printArea.x1 - scene.printArea.x0) - 1)).toBeLessThan(0.01);
  }, 240_000);

  it('curves more at the foot than at the top, and is narrower there for it', async () => {
    const g = await grid;
    // Row 0 is the label's top edge.
    const [top, foot] = [row(g, 0), row(g, g.rows)];
    expect(depth(foot)).toBeGreaterThan(depth(top) + 4);
    expect(chord(foot)).toBeLessThan(chord(top) - 2);
  }, 240_000);
});
