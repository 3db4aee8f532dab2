/** The 3D editor's state (spec §3), its slider bounds (spec §5) and its export names (spec §9). */
import type { ThreeDType } from './products';

export const ROTATION_BOUNDS = { min: 0, max: 360, step: 5 } as const;
/** Percent of the size at which the design just fits the print area. */
export const SCALE_BOUNDS = { min: 50, max: 150, step: 5 } as const;

export const SWATCHES = [
  { id: 'white', name: 'White', hex: '#f7f7f5' },
  { id: 'black', name: 'Black', hex: '#1b1b1d' },
  { id: 'red', name: 'Red', hex: '#c8202a' },
  { id: 'green', name: 'Green', hex: '#1f8a4c' },
  { id: 'blue', name: 'Blue', hex: '#1f4fbf' },
  { id: 'yellow', name: 'Yellow', hex: '#f2c31b' },
  { id: 'magenta', name: 'Magenta', hex: '#c2187a' },
  { id: 'cyan', name: 'Cyan', hex: '#13a6c2' },
  { id: 'orange', name: 'Orange', hex: '#ee6a1d' },
  { id: 'purple', name: 'Purple', hex: '#6b2fb3' },
] as const;
export type SwatchId = (typeof SWATCHES)[number]['id'];

export const LIGHTINGS = [
  { id: 'natural', name: 'Natural', hint: 'Warm daylight from a window, sky fill' },
  { id: 'studio', name: 'Studio', hint: 'Key, fill and rim softboxes on grey' },
  { id: 'dramatic', name: 'Dramatic', hint: 'One hard side light, deep shadows' },
  { id: 'soft', name: 'Soft', hint: 'Large diffused light, gentle shadows' },
  { id: 'neon', name: 'Neon', hint: 'Magenta and cyan tubes in a dark room' },
] as const;
export type LightingId = (typeof LIGHTINGS)[number]['id'];

export interface ThreeDEditorState {
  /** Degrees, 0–360 in steps of 5. */
  rotationX: number;
  rotationY: number;
  rotationZ: number;
  /** Design size in percent, 50–150 in steps of 5. */
  scale: number;
  color: SwatchId;
  lighting: LightingId;
  /** Book and box: lay the design across the spine or side panels instead of the front alone. */
  wrap: boolean;
  /** Garments: the print area the design is on. */
  printSide: PrintSide;
}

/** The garments' print areas, each a rectangle of its panel's pattern (the models carry them). */
export const PRINT_SIDES = [
  { id: 'front', name: 'Front', turn: 0 },
  { id: 'back', name: 'Back', turn: 180 },
] as const;
export type PrintSide = (typeof PRINT_SIDES)[number]['id'];

export const DEFAULT_EDITOR_STATE: ThreeDEditorState = {
  rotationX: 15,
  rotationY: 0,
  rotationZ: 0,
  scale: 100,
  color: 'white',
  lighting: 'natural',
  wrap: false,
  printSide: 'front',
};

/** Puts a slider value on its grid and inside its bounds. */
export function snapToBounds(value: number, bounds: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  const snapped = Math.round((value - bounds.min) / bounds.step) * bounds.step + bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
}

export const swatchHex = (id: SwatchId) => SWATCHES.find((swatch) => swatch.id === id)!.hex;

/** Spec §9: the PNG is 800×800; the editor also offers twice that, 2K and 4K for print. */
export const PNG_SIZE = 800;
export const PNG_SIZES = [PNG_SIZE, PNG_SIZE * 2, 2048, 4096] as const;

/** The PNG size as the size menu says it. */
export const pngSizeLabel = (size: number) => `${size} × ${size}${size === PNG_SIZE ? '' : size % 1024 === 0 ? ` (${size / 1024}K)` : ` (${size / PNG_SIZE}×)`}`;

export const threeDPngName = (type: ThreeDType, now = Date.now()) => `3d-mockup-${type}-${now}.png`;
export const threeDMotionName = (type: ThreeDType, now = Date.now()) => `3d-motion-${type}-${now}.mp4`;

/** The turntable video: one full turn in the chosen time, square, H.264 MP4. */
export const MOTION_DURATIONS = [3, 5, 10] as const;
export type MotionDuration = (typeof MOTION_DURATIONS)[number];
export const MOTION_SIZE = 720;
export const MOTION_FPS = 30;
export const MOTION_STYLES = [
  { id: 'spin', name: 'Product spin', hint: 'The product turns under fixed lights' },
  { id: 'orbit', name: 'Camera orbit', hint: 'The camera circles the lit product' },
] as const;
export type MotionStyle = (typeof MOTION_STYLES)[number]['id'];
