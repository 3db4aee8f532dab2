/**
 * Stretched canvases rendered physically: gallery-wrapped cotton duck over bars, the print on the face and round its
 * edges, hung or leaning in the wall-art rooms (tools/templates/blender/canvas/, ../wall_art/), rendered by Cycles;
 * layers from the passes as the garments' (layers.ts). The canvas is the product (the sides its colour); the face the
 * print.
 */
import type { Recipe } from '../recipe';
import { modelledRecipe } from './modelled';
import { wallArtScene, type Artwork, type WallArtSpec } from './wall-art';

/** A canvas's face and how deep its bars are, mm. */
export interface Stretched {
  widthMm: number;
  heightMm: number;
  depthMm: number;
}

export type CanvasSpec = Omit<WallArtSpec, 'art'> & { canvas: Stretched };

/** No frame, no mat: the wall-art room's artwork is the canvas alone. */
const BARE: Omit<Artwork, keyof Stretched> = { matMm: 0, frameMm: 0, frameColour: [0, 0, 0], matColour: [0, 0, 0] };

/** Everything Blender needs for one canvas template: the wall-art room with a canvas in place of the framed print. */
export function canvasScene(s: CanvasSpec, size: number, samples?: number) {
  const { canvas, ...room } = s;
  return { ...wallArtScene({ ...room, art: { ...canvas, ...BARE } }, size, samples), script: 'canvas/render_canvas.py' };
}

export const canvasRecipe = (s: CanvasSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category: 'canvas',
    type: 'canvas',
    style: s.style,
    printArea: { name: 'print', widthMm: s.canvas.widthMm, heightMm: s.canvas.heightMm },
    scene: (size) => canvasScene(s, size),
    file: import.meta.url,
  });
