import { describe, expect, it } from 'vitest';
import { templateAsset } from '../../../core/src/templates/assets';
import { loadTemplateLayers } from '../../../core/src/templates/load';
import { nodeAssetReader } from './templates';

describe("Node's asset reader", () => {
  it("decodes the stacked grey maps' first band to the red bytes of the RGBA decode, so layers are the same", async () => {
    const asset = templateAsset('apps-1')!;
    const [rgba, grey] = await Promise.all([nodeAssetReader.image(asset.maps), nodeAssetReader.grey!(asset.maps)]);
    expect([grey.width, grey.height]).toEqual([rgba.width, rgba.height]);
    expect(grey.data.length).toBe(rgba.width * rgba.height);
    const red = new Uint8Array(grey.data.length);
    for (let i = 0; i < red.length; i++) red[i] = rgba.data[4 * i]!;
    expect(Buffer.compare(Buffer.from(grey.data), Buffer.from(red))).toBe(0);

    const { grey: _, ...rgbaOnly } = nodeAssetReader;
    const [fast, slow] = await Promise.all([loadTemplateLayers(asset, nodeAssetReader), loadTemplateLayers(asset, rgbaOnly)]);
    for (const layer of ['productMask', 'shade', 'highlight', 'printMask'] as const) {
      expect(Buffer.compare(Buffer.from(fast[layer]), Buffer.from(slow[layer]))).toBe(0);
    }
  });
});
