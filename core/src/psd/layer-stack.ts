/**
 * A PSD's layer tree as the compositor draws it, independent of the library that read the file: rasters placed on
 * the canvas with their blend mode, opacity, fill and mask, and groups. Children are listed bottom to top, as
 * Photoshop stacks them (and ag-psd lists them).
 */
import type { BlendMode } from './blend-modes';
import type { HueSaturation } from './hue-saturation';

/** A layer or group mask: one byte a pixel over its own rectangle, `outside` (0 or 255) everywhere else. */
export interface StackMask {
  left: number;
  top: number;
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  outside: number;
}

interface NodeBase {
  name: string;
  /** Hidden layers (and everything clipped to them) are not drawn. */
  hidden?: boolean;
  /** Clipped to the nearest unclipped layer below it (Photoshop's clipping group). */
  clipping?: boolean;
  /** 0–1. */
  opacity: number;
  mask?: StackMask;
}

/** Straight-alpha RGBA pixels over the rectangle left, top, width × height of the canvas. */
export interface RasterNode extends NodeBase {
  kind: 'raster';
  blendMode: BlendMode;
  /** 0–1: Photoshop's Fill, which for plain layers without effects acts as a second opacity. */
  fill: number;
  left: number;
  top: number;
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

/** A group: pass-through mixes its children straight into what is below; any other mode first composites them alone. */
export interface GroupNode extends NodeBase {
  kind: 'group';
  blendMode: BlendMode | 'pass through';
  children: StackNode[];
}

/**
 * An adjustment layer: what lies below it, mapped through `table` (3 × 256 bytes: red, green, blue), then through
 * `hueSaturation` when set (hue-saturation.ts), blended back.
 */
export interface AdjustNode extends NodeBase {
  kind: 'adjust';
  blendMode: BlendMode;
  table: Uint8Array;
  hueSaturation?: HueSaturation | undefined;
}

export type StackNode = RasterNode | GroupNode | AdjustNode;

/** The mask's value (0–1) at canvas pixel x, y. */
export function maskAt(mask: StackMask, x: number, y: number): number {
  const mx = x - mask.left, my = y - mask.top;
  if (mx < 0 || my < 0 || mx >= mask.width || my >= mask.height) return mask.outside / 255;
  return mask.data[my * mask.width + mx]! / 255;
}
