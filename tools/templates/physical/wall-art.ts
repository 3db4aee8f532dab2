/**
 * Wall art rendered physically: a print behind a mat in a frame (or a bare sheet taped up) hung on a plaster wall,
 * above a sideboard, or leaning on a sideboard or the floor — the framed poster videos' frame, mat and print
 * (tools/templates/blender/wall_art/, ../poster_framed/) in a room, rendered by Cycles; layers from the passes as the
 * garments' (layers.ts). The paper is the product (its colour is the paper's); its whole face is the print.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe, type SetLight } from './modelled';

type Rgb = [number, number, number];
type Surface = 'oak' | 'concrete' | 'linen' | 'plaster';

/** The print and what surrounds it, mm: no frame (`frameMm` 0) is a sheet taped to the wall; no mat fills the frame. */
export interface Artwork {
  widthMm: number;
  heightMm: number;
  matMm: number;
  frameMm: number;
  depthMm: number;
  frameColour: Rgb;
  frameFinish?: 'satin' | 'metal';
  matColour: Rgb;
}

export type Mount =
  /** On the wall, its centre `hangMm` above the floor. */
  | { kind: 'hang'; hangMm: number; xMm?: number }
  /** On the sideboard (or the floor), its foot `outMm` from the wall, its top against it. */
  | { kind: 'lean'; outMm: number; xMm?: number };

/** A sideboard (or a desk) against the wall, mm. */
export interface Sideboard {
  widthMm: number;
  depthMm: number;
  heightMm: number;
  xMm?: number;
  surface: Surface;
  colour: Rgb;
}

export interface WallArtSpec {
  id: string;
  style: string;
  art: Artwork;
  mount: Mount;
  sideboard?: Sideboard;
  wall: Rgb;
  floor: { surface: Surface; colour: Rgb };
  lights: (SetLight & { colour?: Rgb })[];
  /** `aim` moves the point looked at from the artwork's centre (mm across and up), to show what it stands on. */
  view: ViewSpec & { aim?: [number, number] };
  seed?: number;
}

/** The rooms' floor: oak boards. */
export const OAK_FLOOR: WallArtSpec['floor'] = { surface: 'oak', colour: [0.42, 0.28, 0.16] };

const ART = [0, 0, 1.2];
/** A room's light, in metres from the foot of the wall below the artwork. */
export const ROOM_LIGHTS = {
  /** A tall window to the left, a soft bounce from the room on the right. */
  windowLeft: [
    { name: 'key', location: [-2.3, -1.8, 2.0], target: ART, size: 1.6, energy: 1000 },
    { name: 'fill', location: [2.2, -2.6, 1.4], target: ART, size: 2.4, energy: 160 },
  ],
  /** The same from the right. */
  windowRight: [
    { name: 'key', location: [2.3, -1.8, 2.0], target: ART, size: 1.6, energy: 1000 },
    { name: 'fill', location: [-2.2, -2.6, 1.4], target: ART, size: 2.4, energy: 160 },
  ],
  /** Late sun, low and warm from the right. */
  warm: [
    { name: 'key', location: [2.6, -1.4, 1.5], target: ART, size: 1.0, energy: 1100, colour: [1, 0.86, 0.7] as Rgb },
    { name: 'fill', location: [-2.0, -2.6, 1.6], target: ART, size: 2.4, energy: 150 },
  ],
  /** An overcast day through a window behind the camera: soft, nearly frontal. */
  overcast: [
    { name: 'key', location: [-0.9, -3.0, 2.2], target: ART, size: 2.6, energy: 1000 },
    { name: 'fill', location: [1.8, -2.6, 1.0], target: ART, size: 2.4, energy: 160 },
  ],
};

/** Twelve samples, as the other hard goods': the wall's light is denoised (layers.ts). */
const SAMPLES = 12;

/** Everything Blender needs for one wall-art template (what its cache is keyed by). */
export function wallArtScene(s: WallArtSpec, size: number, samples = SAMPLES) {
  const { widthMm: w, heightMm: h } = s.art;
  return {
    script: 'wall_art/render_wall.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    poster: { ...s.art, albedo: WHITE_ALBEDO },
    printArea: { panel: 0, x0: 0, y0: 0, x1: w, y1: h },
    // A plane seen in perspective: a cell every 25 mm keeps the mesh within a hundredth of a pixel of it.
    grid: [Math.max(8, Math.round(w / 25)), Math.max(8, Math.round(h / 25))],
    mount: s.mount,
    sideboard: s.sideboard,
    wall: s.wall,
    floor: s.floor,
    lights: s.lights,
    view: s.view,
  };
}

/** A category's recipes from its specs (posters, frames). */
export const wallArtRecipe = (category: string, type: string) => (s: WallArtSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category,
    type,
    style: s.style,
    printArea: { name: 'print', widthMm: s.art.widthMm, heightMm: s.art.heightMm },
    scene: (size) => wallArtScene(s, size),
    file: import.meta.url,
  });
