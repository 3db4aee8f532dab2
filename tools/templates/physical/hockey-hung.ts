/**
 * An ice-hockey jersey on a wooden hanger against a painted concrete-block wall (a locker room). Teagan cut roomy and
 * straight with long sleeves (garments/tee.ts), the sleeves widened to a hockey jersey's cuff, sewn on the invisible
 * dress form as the long-sleeve T-shirts are, then the form taken away and hung on the staged tees' wooden hanger,
 * laid out at its own width first (blender/hockey_hung/staging/hang.py). Blender entry: blender/hockey_hung/ (the block wall and the
 * render). Layers come from the passes as for every physical template; the print area is a rectangle of the front.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type PrintAreaSpec, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { teePattern, type GarmentPattern, type TeeOptions } from './garments/tee';
import { layersFromPasses } from './layers';
import { sewingPlan, type SewingPlan, type Vec2 } from './pattern';
import type { StageFidelity } from './tee-staged';

export type HangFidelity = StageFidelity & { air: number };
import { onProductOnly } from './tote';

type Rgb = [number, number, number];

export interface HockeyJerseyOptions extends TeeOptions {
  /** The sleeve's hem (the cuff's circumference), mm: Teagan's long sleeve tapers to 1.3 × the wrist. */
  cuffMm: number;
}

export interface HungHockeySpec {
  id: string;
  type: string;
  style: string;
  garment: HockeyJerseyOptions;
  printArea: PrintAreaSpec;
  /** Linear albedos: the wall's paint, the hanger's wood. */
  stage: { wall: Rgb; wood: Rgb };
  view: ViewSpec;
}

const SCRIPT = 'hockey_hung/render_hockey_hung.py';
/** The jersey's own hanging (on the staged tees' hanger): the staged drape is cached by that folder's scripts. */
const STAGE_SCRIPT = 'hockey_hung/staging/hang.py';
/** The ghost tees' cloth (18 mm, quality 7, 90 frames), six samples. */
export const HOCKEY_FIDELITY: Fidelity = { spacing: 18, frames: 90, quality: 7, samples: 6 };
/** The drop's frames, quality and air damping (the tees' is 2: the long sleeves swung in). */
const FULL_STAGE: HangFidelity = { frames: 90, quality: 6, air: 8 };
const here = path.dirname(fileURLToPath(import.meta.url));

/** Moves each sleeve's two cuff corners (its lowest points) out from the sleeve's centre line so the hem is `cuffMm`
 *  long; the underarm seams stay straight lines from the cap's corners down to them. */
export function widenCuffs(g: GarmentPattern, cuffMm: number): GarmentPattern {
  const panels = g.panels.map((p) => {
    if (!p.name.startsWith('sleeve')) return p;
    const hem = p.edges.find((e) => e.name === 'hem')!;
    const low = Math.min(...hem.points.map((q) => q[1]));
    const width = Math.abs(hem.points[0]![0] - hem.points[hem.points.length - 1]![0]);
    const k = cuffMm / width;
    const move = (q: Vec2): Vec2 => (Math.abs(q[1] - low) < 1e-6 ? [q[0] * k, q[1]] : q);
    return { ...p, edges: p.edges.map((e) => ({ ...e, points: e.points.map(move) })) };
  });
  return { ...g, panels };
}

export function hockeyPattern(o: HockeyJerseyOptions): GarmentPattern {
  return widenCuffs(teePattern({ ...o, longSleeves: true }), o.cuffMm);
}

/** The hems' double needle 14 mm above each hem (apparel.ts's, for the render's stitch lines). */
function hems(plan: SewingPlan): Array<[number, 'x' | 'y', number]> {
  return plan.panels.map((p, index) => {
    const [a, b] = p.edges.hem!;
    return [index, 'y', Math.max(p.outline[a]![1], p.outline[b]![1]) + 14] as [number, 'x' | 'y', number];
  });
}

/** The print area as a rectangle of the front's pattern (mm, y up), below the neckline's centre (the V's point). */
function areaRect(plan: SewingPlan, a: PrintAreaSpec) {
  const panel = plan.panels.findIndex((p) => p.name === a.panel);
  const p = plan.panels[panel]!;
  const [n0, n1] = p.edges.neck!;
  const centre = p.outline.slice(n0, n1 + 1).reduce((best, q) => (Math.abs(q[0]) < Math.abs(best[0]) ? q : best));
  const top = centre[1] - a.belowNeckMm;
  const cx = a.offsetMm ?? 0;
  return { panel, x0: cx - a.widthMm / 2, x1: cx + a.widthMm / 2, y0: top - a.heightMm, y1: top };
}

/** The hung tee's studio light: the chest ~30 cm above the form's waist (z 0), where it was sewn. */
const LIGHTS = [
  { name: 'key', location: [-2.4, -1.4, 1.3], target: [0, 0, 0.3], size: 1.6, energy: 1000 },
  { name: 'fill', location: [2.2, -1.8, 0.5], target: [0, 0, 0.3], size: 2.4, energy: 160 },
  { name: 'top', location: [0.3, -0.2, 2.5], target: [0, 0, 0.3], size: 1.4, energy: 220 },
];

/** Everything Blender needs for the hung hockey jersey (what its cache is keyed by). */
export function hockeyHungScene(s: HungHockeySpec, size: number, f: Fidelity = HOCKEY_FIDELITY, stageFidelity: HangFidelity = FULL_STAGE, cacheDir = passCacheDir) {
  const g = hockeyPattern(s.garment);
  const plan = sewingPlan(g.panels, g.seams, f.spacing);
  // Sewn as the first long-sleeve tees were: arms lowered 42°, 640 mm long.
  const drape = { plan, measurements: g.measurements, frames: f.frames, settle: 0, quality: f.quality, selfCollision: false, armAngle: 42, armLength: 640 };
  const garment = { ...drape, drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`), knit: 'jersey', hems: hems(plan), albedo: WHITE_ALBEDO };
  const staging = { script: STAGE_SCRIPT, sewn: path.basename(garment.drapeFile), ...stageFidelity, stage: { kind: 'hanger' } };
  const cells = Math.max(8, Math.round(s.printArea.widthMm / 6));
  return {
    script: SCRIPT,
    size,
    samples: f.samples,
    seed: 7,
    threads: 1,
    garment,
    staging: { ...staging, file: path.join(cacheDir, 'drapes', `${sceneHash(staging)}.blend`) },
    printArea: areaRect(plan, s.printArea),
    grid: [cells, Math.round((cells * s.printArea.heightMm) / s.printArea.widthMm)],
    stage: { kind: 'hanger', ...s.stage },
    lights: LIGHTS,
    view: s.view,
  };
}

/** `f` other than HOCKEY_FIDELITY's samples is for drafts (the drapes are shared whatever the samples). */
export function hockeyHungRecipe(s: HungHockeySpec, f: Fidelity = HOCKEY_FIDELITY): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(hockeyHungScene(s, PHYSICAL_SIZE)))}-${hockeyCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(hockeyHungScene(s, size, f), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof hockeyHungScene>) {
  return {
    ...scene,
    garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) },
    staging: { ...scene.staging, file: path.basename(scene.staging.file) },
  };
}

/** This module, the layers' code, and the Blender scripts the entry borrows from other folders (the staged tees'
 *  wall surfaces, the staged sweatshirts' look), which sceneHash follows too. */
function hockeyCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'hockey-hung.ts')));
  for (const f of ['tee_staged/settings.py', 'sweatshirt_staged/look.py']) h.update(fs.readFileSync(path.join(here, '../blender', f)));
  return h.digest('hex').slice(0, 16);
}
