import { Euler, MathUtils, Vector3 } from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import { floorUnder } from './floor-height';
import { loadModelFiles } from './model-test-files';
import { productModel, STAGE_RADIUS } from './models';

/** The product's lowest point on the stage, by three's own transform of every vertex. */
function lowestOnStage(type: 't-shirt' | 'book' | 'box', rotation: [number, number, number]): number {
  const model = productModel(type);
  const euler = new Euler(...(rotation.map((d) => MathUtils.degToRad(d)) as [number, number, number]));
  const point = new Vector3();
  let lowest = Infinity;
  for (const { mesh } of model.parts) {
    for (let i = 0; i < mesh.positions.length; i += 3) {
      lowest = Math.min(lowest, point.fromArray(mesh.positions, i).applyEuler(euler).y);
    }
  }
  return (lowest * STAGE_RADIUS) / model.radius;
}

describe('floorUnder', () => {
  beforeAll(loadModelFiles);

  it('lays the floor just under the product in any rotation: never inside it, never far below', () => {
    for (const type of ['t-shirt', 'book', 'box'] as const) {
      for (const rotation of [[15, 0, 0], [0, 90, 0], [60, 45, 0], [330, 200, 90]] as [number, number, number][]) {
        const gap = lowestOnStage(type, rotation) - floorUnder(productModel(type), rotation);
        expect(gap, `${type} at ${rotation.join(', ')}`).toBeGreaterThan(0.01);
        expect(gap, `${type} at ${rotation.join(', ')}`).toBeLessThan(0.06);
      }
    }
  });

  it("sits higher under a flat box than a sphere round it would (the shadow under the product, not below it)", () => {
    expect(floorUnder(productModel('box'), [0, 0, 0])).toBeGreaterThan(-STAGE_RADIUS + 0.05);
  });
});
