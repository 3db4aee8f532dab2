/**
 * What the physical apparel kinds share: the T-shirt's scene (a garment sewn from a FreeSewing pattern, draped on an
 * invisible dress form, lit in a studio; each kind's own entry renders it with Cycles), the print area on the
 * pattern, and the hash of the code that turns passes into layers.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passCacheDir, sceneHash } from './blender';
import { teePattern, type TeeOptions } from './garments/tee';
import { sewingPlan, type SewingPlan } from './pattern';

/** The size physical templates are rendered at. */
export const PHYSICAL_SIZE = 2048;
/** A white cotton's albedo: what a #FFFFFF product reflects, and the neutral albedo it is rendered in. */
export const WHITE_ALBEDO = 0.8;
/** Panel order in every garment's sewing plan (the fabric shader's `panel` attribute). */
const PANELS = ['front', 'back', 'sleeveR', 'sleeveL'] as const;

export interface PrintAreaSpec {
  /** 'front', 'back', 'left chest'… */
  name: string;
  panel: (typeof PANELS)[number];
  widthMm: number;
  heightMm: number;
  /** Distance of the area's top below the panel's neckline at the centre, mm. */
  belowNeckMm: number;
  /** Centre's offset from the panel's centre line, mm (positive: towards the panel's +x edge). */
  offsetMm?: number;
}

export interface ViewSpec {
  azimuth: number;
  elevation: number;
  lens: number;
  /** Share of the picture the garment's bounds fill. */
  fill: number;
  /** Moves the point looked at from the garment's centre, metres (x right, y back, z up). */
  shift?: [number, number, number];
}

export interface ApparelSpec {
  id: string;
  category: string;
  type: string;
  style: string;
  garment: TeeOptions;
  knit: 'jersey' | 'fleece' | 'twill';
  printArea: PrintAreaSpec;
  view: ViewSpec;
  /** Backdrop colour (linear RGB albedo). */
  backdrop: [number, number, number];
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The hems' stitch lines: a double needle 20 mm above each hem. */
function hems(plan: SewingPlan): Array<[number, 'x' | 'y', number]> {
  const out: Array<[number, 'x' | 'y', number]> = [];
  plan.panels.forEach((p, index) => {
    const [a, b] = p.edges.hem!;
    const ys = [p.outline[a]![1], p.outline[b]![1]];
    out.push([index, 'y', Math.max(...ys) + 14]);
  });
  return out;
}

/** The print area as a rectangle of its panel's pattern (mm, y up). */
function areaRect(plan: SewingPlan, a: PrintAreaSpec) {
  const panel = plan.panels.findIndex((p) => p.name === a.panel);
  const p = plan.panels[panel]!;
  const [n0, n1] = p.edges.neck!;
  const neck = p.outline.slice(n0, n1 + 1);
  const centre = neck.reduce((best, q) => (Math.abs(q[0]) < Math.abs(best[0]) ? q : best));
  const top = centre[1] - a.belowNeckMm;
  const cx = a.offsetMm ?? 0;
  return { panel, x0: cx - a.widthMm / 2, x1: cx + a.widthMm / 2, y0: top - a.heightMm, y1: top };
}

/** How finely a template is simulated and sampled (the tests' tiny scene turns all of it down). */
export interface Fidelity {
  /** Cloth vertex spacing, mm. */
  spacing: number;
  frames: number;
  quality: number;
  samples: number;
}

const FULL: Fidelity = { spacing: 18, frames: 90, quality: 7, samples: 10 };

/** Everything Blender needs for one template (what its cache is keyed by). */
export function sceneFor(s: ApparelSpec, size: number, f: Fidelity = FULL, cacheDir = passCacheDir) {
  const g = teePattern(s.garment);
  const plan = sewingPlan(g.panels, g.seams, f.spacing);
  if (plan.panels.map((p) => p.name).join() !== PANELS.join()) throw new Error('unexpected panel order');
  const rect = areaRect(plan, s.printArea);
  // Views of one garment share its drape (cached by this part's hash).
  const drape = { plan, measurements: g.measurements, frames: f.frames, settle: 0, quality: f.quality, selfCollision: false, armAngle: 42, armLength: s.garment.longSleeves ? 640 : 340 };
  const cells = Math.max(8, Math.round(s.printArea.widthMm / 6));
  return {
    size,
    samples: f.samples,
    seed: 7,
    garment: { ...drape, drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`), knit: s.knit, hems: hems(plan), albedo: WHITE_ALBEDO },
    printArea: rect,
    grid: [cells, Math.round((cells * s.printArea.heightMm) / s.printArea.widthMm)],
    setting: { colour: s.backdrop, floorZ: -0.95, backY: 1.3, world: 0.12 },
    lights: [
      { name: 'key', location: [-2.4, -1.4, 1.5], target: [0, 0, 0.1], size: 1.4, energy: 900 },
      { name: 'fill', location: [2.2, -1.8, 0.3], target: [0, 0, 0.1], size: 2.4, energy: 200 },
      { name: 'top', location: [0.4, 0.8, 2.4], target: [0, 0, 0.2], size: 1.2, energy: 300 },
    ],
    view: s.view,
  };
}

/** A hash of the code that turns passes into layers, so a change to it rebuilds the templates too. */
export function layerCodeHash(): string {
  const h = createHash('sha256');
  for (const f of ['layers.ts', 'denoise.ts', 'apparel.ts', 'pattern.ts', 'garments/tee.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
