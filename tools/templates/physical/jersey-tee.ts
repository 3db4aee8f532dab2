/**
 * Jerseys on the invisible form sewn as the ghost T-shirts now are (tee-ghost.ts): the back walked round the form the
 * other way so every seam starts beside its partner, one winding before the shell — where the soccer jersey
 * (jersey.ts, whose inputs are frozen with its shipped template) still rolls its hem and puckers a sleeve cap. Dressed
 * as the soccer jersey: the tank's athletic mesh, the neckline bound. Blender entry: blender/jersey_tee/.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, sceneFor, WHITE_ALBEDO, type Fidelity, type PrintAreaSpec, type ViewSpec } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import type { TeeOptions } from './garments/tee';
import { layersFromPasses } from './layers';
import type { SewingPlan } from './pattern';

type Rgb = [number, number, number];

export interface GhostJerseySpec {
  id: string;
  type: string;
  style: string;
  garment: TeeOptions;
  printArea: PrintAreaSpec;
  /** The studio sweep's colour (linear RGB albedo). */
  backdrop: Rgb;
  view: ViewSpec;
  /** A button placket down the front from the V's point to the hem (blender/jersey_tee/placket.py). */
  placket?: { halfWidthMm: number; buttonMm: number; pitchMm: number };
  /** The form's waist and hips as a share of its chest (tee/drape.py, as tee-ghost.ts's FORM_BELOW_CHEST): a form that
   *  fills a straight-cut jersey below the chest holds its front smooth down to the hem. */
  formBelowChest?: number;
}

export const GHOST_JERSEY_SCRIPT = 'jersey_tee/render_jersey_tee.py';
/** What the entry imports from outside its folder (sceneHash follows them too): the tank's knit and framing,
 *  the ghost tee's drape, the soccer jersey's binding. In the scene, so a change to any of them re-renders these. */
const DRAPE = 'tee/drape.py';
const IMPORTS = ['sports/athletic.py', 'sports/framing.py', DRAPE, 'jersey/trim.py'];
/** The neckline's binding, mm (the tank's and the soccer jersey's). */
const BINDING = 12;
/** The soccer jersey's samples on the form. */
const SAMPLES = 8;
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');

function filesHash(files: string[]): string {
  const h = createHash('sha256');
  for (const file of files) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** Where the placket runs on the front's pattern and where its buttons sit: the first 25 mm under the V's point,
 *  then one every `pitch` down to 50 mm above the hem. */
function placketFor(plan: SewingPlan, p: NonNullable<GhostJerseySpec['placket']>) {
  const front = plan.panels[0]!;
  const span = (edge: string) => front.edges[edge]!.map((k) => front.outline[k]![1]);
  const top = Math.min(...front.outline.slice(front.edges.neck![0], front.edges.neck![1] + 1).map(([, y]) => y));
  const bottom = Math.max(...span('hem'));
  const buttons: number[] = [];
  for (let y = top - 25; y > bottom + 50; y -= p.pitchMm) buttons.push(y);
  return { top, bottom, half: p.halfWidthMm, radius: p.buttonMm / 2, buttons };
}

/** apparel.ts's scene for the jersey, rendered by this entry on one thread; the drape is keyed by the ghost tee's
 *  sewing script too, so it is never one sewn with the shared placement. */
export function ghostJerseyScene(s: GhostJerseySpec, size: number, f?: Fidelity, cacheDir = passCacheDir) {
  const base = sceneFor({ id: s.id, category: 'sports', type: s.type, style: s.style, garment: s.garment, knit: 'jersey', printArea: s.printArea, view: s.view, backdrop: s.backdrop }, size, f, cacheDir);
  const { drapeFile, knit, hems, albedo, ...sewing } = base.garment;
  void drapeFile;
  // Keyed by the sewing script, not this entry's folder: a change to how the jersey is dressed keeps its drape.
  const form = s.formBelowChest ? { formBelowChest: s.formBelowChest } : {};
  const drape = { ...sewing, ...form, sewnBy: DRAPE, sewing: filesHash([DRAPE]) };
  const placket = s.placket ? { placket: placketFor(base.garment.plan, s.placket) } : {};
  return {
    ...base,
    script: GHOST_JERSEY_SCRIPT,
    imports: filesHash(IMPORTS),
    samples: Math.min(base.samples, SAMPLES),
    threads: 1,
    garment: { ...drape, drapeFile: path.join(cacheDir, 'drapes', `${sceneHash(drape)}.blend`), knit, hems, albedo, bound: ['neck'], binding: BINDING, ...placket },
  };
}

export function ghostJerseyRecipe(s: GhostJerseySpec): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(ghostJerseyScene(s, PHYSICAL_SIZE)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const passes = await renderPasses(ghostJerseyScene(s, size), console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof ghostJerseyScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  h.update(fs.readFileSync(path.join(here, 'jersey-tee.ts')));
  return h.digest('hex').slice(0, 16);
}
