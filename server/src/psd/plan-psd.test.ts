import type { Filter } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { mockupPsd } from '../../../tests/support/psd-files';
import { renderPsd } from '../../../core/src/psd/render-psd';
import { planPsd } from './plan-psd';

const filter = (type: string, extra: Record<string, unknown>): Filter =>
  ({ name: type === 'gaussian blur' ? 'Gaussian Blur' : 'Motion Blur', opacity: 1, blendMode: 'normal', enabled: true, hasOptions: true, foregroundColor: { r: 0, g: 0, b: 0 }, backgroundColor: { r: 255, g: 255, b: 255 }, type, filter: extra }) as unknown as Filter;

describe('planPsd smart filters', () => {
  it('applies Gaussian blurs to what is drawn in the area and lists other filters', async () => {
    const psd = await mockupPsd();
    const smart = psd.children!.find((layer) => layer.placedLayer)!;
    smart.placedLayer!.filter = {
      enabled: true,
      validAtPosition: true,
      maskEnabled: false,
      maskLinked: false,
      maskExtendWithWhite: true,
      list: [filter('gaussian blur', { radius: { units: 'Pixels', value: 3 } }), filter('gaussian blur', { radius: { units: 'Pixels', value: 4 } }), filter('motion blur', { angle: 0, distance: { units: 'Pixels', value: 5 } })],
    };
    const { plan, images } = await planPsd(psd);
    const area = plan.stack.find((step) => step.kind === 'area');
    expect(area?.kind === 'area' && area.blur).toBeCloseTo(5, 6);
    expect(plan.unsupported).toEqual([{ layer: 'Your design', feature: 'smart filter "Motion Blur" (not applied)' }]);
    // A red design: sharp, the pixel just left of the quad's left edge is background; blurred, it takes some red.
    const red = { width: 10, height: 8, data: new Uint8ClampedArray(320).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) };
    const blurred = renderPsd(plan, images, { pictures: [{ image: red }] }, 300).data;
    const sharp = renderPsd({ ...plan, stack: plan.stack.map((s) => (s.kind === 'area' ? { ...s, blur: 0 } : s)) }, images, { pictures: [{ image: red }] }, 300).data;
    const o = 4 * (120 * 300 + 49);
    expect([sharp[o], sharp[o + 1]]).toEqual([200, 200]);
    expect(blurred[o]! - blurred[o + 1]!).toBeGreaterThan(20);
  });
});
