import { DEFAULT_PLACEMENT, type Placement } from '../render/types';

/** The editor's controls (spec §4/§5): the sliders' bounds and steps over the renderer's Placement. */
export type { Placement };

export const PLACEMENT_BOUNDS = {
  x: { min: 0, max: 100, step: 1 },
  y: { min: 0, max: 100, step: 1 },
  size: { min: 0.1, max: 2, step: 0.1 },
  rotation: { min: -360, max: 360, step: 1 },
} as const satisfies Record<keyof Placement, { min: number; max: number; step: number }>;

/** What Reset returns to. */
export const RESET_PLACEMENT: Placement = DEFAULT_PLACEMENT;

/** Keeps a value inside its slider's bounds and on its step grid (no 0.30000000000000004). */
export function clampToSlider(key: keyof Placement, value: number): number {
  const { min, max, step } = PLACEMENT_BOUNDS[key];
  const snapped = Math.round(value / step) * step;
  const decimals = step < 1 ? 1 : 0;
  return Number(Math.min(max, Math.max(min, snapped)).toFixed(decimals));
}

export function clampPlacement(placement: Placement): Placement {
  return {
    x: clampToSlider('x', placement.x),
    y: clampToSlider('y', placement.y),
    size: clampToSlider('size', placement.size),
    rotation: clampToSlider('rotation', placement.rotation),
  };
}
