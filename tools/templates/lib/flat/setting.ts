import { Camera } from '../common/camera';
import { brick, concrete, hex, linen, marble, plaster, studio, twoTone, wood, type Surface2D } from './materials';
import type { Backdrop } from './stage';
import { renderStage, type StageSpec } from './stage';
import type { Quad, Solid } from './solids';
import { orbit, type Vec3 } from '../common/vec';
import type { RecipeOutput } from '../../recipe';

/** A backdrop with its light: the lighting of a room or studio, shared by shading and shadows. */
export interface Setting {
  backdrop: Backdrop;
  aoReach?: number;
  light: { pos: Vec3; radius: number };
  ambient?: number;
  blur?: number;
  vignette?: number;
}

const desks: Record<string, Surface2D> = {
  oak: wood('#c49a6c', 3),
  walnut: wood('#7a5538', 4, 16),
  marble: marble('#eeece8'),
  concrete: concrete('#b9b6b1'),
  linen: linen('#e8e1d6'),
  slate: concrete('#55595e', 8, 1.4),
  white: studio('#f2f0ec'),
  pink: studio('#efd9d3'),
  sage: studio('#cfd8cc'),
  sand: concrete('#e3d5bf', 6, 0.6),
};

export type DeskKind = keyof typeof desks & string;

/** Things on a desk or table, seen from above or at an angle; light from the upper left window. */
export function desk(kind: string, light: Vec3 = [-60, 110, 40], wall?: string): Setting {
  const floor = desks[kind] ?? desks.oak!;
  return {
    backdrop: {
      floor: (x, z) => floor(x, z),
      ...(wall ? { wall: { z: -45, colour: plaster(wall) } } : {}),
    },
    light: { pos: light, radius: 14 },
    ambient: 0.4,
  };
}

/** A wall (z = 0) in a room with a floor; things hang on it at z > 0. */
export function room(wallTint: string, floorKind = 'oak', light: Vec3 = [-120, 220, 160], lowerTint?: string): Setting {
  const w = lowerTint ? twoTone(wallTint, lowerTint, 90) : plaster(wallTint);
  const f = desks[floorKind] ?? desks.oak!;
  return {
    backdrop: { floor: (x, z) => f(x, z), wall: { z: 0, colour: (x, y) => w(x, y) } },
    light: { pos: light, radius: 40 },
    ambient: 0.42,
  };
}

export function brickRoom(light: Vec3 = [-120, 220, 160]): Setting {
  const w = brick('#a0593f');
  const f = desks.concrete!;
  return { backdrop: { floor: (x, z) => f(x, z), wall: { z: 0, colour: (x, y) => w(x, y) } }, light: { pos: light, radius: 40 }, ambient: 0.42 };
}

/** A seamless studio sweep: floor and wall in one colour with a soft key light. */
export function sweep(tint: string, light: Vec3 = [-70, 120, 80]): Setting {
  const s = studio(tint);
  return {
    backdrop: { floor: (x, z) => s(x, z), wall: { z: -80, colour: (x, y) => s(x, y + 40) } },
    light: { pos: light, radius: 30 },
    ambient: 0.5,
    vignette: 0.22,
  };
}

/** Outdoors: asphalt and pavement, a sky and a low sun. */
export function street(sun: Vec3 = [-800, 900, 900], sky = { horizon: hex('#dfe7ee'), zenith: hex('#7fa6d1') }): Setting {
  const asphalt = concrete('#6d6e70', 31, 1.6);
  const paving = concrete('#b4aea5', 33, 1);
  return {
    backdrop: { floor: (x, z) => (z > 600 ? asphalt(x, z) : paving(x, z)), sky, haze: 12000 },
    light: { pos: sun, radius: 60 },
    ambient: 0.5,
    blur: 1.6,
    vignette: 0.15,
  };
}

export interface Shot {
  setting: Setting;
  solids: Solid[];
  print: Quad;
  printRect?: readonly [number, number, number, number];
  /** Further printable faces the picture shows (StageSpec.areas). */
  areas?: StageSpec['areas'];
  /** Camera orbit around `target` (degrees, cm), or an explicit eye. */
  target: Vec3;
  azimuth?: number;
  elevation?: number;
  distance?: number;
  eye?: Vec3;
  fov?: number;
  /** Frame the product (all non-prop solids, or `frame`) to this fraction of the image, centred at (ox, oy). */
  fill?: number;
  frame?: Vec3[];
  /** Frame props too (records out of their sleeve, devices with their stand). */
  frameAll?: boolean;
  ox?: number;
  oy?: number;
  seed?: number;
}

/** Photograph a shot: place the camera, frame the product, render all layers. */
export function shoot(size: number, s: Shot): RecipeOutput {
  const eye = s.eye ?? orbit(s.target, s.azimuth ?? 0, s.elevation ?? 20, s.distance ?? 150);
  const cam = new Camera(eye, s.target, s.fov ?? 35);
  const frame = s.frame ?? s.solids.filter((o) => s.frameAll || o.role !== 'prop').flatMap((o) => o.corners());
  cam.fit(frame, s.fill ?? 0.7, s.ox ?? 0.5, s.oy ?? 0.5);
  const spec: StageSpec = {
    camera: cam,
    light: s.setting.light,
    ambient: s.setting.ambient,
    backdrop: s.setting.backdrop,
    solids: s.solids,
    print: s.print,
    printRect: s.printRect,
    ...(s.areas && { areas: s.areas }),
    blur: s.setting.blur,
    vignette: s.setting.vignette,
    seed: s.seed,
    aoReach: s.setting.aoReach,
  };
  return renderStage(size, spec);
}
