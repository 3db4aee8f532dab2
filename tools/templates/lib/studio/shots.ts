// One product photo: a product (surfaces, print on one of them) placed in a scene with camera, light, floor and wall.
import type { Recipe } from '../../recipe';
import type { Vec3 } from '../common/vec';
import type { RGB as Rgb } from '../common/colour';
import { container, smoothProfileOf, wrapLabel } from './objects';
import type { Material, Placement3, Surface } from './shapes';
import { renderStudio, type StudioScene } from './studio';

export interface Shot {
  style: string;
  type: string;
  /** Builds the surfaces; returns them and the index of the printed one (its label is the print area). */
  product: () => { surfaces: Surface[]; print: number; cols?: number; rows?: number; areas?: StudioScene['areas'] };
  eye: Vec3;
  target: Vec3;
  fov?: number;
  light: Vec3;
  floor: (x: number, z: number) => Rgb;
  wall?: { z: number; colour: (x: number, y: number) => Rgb };
  exposure?: number;
  props?: Surface[];
  softness?: number;
}

export function recipesOf(category: string, shots: Shot[]): Recipe[] {
  return shots.map((shot, i) => ({
    id: `${category}-${i + 1}`,
    category,
    type: shot.type,
    style: shot.style,
    render: (size: number) => {
      const product = shot.product();
      const scene: StudioScene = {
        camera: { eye: shot.eye, target: shot.target, fov: shot.fov ?? 30 },
        light: shot.light,
        floor: shot.floor,
        wall: shot.wall,
        surfaces: [...product.surfaces, ...(shot.props ?? [])],
        print: { surface: product.print, cols: product.cols ?? 48, rows: product.rows ?? 12 },
        ...(product.areas && { areas: product.areas }),
        exposure: shot.exposure ?? 1.05,
        softness: shot.softness ?? 0.03,
        contactReach: 0.012,
      };
      return renderStudio(scene, size);
    },
  }));
}

export interface LatheProduct {
  /** Raw outline [radius, height] from the bottom centre, up the outside, over the top (smoothed here). */
  profile: Array<[number, number]>;
  material: Material;
  /** Label between these heights, `span` radians round the front. */
  label: { hMin: number; hMax: number; span: number };
  /** Caps, lids, pumps: lathes with their own material (not recoloured). */
  parts?: Array<{ profile: Array<[number, number]>; material: Material; role?: Surface['role'] }>;
}

/** A lathe container with a wrap label facing the camera, and its parts. */
export function latheProduct(p: LatheProduct, at: Placement3): { surfaces: Surface[]; print: number } {
  const profile = smoothProfileOf(p.profile);
  const label = wrapLabel(profile, p.label.hMin, p.label.hMax, p.label.span);
  const body = container(profile, at, 'product', p.material, label);
  const parts = (p.parts ?? []).map((part) => container(smoothProfileOf(part.profile), at, part.role ?? 'part', part.material));
  return { surfaces: [body, ...parts], print: 0 };
}
