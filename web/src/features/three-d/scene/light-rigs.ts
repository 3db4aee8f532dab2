import type { LightingId } from '../../../../../core/src/three-d/editor-state';

type Vec3 = [number, number, number];

export interface LightSpec {
  position: Vec3;
  color: string;
  intensity: number;
}

/** A glowing panel of the generated environment: what shiny surfaces reflect and what lights them softly. */
export interface PanelSpec extends LightSpec {
  size: [number, number];
}

/**
 * One photographic set-up. Positions are in the scene's units (the product fits a sphere of radius 0.55 at the
 * origin, the camera looks from +z). Only the key light casts a shadow; the rest shape the product.
 */
export interface LightRig {
  /** Backdrop gradient, top to bottom, and the glow behind the product. */
  backdrop: { top: string; bottom: string; glow: string };
  exposure: number;
  key: LightSpec & { shadowRadius: number; shadowOpacity: number; shadowColor: string };
  fills: LightSpec[];
  environment: { walls: string; intensity: number; panels: PanelSpec[] };
}

export const LIGHT_RIGS: Record<LightingId, LightRig> = {
  natural: {
    backdrop: { top: '#e9eef4', bottom: '#d5dde6', glow: '#f8f6f1' },
    exposure: 1,
    key: { position: [-2.2, 3, 1.8], color: '#fff0da', intensity: 2.4, shadowRadius: 7, shadowOpacity: 0.26, shadowColor: '#1d2a3a' },
    fills: [{ position: [2.6, 1, 2.2], color: '#dce8ff', intensity: 0.55 }],
    environment: {
      walls: '#7d8794',
      intensity: 1.2,
      panels: [
        { position: [-4, 1.5, 1.5], size: [3, 4], color: '#fff3e0', intensity: 6 },
        { position: [0, 4.5, 0], size: [6, 6], color: '#e3edff', intensity: 2 },
        { position: [4, 0.5, 2], size: [2, 3], color: '#ffffff', intensity: 1.2 },
      ],
    },
  },
  studio: {
    backdrop: { top: '#f2f2f3', bottom: '#cfd0d4', glow: '#ffffff' },
    exposure: 1.05,
    key: { position: [-1.8, 2.4, 2.4], color: '#ffffff', intensity: 2.7, shadowRadius: 4, shadowOpacity: 0.34, shadowColor: '#111318' },
    fills: [
      { position: [2.4, 0.8, 2], color: '#ffffff', intensity: 0.9 },
      { position: [0.6, 2.2, -2.6], color: '#ffffff', intensity: 2 },
    ],
    environment: {
      walls: '#2e2f33',
      intensity: 1,
      panels: [
        { position: [-3, 2, 3], size: [2.5, 2.5], color: '#ffffff', intensity: 9 },
        { position: [3.2, 1, 2.5], size: [2, 3], color: '#ffffff', intensity: 4 },
        { position: [0.5, 2.5, -3.5], size: [4, 0.8], color: '#ffffff', intensity: 7 },
        { position: [0, 4.5, 0], size: [3, 3], color: '#ffffff', intensity: 2 },
      ],
    },
  },
  dramatic: {
    backdrop: { top: '#2c3038', bottom: '#0e1013', glow: '#3b4049' },
    exposure: 0.95,
    key: { position: [-3.2, 1.7, 0.9], color: '#fff1de', intensity: 4.4, shadowRadius: 1.5, shadowOpacity: 0.62, shadowColor: '#000000' },
    fills: [{ position: [2.6, 1.8, -2.2], color: '#a9c3ff', intensity: 1.7 }],
    environment: {
      walls: '#07080a',
      intensity: 0.8,
      panels: [
        { position: [-4, 1.2, 1], size: [0.8, 4], color: '#fff1de', intensity: 10 },
        { position: [3, 2, -3], size: [0.6, 3], color: '#a9c3ff', intensity: 5 },
      ],
    },
  },
  soft: {
    backdrop: { top: '#fbf8f5', bottom: '#ebe4dd', glow: '#ffffff' },
    exposure: 1.08,
    key: { position: [0.3, 4, 1.6], color: '#fffaf3', intensity: 1.3, shadowRadius: 14, shadowOpacity: 0.17, shadowColor: '#4a3a2c' },
    fills: [{ position: [0, 0.6, 3], color: '#ffffff', intensity: 0.6 }],
    environment: {
      walls: '#cfc8c0',
      intensity: 1.35,
      panels: [
        { position: [0, 4.5, 0.5], size: [7, 7], color: '#ffffff', intensity: 3 },
        { position: [0, 1, 4.5], size: [6, 3], color: '#fffaf2', intensity: 2 },
      ],
    },
  },
  neon: {
    backdrop: { top: '#1c0d33', bottom: '#06040d', glow: '#3a1460' },
    exposure: 1,
    key: { position: [-2.5, 1.5, 1.7], color: '#ff2bd6', intensity: 3.4, shadowRadius: 3, shadowOpacity: 0.5, shadowColor: '#12001f' },
    fills: [
      { position: [2.5, 1.2, 1.3], color: '#19e3ff', intensity: 3.1 },
      { position: [0, 2.6, -2.6], color: '#8a5cff', intensity: 1.6 },
    ],
    environment: {
      walls: '#08050f',
      intensity: 1,
      panels: [
        { position: [-3.5, 1.2, 1.5], size: [0.35, 4.5], color: '#ff2bd6', intensity: 12 },
        { position: [3.5, 1, 1.5], size: [0.35, 4.5], color: '#19e3ff', intensity: 12 },
        { position: [0, 3.5, -3], size: [4, 0.3], color: '#8a5cff', intensity: 8 },
      ],
    },
  },
};
