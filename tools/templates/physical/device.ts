/**
 * Screens rendered physically: phones, tablets, laptops and monitors. A body with rounded corners and eased edges (its
 * frame and back the product's colour), buttons on its sides, and glass over the front — black round the display, the
 * display the print area — lying on a table, leaning back on a wooden wedge or floating tilted over a sweep; a laptop's
 * lid hinged open on its base (keys, trackpad), a monitor on its stand (tools/templates/blender/devices/), rendered by
 * Cycles; layers from the passes as the garments' (layers.ts). A display gives light rather than taking it: on the
 * print the shade is the white point's, whatever falls on the glass, and the glass's reflections lie over the design
 * at full strength.
 */
import { BYTE_TO_LINEAR, linearToByte } from '../../../core/src/render/light';
import { INK_GLOSS } from '../../../core/src/render/composite';
import type { Recipe, RecipeOutput } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';

type Rgb = [number, number, number];

/** A device's size and make, mm: its corners' radius, how far its edges are eased, its display (centred, or moved up
 *  `offsetYMm` over a chin) and a phone's camera island; buttons as [side, centre up from the middle, length]. A laptop
 *  is its lid on a `base` (keys, trackpad) hinged open `openDeg`; a monitor stands on a `stand`. */
export interface Model {
  type: string;
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  cornerMm: number;
  easeMm: number;
  screen: { widthMm: number; heightMm: number; cornerMm: number; offsetYMm?: number };
  island?: { widthMm: number; heightMm: number; fromTopMm: number };
  buttons: ['left' | 'right', number, number][];
  base?: { depthMm: number; thicknessMm: number; openDeg: number };
  stand?: boolean;
}

/** A 6.1-inch phone (2556 × 1179 display). */
export const PHONE: Model = {
  type: 'iphone-15', widthMm: 71.6, heightMm: 147.6, thicknessMm: 7.8, cornerMm: 10, easeMm: 1.6,
  screen: { widthMm: 65, heightMm: 141, cornerMm: 8 }, island: { widthMm: 19, heightMm: 5.6, fromTopMm: 3 },
  buttons: [['left', 52, 6], ['left', 38, 9.5], ['left', 24, 9.5], ['right', 36, 16]],
};

/** An 11-inch tablet (2360 × 1640 display). */
export const TABLET: Model = {
  type: 'tablet', widthMm: 178.5, heightMm: 247.6, thicknessMm: 6.1, cornerMm: 18, easeMm: 1.3,
  screen: { widthMm: 158, heightMm: 227.4, cornerMm: 12 }, buttons: [['right', 100, 12], ['right', 85, 12]],
};

/** A 13.6-inch laptop (2560 × 1664 display), open a little past upright. */
export const LAPTOP: Model = {
  type: 'laptop', widthMm: 304, heightMm: 212, thicknessMm: 4.2, cornerMm: 9, easeMm: 1,
  screen: { widthMm: 289.6, heightMm: 188.3, cornerMm: 4, offsetYMm: 4 }, buttons: [], base: { depthMm: 215, thicknessMm: 7.5, openDeg: 112 },
};

/** A 27-inch monitor (16:9) on its stand. */
export const MONITOR: Model = {
  type: 'monitor', widthMm: 615, heightMm: 368, thicknessMm: 11, cornerMm: 5, easeMm: 1.5,
  screen: { widthMm: 597, heightMm: 336, cornerMm: 1, offsetYMm: 6 }, buttons: [], stand: true,
};

export interface DeviceSpec extends Pick<PaperSpec, 'id' | 'style' | 'table' | 'wall' | 'props' | 'lights' | 'seed'> {
  category: string;
  model: Model;
  /** Lying face up, turned face-on by `tilt` degrees (90: upright facing the camera), rolled, turned; its lowest
   *  point `z` mm above the table (a float). */
  place: { x: number; y: number; z?: number; tilt?: number; roll?: number; turn?: number };
  /** Turned a quarter, its display wider than tall. */
  landscape?: boolean;
  /** A wooden wedge it leans back on (its colour). */
  wedge?: Rgb;
  view: ViewSpec & { aim?: [number, number] };
}

/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;
/** The light a lit display gives white ink, linear: the white point of the layers (layers.ts). */
const SCREEN_LIGHT = 0.9;

/** The display's rectangle on the front, mm from its lower left corner as the design stands. */
function screenRect({ widthMm, heightMm, screen }: Model, landscape = false) {
  const [w, h, sw, sh] = landscape ? [heightMm, widthMm, screen.heightMm, screen.widthMm] : [widthMm, heightMm, screen.widthMm, screen.heightMm];
  const x0 = (w - sw) / 2, y0 = (h - sh) / 2 + (landscape ? 0 : screen.offsetYMm ?? 0);
  return { panel: 0, x0, y0, x1: x0 + sw, y1: y0 + sh };
}

/** Everything Blender needs for one device template (what its cache is keyed by). */
export function deviceScene(s: DeviceSpec, size: number, samples = SAMPLES) {
  if (s.landscape && (s.model.island || s.model.screen.offsetYMm)) throw new Error(`${s.id}: a landscape device has its display centred, no island`);
  const area = screenRect(s.model, s.landscape);
  const { type: _type, ...model } = s.model;
  return {
    script: 'devices/render_device.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    device: { ...model, landscape: s.landscape ?? false, albedo: WHITE_ALBEDO },
    place: s.place,
    wedge: s.wedge,
    printArea: area,
    grid: [Math.max(8, Math.round((area.x1 - area.x0) / 5)), Math.max(8, Math.round((area.y1 - area.y0) / 5))],
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

/** The display lights its ink itself, and the glass's reflections lie over it whole (the renderer gives ink only
 *  INK_GLOSS of a highlight, as printed ink has less sheen than the product). */
export function lightDisplay(out: RecipeOutput): RecipeOutput {
  // Whole levels, rounded down as a byte array stores them.
  const shade = Math.floor(linearToByte(SCREEN_LIGHT));
  for (let i = 0; i < out.printMask.length; i++) {
    if (!out.printMask[i]) continue;
    out.shade[i] = shade;
    out.highlight[i] = Math.floor(linearToByte(Math.min(1, BYTE_TO_LINEAR[out.highlight[i]!]! / INK_GLOSS)));
  }
  return out;
}

export const deviceRecipe = (s: DeviceSpec): Recipe => {
  const { x0, y0, x1, y1 } = screenRect(s.model, s.landscape);
  return modelledRecipe({
    id: s.id,
    category: s.category,
    type: s.model.type,
    style: s.style,
    printArea: { name: 'screen', widthMm: x1 - x0, heightMm: y1 - y0 },
    scene: (size) => deviceScene(s, size),
    finish: lightDisplay,
    file: import.meta.url,
  });
};
