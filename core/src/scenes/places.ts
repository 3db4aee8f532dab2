/**
 * The places a prompt can name (a cafe, a kitchen, the beach, a studio, an office, a forest…) as whole sets: what
 * stands behind the product, what it stands on, how deep that surface runs and the light the place has. Each is
 * what a photographer would find there: a cafe's wooden table with the warm room out of focus behind, a kitchen's
 * stone counter against a tiled wall, a desk against an office wall, moss and leaves under the trees.
 */
import type { Backdrop } from './backdrops';
import { concrete } from './backdrops';
import type { SceneLight } from './lighting';
import { cityNight, foliage, officeWall, room, seaView, tiles } from './rooms';
import type { StageSpec } from './stage';
import { boards, brick, forestFloor, grass, marble, sand, sheet, sweep } from './surfaces';

/** A floor the words can name, with the name a test or a log can read. */
export interface Surface {
  kind: string;
  paint: Backdrop;
  /** Polish: how much of the product it mirrors. */
  reflection?: number;
  /** Gloss: how much of the set behind it mirrors (stage.ts `sheen`). */
  sheen?: number;
}

export const SURFACES = {
  wood: (): Surface => ({ kind: 'wood', paint: boards('#9c6b43'), sheen: 0.2 }),
  cafeTable: (): Surface => ({ kind: 'wood', paint: boards('#7e5234', { boards: 3, seed: 49 }), sheen: 0.3 }),
  oak: (): Surface => ({ kind: 'wood', paint: boards('#c39b6e', { boards: 3, seed: 51 }), sheen: 0.18 }),
  marble: (): Surface => ({ kind: 'marble', paint: marble('#ebe8e3', '#9d968b'), reflection: 0.16, sheen: 0.3 }),
  concrete: (): Surface => ({ kind: 'concrete', paint: concrete('#a3a19c', 5, 0) }),
  linen: (): Surface => ({ kind: 'linen', paint: sheet('#eeeae3') }),
  sand: (): Surface => ({ kind: 'sand', paint: sand() }),
  grass: (): Surface => ({ kind: 'grass', paint: grass() }),
  forestFloor: (): Surface => ({ kind: 'moss', paint: forestFloor() }),
  asphalt: (): Surface => ({ kind: 'asphalt', paint: concrete('#3d3e44', 9, 0), reflection: 0.2, sheen: 0.55 }),
};

/** A whole set for a place. `lightSide`: the side its own daylight comes from (a window), -1 left, 1 right. */
export interface Place {
  wall: { kind: string; paint: Backdrop };
  floor: Surface;
  stage: Omit<StageSpec, 'wall' | 'floor'>;
  floorY: number;
  lighting: SceneLight;
  lightSide?: -1 | 1;
}

/** A table top seen from a little above: it ends not far behind the product, the room out of focus beyond it. */
const table = (horizon: number, wallBlur: number) => ({ horizon, wallBlur, floorDepth: 3, floorSpan: 0.28, nearBlur: 0.5 });

export const PLACES = {
  cafe: (): Place => ({
    wall: { kind: 'cafe', paint: room({ wall: '#8a6a52', windowX: 0.03, windowWidth: 0.26, lamps: 3, shelves: true, counter: '#4a3428' }) },
    floor: SURFACES.cafeTable(),
    stage: table(0.56, 20),
    floorY: 0.84,
    lighting: 'window',
    lightSide: -1,
  }),
  home: (): Place => ({
    wall: { kind: 'home', paint: room({ wall: '#e2d8cc', windowX: 0.04, windowWidth: 0.3, counter: '#a88462', counterY: 0.46, picture: true, seed: 89 }) },
    floor: SURFACES.oak(),
    stage: table(0.58, 16),
    floorY: 0.84,
    lighting: 'natural',
    lightSide: -1,
  }),
  bedroom: (): Place => ({
    wall: { kind: 'bedroom', paint: room({ wall: '#e8e2d9', windowX: 0.05, windowWidth: 0.36, seed: 97 }) },
    floor: SURFACES.linen(),
    stage: table(0.54, 18),
    floorY: 0.84,
    lighting: 'soft',
    lightSide: -1,
  }),
  kitchen: (): Place => ({
    wall: { kind: 'tiles', paint: tiles() },
    floor: SURFACES.marble(),
    stage: table(0.6, 6),
    floorY: 0.84,
    lighting: 'window',
    lightSide: -1,
  }),
  office: (): Place => ({
    wall: { kind: 'office', paint: officeWall() },
    floor: SURFACES.oak(),
    stage: table(0.58, 12),
    floorY: 0.84,
    lighting: 'soft',
  }),
  beach: (): Place => ({
    wall: { kind: 'sea', paint: seaView(0.5) },
    floor: SURFACES.sand(),
    stage: { horizon: 0.6, wallBlur: 3, floorSpan: 0.3 },
    floorY: 0.84,
    lighting: 'natural',
  }),
  forest: (): Place => ({
    wall: { kind: 'forest', paint: foliage() },
    floor: SURFACES.forestFloor(),
    stage: { horizon: 0.56, wallBlur: 16, floorDepth: 12, floorSpan: 0.3, nearBlur: 0.4 },
    floorY: 0.84,
    lighting: 'natural',
  }),
  garden: (): Place => ({
    wall: { kind: 'forest', paint: foliage(101) },
    floor: SURFACES.grass(),
    stage: { horizon: 0.56, wallBlur: 18, floorDepth: 12, floorSpan: 0.3, nearBlur: 0.4 },
    floorY: 0.84,
    lighting: 'natural',
  }),
  studio: (): Place => ({
    wall: { kind: 'sweep', paint: sweep('#d9dadd', '#f3f3f4', { glowX: 0.42, glowY: 0.38, glow: 0.14 }) },
    floor: { kind: 'sweep', paint: sweep('#eeeeef', '#f3f3f4', { glow: 0 }) },
    stage: { horizon: 1, wallBlur: 0 },
    floorY: 0.8,
    lighting: 'studio',
  }),
  street: (): Place => ({
    wall: { kind: 'brick', paint: brick() },
    floor: { kind: 'concrete', paint: concrete('#8b8b8e', 9, 0) },
    stage: { horizon: 0.6, wallBlur: 9 },
    floorY: 0.84,
    lighting: 'natural',
  }),
  nightCity: (): Place => ({
    wall: { kind: 'city', paint: cityNight() },
    floor: SURFACES.asphalt(),
    stage: { horizon: 0.62, wallBlur: 18 },
    floorY: 0.84,
    lighting: 'neon',
  }),
};

export type PlaceName = keyof typeof PLACES;
