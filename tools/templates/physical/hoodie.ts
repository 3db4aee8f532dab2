/**
 * Hoodies rendered physically: Hugo sewn in Blender (tools/templates/blender/hoodie/render_hoodie.py, which uses the
 * shared scripts), draped on the invisible dress form — the hood sewn turned back behind the neck, then drawn down
 * onto the back — rendered by Cycles, layers from the passes exactly as the T-shirts' (layers.ts). Only what differs from apparel.ts lives here: the pattern,
 * its panels' roles, the print areas on the hoodie's panels and the hood.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { HOODIE_PANELS, hoodiePattern, topstitchPocket, type HoodieOptions } from './garments/hoodie';
import { layersFromPasses } from './layers';
import { sewingPlan, type SewingPlan } from './pattern';

export interface HoodiePrintArea {
  /** 'front', 'back'… */
  name: string;
  panel: 'front' | 'back';
  widthMm: number;
  heightMm: number;
  /** Distance of the area's top below the panel's neckline at the centre, mm. */
  belowNeckMm: number;
  offsetMm?: number;
}

export interface HoodieSpec {
  id: string;
  category: string;
  type: string;
  style: string;
  garment: HoodieOptions;
  printArea: HoodiePrintArea;
  view: ViewSpec;
  /** Backdrop colour (linear RGB albedo). */
  backdrop: [number, number, number];
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Coarser cloth than the T-shirts' (18 mm, quality 7): fleece folds are broader, and eleven panels with self-collision
 *  (the hood lies on the back) drape in ~6 CPU minutes at 30 mm; 200 frames: 40 to sew, 80 to lower the arms (60 to
 *  draw the hood down, 40 to ease its springs), the rest to settle. */
export const HOODIE_FIDELITY: Fidelity = { spacing: 30, frames: 200, quality: 5, samples: 8 };

/** The print area as a rectangle of its panel's pattern (mm, y up), below the neckline's centre. */
function areaRect(plan: SewingPlan, a: HoodiePrintArea) {
  const panel = plan.panels.findIndex((p) => p.name === a.panel);
  const p = plan.panels[panel]!;
  const neck = Object.entries(p.edges).filter(([name]) => name.startsWith('neck')).flatMap(([, [i0, i1]]) => {
    const n = (i1 === 0 ? p.outline.length : i1) - i0;
    return Array.from({ length: n + 1 }, (_, k) => p.outline[(i0 + k) % p.outline.length]!);
  });
  const centre = neck.reduce((best, q) => (Math.abs(q[0]) < Math.abs(best[0]) ? q : best));
  const top = centre[1] - a.belowNeckMm;
  const cx = a.offsetMm ?? 0;
  return { panel, x0: cx - a.widthMm / 2, x1: cx + a.widthMm / 2, y0: top - a.heightMm, y1: top };
}

/** Everything Blender needs for one hoodie template (what its cache is keyed by). */
export function hoodieScene(s: HoodieSpec, size: number, f: Fidelity = HOODIE_FIDELITY, cacheDir = passCacheDir) {
  const g = hoodiePattern(s.garment);
  const plan = topstitchPocket(sewingPlan(g.panels, g.seams, f.spacing), f.spacing);
  if (plan.panels.map((p) => p.name).join() !== HOODIE_PANELS.join()) throw new Error('unexpected panel order');
  const rect = areaRect(plan, s.printArea);
  const script = 'hoodie/render_hoodie.py';
  const pocket = HOODIE_PANELS.indexOf('pocket');
  // Views of one garment share its drape (cached by this part's hash, which covers the hoodie's scripts too).
  const drape = {
    script, plan, measurements: g.measurements, frames: f.frames, settle: 40, quality: f.quality, selfCollision: true,
    // The arms are sewn held out at 42° and lowered to 20° over 60 frames once the seams have closed. They are thin
    // cones from 20 cm below the shoulder joint to the wrist, 12 mm further out than the body's shoulder: the cuffs
    // grip the wrists and carry the sleeves down, and no upper arm sweeps the body's side in (as the sweatshirts').
    armAngle: 42, armRest: 20, armFrames: 80, armFrom: 200, armLength: 780, armScale: 0.7, armOut: 12,
    neckHeight: 65, roles: HOODIE_PANELS, mass: 0.15, airDamping: 2.5, bending: 1.2,
    // The hood is drawn down over 60 frames to the worn hood turned 150° back and pressed to 40 % of its depth
    // against the back, held there by goal springs (stiffness 15) that ease to 4 over the next 30 frames and keep it
    // there (let go, it sprang up into a funnel); its first 6 cm from the neck seam stay free, the next 12 cm are
    // drawn ever more.
    hoodTurn: 150, hoodFlatten: 0.4, hoodFrames: [60, 30], hoodStiffness: 15, hoodHold: 1.5, hoodFree: [130, 260],
    // The body's neckline is drawn over the first 25 frames onto a ring round the form's neck (8 mm above the
    // shoulder's neck point at the sides, 70 mm lower at the centre front, 8 mm at the back, 4 mm off the form) and
    // pinned there (collar.py): held by the hood's seam alone, it was pulled up into a closed dome. The hood bends
    // as stiffly as two layers of fleece.
    collar: [8, 70, 8], collarGap: 4, collarFrames: 25, hoodBending: 8,
  };
  const cells = Math.max(8, Math.round(s.printArea.widthMm / 6));
  return {
    script,
    size,
    samples: f.samples,
    seed: 7,
    threads: 1,
    garment: {
      ...drape,
      drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`),
      knit: 'fleece',
      // The pocket's top is topstitched twice, 4 and 10 mm below its edge.
      hems: [[pocket, 'y', g.pocketTop - 10]],
      ribs: ['waistband', 'cuffR', 'cuffL'].map((r) => HOODIE_PANELS.indexOf(r as (typeof HOODIE_PANELS)[number])),
      albedo: WHITE_ALBEDO,
    },
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

export function hoodieRecipe(s: HoodieSpec): Recipe {
  return {
    id: s.id,
    category: s.category,
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(hoodieScene(s, PHYSICAL_SIZE)))}-${hoodieCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(hoodieScene(s, size), console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof hoodieScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers (apparel's) and drafts the hoodie. */
function hoodieCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['hoodie.ts', 'garments/hoodie.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
