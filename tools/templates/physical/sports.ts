/**
 * Sports tops rendered physically: a basketball tank (FreeSewing's Aaron) or a jersey (Teagan, through its own
 * options) sewn and draped on the invisible dress form by tools/templates/blender/sports/render_sports.py, in a
 * polyester athletic knit with a faint sheen, the armholes and neckline bound; layers from the passes exactly as the
 * T-shirts' (layers.ts). Views of one garment (front and back) share its drape.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { tankPattern, type TankOptions } from './garments/tank';
import { teePattern, type GarmentPattern, type TeeOptions } from './garments/tee';
import { layersFromPasses } from './layers';
import { sewingPlan, type SewingPlan } from './pattern';

export interface SportsPrintArea {
  /** 'front' or 'back'. */
  name: string;
  panel: 'front' | 'back';
  widthMm: number;
  heightMm: number;
  /** Distance of the area's top below the panel's neckline at the centre, mm. */
  belowNeckMm: number;
}

export type SportsGarment = ({ kind: 'tank' } & TankOptions) | ({ kind: 'jersey' } & TeeOptions);

export interface SportsSpec {
  id: string;
  type: string;
  style: string;
  garment: SportsGarment;
  printArea: SportsPrintArea;
  view: ViewSpec;
  /** Backdrop colour (linear RGB albedo). */
  backdrop: [number, number, number];
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The tee's cloth (18 mm, quality 7), 100 frames: 30 to sew with gravity off, the rest to hang and settle; eight
 *  samples (the T-shirts take ten), since a 2048² render took ~30 min of one thread on this shared machine. */
export const SPORTS_FIDELITY: Fidelity = { spacing: 18, frames: 100, quality: 7, samples: 8 };
/** Frames with gravity off while the seams close: a tank hangs from its straps alone, and with gravity on from the
 *  first frame it slid off the form before they met over the shoulders. */
const SEW_FRAMES = 30;

function pattern(g: SportsGarment): GarmentPattern {
  return g.kind === 'tank' ? tankPattern(g) : teePattern(g);
}

/** The print area as a rectangle of its panel's pattern (mm, y up), below the neckline's centre. */
function areaRect(plan: SewingPlan, a: SportsPrintArea) {
  const panel = plan.panels.findIndex((p) => p.name === a.panel);
  const p = plan.panels[panel]!;
  const [n0, n1] = p.edges.neck!;
  const neck = p.outline.slice(n0, n1 + 1);
  const centre = neck.reduce((best, q) => (Math.abs(q[0]) < Math.abs(best[0]) ? q : best));
  const top = centre[1] - a.belowNeckMm;
  // On the back the design runs towards pattern −x: that is the viewer's right seen from behind (garments/tank.ts).
  const w = a.panel === 'back' ? -a.widthMm / 2 : a.widthMm / 2;
  return { panel, x0: -w, x1: w, y0: top - a.heightMm, y1: top };
}

/** Everything Blender needs for one sports template (what its cache is keyed by). */
export function sportsScene(s: SportsSpec, size: number, f: Fidelity = SPORTS_FIDELITY, cacheDir = passCacheDir) {
  const g = pattern(s.garment);
  const plan = sewingPlan(g.panels, g.seams, f.spacing);
  const rect = areaRect(plan, s.printArea);
  const script = 'sports/render_sports.py';
  const tank = s.garment.kind === 'tank';
  // Views of one garment share its drape (cached by this part's hash, which covers the sports scripts too).
  const drape = {
    script, plan, measurements: g.measurements, frames: f.frames, settle: Math.min(SEW_FRAMES, Math.round(f.frames / 3)), quality: f.quality, selfCollision: false,
    // A tank's form has no arms (sports_form.py); a jersey's hold its sleeves out as the tee's form does.
    arms: !tank, armAngle: 42, armLength: 340,
  };
  const cells = Math.max(8, Math.round(s.printArea.widthMm / 6));
  return {
    script,
    size,
    samples: f.samples,
    seed: 7,
    garment: {
      ...drape,
      drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`),
      // Bound edges (a 12 mm binding) and the hems' double needle.
      bound: tank ? ['armholeR', 'armholeL', 'neck'] : ['neck'],
      binding: 12,
      sleeveHems: !tank,
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

export function sportsRecipe(s: SportsSpec): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(sportsScene(s, PHYSICAL_SIZE)))}-${sportsCodeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(sportsScene(s, size), console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof sportsScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

/** The code that turns passes into layers (apparel's) and drafts the sports tops. */
function sportsCodeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['sports.ts', 'garments/tank.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
