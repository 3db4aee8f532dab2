/**
 * Sweatshirts rendered physically: Sven sewn in Blender (tools/templates/blender/sweatshirt/render_sweatshirt.py,
 * which uses the shared scripts), draped on the invisible dress form with long sleeves lowered beside the body,
 * rendered by Cycles, layers from the passes exactly as the T-shirts' (layers.ts). Only what differs from apparel.ts
 * lives here: the pattern, its panels' roles, the drape's numbers and the print areas.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { SWEATSHIRT_PANELS, sweatshirtPattern, type SweatshirtOptions } from './garments/sweatshirt';
import { layersFromPasses } from './layers';
import { sewingPlan, type SewingPlan } from './pattern';

export interface SweatshirtPrintArea {
  /** 'front', 'back', 'left chest'… */
  name: string;
  panel: 'front' | 'back';
  widthMm: number;
  heightMm: number;
  /** Distance of the area's top below the panel's neckline at the centre, mm. */
  belowNeckMm: number;
  /** Centre's offset from the panel's centre line, mm (positive: towards the panel's +x edge). */
  offsetMm?: number;
}

/** How the garment is posed on the form: arms sewn held out at `armAngle`° and lowered to `armRest`°. */
export interface SweatshirtPose {
  armAngle: number;
  armRest: number;
}

export interface SweatshirtSpec {
  id: string;
  category: string;
  type: string;
  style: string;
  garment: SweatshirtOptions;
  pose?: SweatshirtPose;
  printArea: SweatshirtPrintArea;
  view: ViewSpec;
  /** Backdrop colour (linear RGB albedo). */
  backdrop: [number, number, number];
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Fleece folds are broader than jersey's: 26 mm cloth, quality 5; 130 frames: gravity from frame 20, the arms
 *  lowered over frames 30–90, the rest to settle. */
export const SWEATSHIRT_FIDELITY: Fidelity = { spacing: 26, frames: 130, quality: 5, samples: 8 };
const POSE: SweatshirtPose = { armAngle: 42, armRest: 20 };
/** The collar's rib, mm of fabric along the neckline. */
const COLLAR_MM = 24;

/** The print area as a rectangle of its panel's pattern (mm, y up), below the neckline's centre. */
function areaRect(plan: SewingPlan, a: SweatshirtPrintArea) {
  const panel = plan.panels.findIndex((p) => p.name === a.panel);
  const p = plan.panels[panel]!;
  const [n0, n1] = p.edges.neck!;
  const neck = p.outline.slice(n0, n1 + 1);
  const centre = neck.reduce((best, q) => (Math.abs(q[0]) < Math.abs(best[0]) ? q : best));
  const top = centre[1] - a.belowNeckMm;
  const cx = a.offsetMm ?? 0;
  return { panel, x0: cx - a.widthMm / 2, x1: cx + a.widthMm / 2, y0: top - a.heightMm, y1: top };
}

/** Everything Blender needs for one sweatshirt template (what its cache is keyed by). */
export function sweatshirtScene(s: SweatshirtSpec, size: number, f: Fidelity = SWEATSHIRT_FIDELITY, cacheDir = passCacheDir) {
  const g = sweatshirtPattern(s.garment);
  const plan = sewingPlan(g.panels, g.seams, f.spacing);
  if (plan.panels.map((p) => p.name).join() !== SWEATSHIRT_PANELS.join()) throw new Error('unexpected panel order');
  const rect = areaRect(plan, s.printArea);
  const script = 'sweatshirt/render_sweatshirt.py';
  const pose = s.pose ?? POSE;
  // Views of one garment share its drape (cached by this part's hash, which covers the sweatshirt's scripts too).
  const drape = {
    script, plan, measurements: g.measurements, frames: f.frames, gravityFrom: 20, quality: f.quality, selfCollision: true,
    // The form's arms: thin cones from 20 cm below the shoulder joint to the wrist (no upper arm to sweep the body's
    // side in as they are lowered), 12 mm further out than the body's shoulder, lowered from frame 30 over 60 frames.
    ...pose, settle: 30, armFrames: 60, armFrom: 200, armLength: 720, armScale: 0.7, armOut: 12,
    mass: 0.15, airDamping: 2.5, bending: 1.2,
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
      hems: [] as Array<[number, 'x' | 'y', number]>,
      ribs: ['waistband', 'cuffR', 'cuffL'].map((r) => SWEATSHIRT_PANELS.indexOf(r as (typeof SWEATSHIRT_PANELS)[number])),
      collar: COLLAR_MM,
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

export function sweatshirtRecipe(s: SweatshirtSpec): Recipe {
  return {
    id: s.id,
    category: s.category,
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(sweatshirtScene(s, PHYSICAL_SIZE)))}-${sweatshirtCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(sweatshirtScene(s, size), console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof sweatshirtScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers (apparel's) and drafts the sweatshirt. */
function sweatshirtCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['sweatshirt.ts', 'garments/sweatshirt.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
