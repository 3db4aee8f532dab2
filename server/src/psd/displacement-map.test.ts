import type { Filter } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { mockupPsd, solid } from '../../../tests/support/psd-files';
import { renderPsd } from '../../../core/src/psd/render-psd';
import { withDisplacementMaps } from './displacement-map';
import { planPsd } from './plan-psd';

const DISPLACE = {
  name: 'Displace', type: 'displace', opacity: 1, blendMode: 'normal', enabled: true, hasOptions: true, foregroundColor: { r: 0, g: 0, b: 0 }, backgroundColor: { r: 255, g: 255, b: 255 },
  filter: { horizontalScale: 20, verticalScale: 20, displacementMap: 'stretch to fit', undefinedAreas: 'repeat edge pixels', displacementFile: { signature: '8BPS', path: 'fabric.psd' } },
} as unknown as Filter;

/** The mockup on a background dark (60) left of x = 105 and light (220) right of it, its smart object displaced 20 %. */
async function displacedMockup(displaced = true) {
  const psd = await mockupPsd();
  const background = solid(300, 200, [220, 220, 220, 255]);
  for (let y = 0; y < 200; y++) for (let x = 0; x < 105; x++) background.data.set([60, 60, 60, 255], 4 * (y * 300 + x));
  psd.children![0]!.imageData = background;
  if (displaced) psd.children!.find((layer) => layer.placedLayer)!.placedLayer!.filter = { enabled: true, validAtPosition: true, maskEnabled: false, maskLinked: false, maskExtendWithWhite: true, list: [DISPLACE] };
  const { plan, images } = await planPsd(psd);
  return { plan: withDisplacementMaps(plan, images), images };
}

const red = { width: 10, height: 8, data: new Uint8ClampedArray(320).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) };

describe('displacement maps', () => {
  it('makes the map from the picture beneath, softened, its mean over the area 128: darker left, lighter right', async () => {
    const { plan, images } = await displacedMockup();
    const area = plan.stack.find((step) => step.kind === 'area');
    const map = area?.kind === 'area' ? area.displace?.map : undefined;
    expect(map).toBeDefined();
    const image = images.get(map!.file)!;
    const grey = (x: number, y: number) => image.data[4 * ((y - map!.top) * image.width + x - map!.left)]!;
    // Far from the step the map is flat: dark and light 160 apart (220 − 60), centred on 128.
    expect(grey(70, 100)).toBeLessThan(70);
    expect(grey(140, 100)).toBeGreaterThan(190);
    expect(grey(140, 100) - grey(70, 100)).toBeCloseTo(160, -1);
    // Softened: across the step it ramps over a few pixels instead of jumping.
    expect(grey(105, 100)).toBeGreaterThan(grey(70, 100) + 20);
    expect(grey(105, 100)).toBeLessThan(grey(140, 100) - 20);
  });

  it('moves the design by it: over the dark half the print shifts right, over the light half left', async () => {
    const [flat, displaced] = await Promise.all([displacedMockup(false), displacedMockup()]);
    const draw = ({ plan, images }: typeof flat) => renderPsd(plan, images, { pictures: [{ image: red }] }, 300).data;
    const [a, b] = [draw(flat), draw(displaced)];
    const rgb = (data: Uint8ClampedArray, x: number, y: number) => [...data.subarray(4 * (y * 300 + x), 4 * (y * 300 + x) + 3)];
    // Just inside the quad's left edge (x ≈ 52 at y = 120): the print, then the dark background (it moved ~16 px right).
    expect(rgb(a, 58, 120)).toEqual([255, 0, 0]);
    expect(rgb(b, 58, 120)).toEqual([60, 60, 60]);
    // Just inside its right edge (x ≈ 153 at y = 120): the print, then the light background.
    expect(rgb(a, 148, 120)).toEqual([255, 0, 0]);
    expect(rgb(b, 148, 120)).toEqual([220, 220, 220]);
    // In the middle of each half the print is still there.
    expect(rgb(b, 80, 120)).toEqual([255, 0, 0]);
    expect(rgb(b, 125, 120)).toEqual([255, 0, 0]);
  });

  it('leaves a plan without Displace as it was', async () => {
    const { plan, images } = await displacedMockup(false);
    const before = images.size;
    expect(withDisplacementMaps(plan, images)).toBe(plan);
    expect(images.size).toBe(before);
  });
});
