/**
 * The baseball jersey on the invisible form: cut, sewn, draped and dressed as the other jerseys on the form
 * (jersey-tee.ts, whose scene this extends), rendered by blender/baseball/, where the button placket is a layer of
 * fabric of its own lying on the front — lifted by its double thickness, topstitched, its overlapping edge casting a
 * thin shadow — with ivory plastic buttons on it that are no part of the product (they keep their colour and take no
 * print). jersey-tee.ts and blender/jersey_tee/ are hashed by shipped templates, so this kind only imports them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recipe, RecipeOutput } from '../recipe';
import { layerCodeHash, PHYSICAL_SIZE, WHITE_ALBEDO, type Fidelity } from './apparel';
import { passCacheDir, readGrid, renderPasses, sceneHash } from './blender';
import { ghostJerseyScene, type GhostJerseySpec } from './jersey-tee';
import { layersFromPasses } from './layers';

export interface BaseballSpec extends GhostJerseySpec {
  /** The strip from under the V's binding to the hem (2 × halfWidthMm wide), buttons `buttonMm` across every
   *  `pitchMm`; liftMm: its top face above the front at the seamed edge and at the overlapping one. */
  placket: { halfWidthMm: number; buttonMm: number; pitchMm: number; liftMm: [number, number] };
}

export const BASEBALL_SCRIPT = 'baseball/render_baseball.py';
/** What the entry imports from outside its folder (sceneHash hashes only that folder), as jersey-tee.ts lists them. */
const IMPORTS = ['sports/athletic.py', 'sports/framing.py', 'tee/drape.py', 'jersey/trim.py'];
const here = path.dirname(fileURLToPath(import.meta.url));
const blenderDir = path.resolve(here, '../blender');

function filesHash(files: string[]): string {
  const h = createHash('sha256');
  for (const file of files) h.update(fs.readFileSync(path.join(blenderDir, file)));
  return h.digest('hex').slice(0, 16);
}

/** jersey-tee.ts's scene (its drape, its placket's span and buttons) rendered by this entry, with the strip's lift. */
export function baseballScene(s: BaseballSpec, size: number, f?: Fidelity, cacheDir = passCacheDir) {
  const base = ghostJerseyScene(s, size, f, cacheDir);
  const placket = (base.garment as { placket: { top: number; bottom: number; half: number; radius: number; buttons: number[] } }).placket;
  return {
    ...base,
    script: BASEBALL_SCRIPT,
    imports: filesHash(IMPORTS),
    garment: { ...base.garment, placket: { ...placket, lift: s.placket.liftMm } },
  };
}

export function baseballRecipe(s: BaseballSpec, samples?: number): Recipe {
  return {
    id: s.id,
    category: 'sports',
    type: s.type,
    style: s.style,
    size: PHYSICAL_SIZE,
    printAreas: [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }],
    inputHash: () => `${sceneHash(portable(baseballScene(s, PHYSICAL_SIZE)))}-${codeHash()}`,
    async render(size: number): Promise<RecipeOutput> {
      const scene = baseballScene(s, size);
      const passes = await renderPasses(samples ? { ...scene, samples } : scene, console.log);
      return layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
}

/** The scene without where this machine caches drapes. */
function portable(scene: ReturnType<typeof baseballScene>) {
  return { ...scene, garment: { ...scene.garment, drapeFile: path.basename(scene.garment.drapeFile) } };
}

function codeHash(): string {
  const h = createHash('sha256');
  h.update(layerCodeHash());
  for (const f of ['jersey-tee.ts', 'baseball.ts']) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 16);
}
