import { Euler, MathUtils, Matrix4 } from 'three';
import type { ProductModel } from '../geometry/product-model';
import { STAGE_RADIUS } from './models';

/** The gap between the product's lowest point and the floor: its shadow starts just under it, never inside it. */
const FLOOR_GAP = 0.04;

/**
 * Where the floor lies for the product in this rotation (degrees about X, Y, Z, as the sliders set them): just under
 * its lowest point once fitted to the stage, so a flat box's shadow sits under it instead of a sphere's depth below.
 * The turntable turns about the vertical, which leaves the lowest point where it is.
 */
export function floorUnder(model: ProductModel, rotation: readonly [number, number, number]): number {
  const turn = new Matrix4().makeRotationFromEuler(new Euler(...rotation.map((d) => MathUtils.degToRad(d)) as [number, number, number]));
  // The Y row of the rotation: a point's height after turning it.
  const [, m10, , , , m11, , , , m12] = turn.elements; // column-major: elements[1], [5], [9] are row 1
  let lowest = Infinity;
  for (const { mesh } of model.parts) {
    const p = mesh.positions;
    for (let i = 0; i < p.length; i += 3) lowest = Math.min(lowest, m10! * p[i]! + m11! * p[i + 1]! + m12! * p[i + 2]!);
  }
  const fit = STAGE_RADIUS / model.radius;
  return Number.isFinite(lowest) ? lowest * fit - FLOOR_GAP : -STAGE_RADIUS - FLOOR_GAP;
}

