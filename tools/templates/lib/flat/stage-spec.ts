import type { Camera } from '../common/camera';
import type { Quad, RGB, Solid } from './solids';
import type { Vec3 } from '../common/vec';

/** The room: a floor (y = 0) and an optional wall (z = wall.z, facing +z); colours are procedural. */
export interface Backdrop {
  floor?: (x: number, z: number) => RGB;
  wall?: { z: number; colour: (x: number, y: number) => RGB };
  /** Colour seen where no plane is hit, from the horizon (bottom) to the zenith (top). */
  sky?: { horizon: RGB; zenith: RGB };
  /** Outdoors: distance (cm) over which the ground fades into the horizon colour. */
  haze?: number;
}

export interface StageSpec {
  camera: Camera;
  /** One light for shading and cast shadows; `radius` (cm) sets shadow softness. */
  light: { pos: Vec3; radius: number };
  ambient?: number;
  backdrop: Backdrop;
  solids: Solid[];
  /** The surface the design lands on, and the part of it (s0, t0, s1, t1) that takes the print. */
  print: Quad;
  printRect?: readonly [number, number, number, number];
  /** Further printable faces the picture shows (a book's spine), each a quad printed edge to edge. */
  areas?: ReadonlyArray<{ name: string; quad: Quad }>;
  /** Backdrop depth-of-field blur in output pixels at 600 px, and vignette strength. */
  blur?: number;
  vignette?: number;
  seed?: number;
  /** How far (cm) contact occlusion reaches on the floor and wall: a few cm for desk things, more under a vehicle. */
  aoReach?: number;
}
