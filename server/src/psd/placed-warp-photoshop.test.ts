import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fidelityOf } from './fidelity';

/**
 * Photoshop's own composite of eleven smart objects — moved, rotated, in perspective, on custom and split ("quilt")
 * warps, some with a mesh corner dragged outside the contents — against our rendering (PhotoshopAPI's
 * smart_objects_transformed.psd, BSD-3, tests/support/photoshopapi-files). Measured 2026-11-27: mean 0.46, 99th
 * percentile 3; with the mesh's box not fitted to the contents (placed-warp.ts): 27.8 and 248.
 */
describe('custom and split warps against Photoshop', () => {
  it('draws every smart object where and as Photoshop drew it', async () => {
    const result = await fidelityOf(new Uint8Array(fs.readFileSync(path.resolve('tests/support/photoshopapi-files/smart_objects_transformed.psd'))));
    expect(result!.unsupported).toEqual([]);
    for (const mean of result!.mean) expect(mean).toBeLessThanOrEqual(1);
    for (const p99 of result!.p99) expect(p99).toBeLessThanOrEqual(4);
  });
});
