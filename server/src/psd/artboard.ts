/**
 * A Photoshop artboard (a group with an artboard rectangle): Photoshop fills the rectangle with the artboard's
 * background under its layers and shows nothing of them outside it. Pure function over ag-psd's layer.
 */
import type { Color, Layer } from 'ag-psd';

export interface ArtboardFrame {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Straight RGB, or undefined for a transparent background. */
  background?: [number, number, number];
}

/** ag-psd's backgroundType: 1 white, 2 black, 3 transparent, 4 the artboard's own colour. */
function backgroundOf(type: number | undefined, colour: Color | undefined): ArtboardFrame['background'] {
  if (type === 3) return undefined;
  if (type === 2) return [0, 0, 0];
  if (type === 4 && colour && 'r' in colour) return [colour.r, colour.g, colour.b];
  return [255, 255, 255];
}

/** The artboard's rectangle on the canvas (cut to it) and background, or undefined for any other layer. */
export function artboardFrame(layer: Layer, canvasWidth: number, canvasHeight: number): ArtboardFrame | undefined {
  const rect = layer.artboard?.rect;
  if (!layer.children || !rect) return undefined;
  const left = Math.max(0, Math.round(rect.left)), top = Math.max(0, Math.round(rect.top));
  const right = Math.min(canvasWidth, Math.round(rect.right)), bottom = Math.min(canvasHeight, Math.round(rect.bottom));
  if (!(right > left && bottom > top)) return undefined;
  const background = backgroundOf(layer.artboard!.backgroundType, layer.artboard!.color);
  return { left, top, width: right - left, height: bottom - top, ...(background && { background }) };
}
