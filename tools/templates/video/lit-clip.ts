/**
 * A clip made from a still physical template's scene: the product seen from farther away (so every framing, 16:9 and
 * 9:16 too, holds it whole) and its key light moved round the product's vertical axis to a few places along an arc,
 * the other lights kept; one Blender render per keyframe, a garment's drape shared with its still (cached). The
 * clip's inputs are its scene's (a still's inputHash, or the scene's own hash) and this code and the clip's own file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClipMotion } from '../../../core/src/video/clips';
import type { VideoProductType } from '../../../core/src/video/video-request';
import { WHITE_ALBEDO } from '../physical/apparel';
import { readGrid, renderPasses } from '../physical/blender';
import { layersFromPasses } from '../physical/layers';
import { onProductOnly } from '../physical/tote';
import type { PrintArea } from '../../../core/src/templates/manifest';
import type { Recipe } from '../recipe';
import type { ClipRecipe } from './clip-recipe';

interface Light {
  name: string;
  location: number[];
  target: number[];
  size: number;
  energy: number;
}

export interface LitClipSpec {
  id: string;
  /** The still template it films, if any. */
  template?: string;
  productType: VideoProductType;
  name: string;
  /** A hash of everything the scene is made from: the still template's inputHash when it is a still's scene. */
  inputs: () => string;
  printArea: PrintArea;
  /** Side of the keyframes, pixels. */
  size: number;
  /** The scene at `size`, seen from the clip's view. */
  scene: (size: number) => { lights: Light[] };
  /** The clip's own file (import.meta.url), hashed with it. */
  file: string;
  keyframes: number;
  /** Degrees the key light turns about the vertical through its target, first keyframe to last (from where the
   *  still has it: negative is clockwise seen from above). */
  sweep: readonly [number, number];
  motion: ClipMotion;
  /** What the framing keeps round the product (ClipRecipe.reach). */
  reach?: readonly [number, number, number, number];
}

/** The key light turned by `degrees` about the vertical through its target. */
function turned(key: Light, degrees: number): Light {
  const a = (degrees * Math.PI) / 180;
  const [x, y, z] = key.location as [number, number, number];
  const [tx, ty] = key.target as [number, number];
  const dx = x - tx, dy = y - ty;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { ...key, location: [round(tx + dx * Math.cos(a) - dy * Math.sin(a)), round(ty + dx * Math.sin(a) + dy * Math.cos(a)), z] };
}

export function litClip(s: LitClipSpec): ClipRecipe {
  const { printArea } = s;
  const keyAngle = (k: number) => s.sweep[0] + ((s.sweep[1] - s.sweep[0]) * k) / Math.max(1, s.keyframes - 1);
  const scene = (k: number, size: number) => {
    const still = s.scene(size);
    const key = still.lights.find((l) => l.name === 'key');
    if (!key) throw new Error(`${s.id}: the still's scene has no key light`);
    // Two render threads: clips are built one at a time, not beside the library's templates.
    return { ...still, lights: still.lights.map((l) => (l === key ? turned(key, keyAngle(k)) : l)), threads: 2 };
  };
  return {
    id: s.id,
    productType: s.productType,
    name: s.name,
    ...(s.template && { template: s.template }),
    size: s.size,
    keyframes: s.keyframes,
    printArea,
    motion: s.motion,
    ...(s.reach && { reach: s.reach }),
    inputHash() {
      const h = createHash('sha256');
      h.update(s.inputs());
      h.update(JSON.stringify([s.keyframes, s.sweep, s.motion, s.reach ?? null]));
      for (const file of [fileURLToPath(import.meta.url), fileURLToPath(s.file), path.join(path.dirname(fileURLToPath(import.meta.url)), 'clip-recipe.ts')]) h.update(fs.readFileSync(file));
      return h.digest('hex').slice(0, 16);
    },
    async render(k, size) {
      const passes = await renderPasses(scene(k, size), console.log);
      return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
    },
  };
}

/** A still physical template's inputs, print area and size, for a clip of its scene. */
export function fromStill(still: Recipe): Pick<LitClipSpec, 'inputs' | 'printArea' | 'size' | 'template'> {
  const { name, widthMm, heightMm } = still.printAreas![0]!;
  return { template: still.id, inputs: () => still.inputHash!(), printArea: { name, widthMm, heightMm }, size: still.size ?? 2048 };
}
