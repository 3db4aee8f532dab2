import type { Filter } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { mockupPsd } from '../../../tests/support/psd-files';
import { renderPsd } from '../../../core/src/psd/render-psd';
import { planPsd } from './plan-psd';

const filter = (type: string, extra: Record<string, unknown>): Filter =>
  ({ name: type === 'gaussian blur' ? 'Gaussian Blur' : 'Motion Blur', opacity: 1, blendMode: 'normal', enabled: true, hasOptions: true, foregroundColor: { r: 0, g: 0, b: 0 }, backgroundColor: { r: 255, g: 255, b: 255 }, type, filter: extra }) as unknown as Filter;

/** The mockup with these smart filters on its smart object (switched on, no filter mask). */
async function withSmartFilters(list: Filter[]) {
  const psd = await mockupPsd();
  psd.children!.find((layer) => layer.placedLayer)!.placedLayer!.filter = { enabled: true, validAtPosition: true, maskEnabled: false, maskLinked: false, maskExtendWithWhite: true, list };
  return psd;
}

describe('planPsd smart filters', () => {
  it('applies Gaussian blurs to what is drawn in the area and lists other filters', async () => {
    const psd = await withSmartFilters([filter('gaussian blur', { radius: { units: 'Pixels', value: 3 } }), filter('gaussian blur', { radius: { units: 'Pixels', value: 4 } }), filter('motion blur', { angle: 0, distance: { units: 'Pixels', value: 5 } })]);
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

describe('planPsd warp styles', () => {
  const red = { width: 10, height: 8, data: new Uint8ClampedArray(320).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) };
  const probe = (plan: Awaited<ReturnType<typeof planPsd>>, x: number, y: number) => {
    const data = renderPsd(plan.plan, plan.images, { pictures: [{ image: red }] }, 300).data;
    return [...data.subarray(4 * (y * 300 + x), 4 * (y * 300 + x) + 3)];
  };

  it('draws a style warp through the patch evaluation: arc lower 50 % bows the bottom edge out by its sagitta', async () => {
    const straight = await planPsd(await mockupPsd());
    const bent = await planPsd(await mockupPsd({ warp: { style: 'arcLower', value: 50, perspective: 0, perspectiveOther: 0, rotate: 'horizontal' } }));
    expect(bent.plan.unsupported).toEqual([]);
    const [a, b] = [straight.plan.areas[0]!.mesh.points, bent.plan.areas[0]!.mesh.points];
    // The corners stay on the placed layer's corners.
    for (const k of [0, 48, 49 * 48, 49 * 49 - 1]) expect([b[2 * k], b[2 * k + 1]]).toEqual([a[2 * k], a[2 * k + 1]]);
    // The bottom edge's midpoint moves away from the top by the sagitta: 50/sin 45° · (1 − cos 45°) of the 80 px height.
    const mid = 2 * (48 * 49 + 24), top = 2 * 24;
    const depth = (p: number[]) => Math.hypot(p[mid]! - p[top]!, p[mid + 1]! - p[top + 1]!);
    expect(depth(b) / depth(a)).toBeCloseTo((80 + (50 / Math.SQRT1_2) * (1 - Math.SQRT1_2)) / 80, 2);
    // Just below the quad's bottom edge the design now shows; the flat file shows the background there.
    expect(probe(straight, 100, 152)).toEqual([200, 200, 200]);
    expect(probe(bent, 100, 152)[1]).toBeLessThan(60);
  });

  it('lays a style over the warp’s bounds: bounds twice as wide as the contents bend the edge as their proportions say', async () => {
    const bounds = { top: { value: 0, units: 'Pixels' as const }, left: { value: 0, units: 'Pixels' as const }, bottom: { value: 80, units: 'Pixels' as const }, right: { value: 200, units: 'Pixels' as const } };
    const base = { style: 'arcLower' as const, value: 50, perspective: 0, perspectiveOther: 0, rotate: 'horizontal' as const };
    const [own, wide] = await Promise.all([planPsd(await mockupPsd({ warp: base })), planPsd(await mockupPsd({ warp: { ...base, bounds } }))]);
    // How far the bottom edge's midpoint sits below the middle of its two corners (mesh row 48, columns 0, 24, 48).
    const sag = (plan: typeof own) => {
      const p = plan.plan.areas[0]!.mesh.points, y = (i: number) => p[2 * (48 * 49 + i) + 1]!;
      return y(24) - (y(0) + y(48)) / 2;
    };
    // The sagitta is a fixed share of the chord: the wider frame's bend is twice as deep relative to the height.
    expect(sag(wide) / sag(own)).toBeCloseTo(2, 1);
  });

  it('lists styles drawn from a disputed reconstruction, and a bend with a distortion, by layer name', async () => {
    const flag = await planPsd(await mockupPsd({ warp: { style: 'flag', value: 20, perspective: 0, perspectiveOther: 0, rotate: 'horizontal' } }));
    expect(flag.plan.unsupported).toEqual([{ layer: 'Your design', feature: 'warp style "flag" (drawn as publicly reconstructed, not checked against Photoshop)' }]);
    const both = await planPsd(await mockupPsd({ warp: { style: 'arc', value: 20, perspective: 10, perspectiveOther: 0, rotate: 'vertical' } }));
    expect(both.plan.unsupported).toEqual([{ layer: 'Your design', feature: 'warp style "arc" with a bend and a distortion together (the distortion drawn approximately)' }]);
    const distortion = await planPsd(await mockupPsd({ warp: { style: 'arc', value: 0, perspective: 10, perspectiveOther: -20, rotate: 'horizontal' } }));
    expect(distortion.plan.unsupported).toEqual([]);
    const listed = await planPsd(await mockupPsd({ warp: { style: 'bulge', values: [10, 20], perspective: 0, perspectiveOther: 0, rotate: 'horizontal' } }));
    expect(listed.plan.unsupported).toEqual([{ layer: 'Your design', feature: 'warp style "bulge" saved with a list of values (drawn without the warp)' }]);
  });

  it('keeps a Displace smart filter’s shift (scale % of 128 px), says its map is made from the picture, and lists a faded blur', async () => {
    const displace = filter('displace', { horizontalScale: 10, verticalScale: -20, displacementMap: 'stretch to fit', undefinedAreas: 'repeat edge pixels', displacementFile: { signature: '8BPS', path: 'C:\\maps\\fabric.psd' } });
    const psd = await withSmartFilters([{ ...displace, name: 'Displace' }, { ...filter('gaussian blur', { radius: { units: 'Pixels', value: 3 } }), opacity: 0.5 }]);
    const { plan } = await planPsd(psd);
    expect(plan.unsupported).toEqual([
      { layer: 'Your design', feature: 'smart filter "Displace" (drawn with a map made from the picture beneath: its own map "C:\\maps\\fabric.psd" is a separate file)' },
      { layer: 'Your design', feature: 'smart filter "Gaussian Blur" faded, blended or repeated (not applied)' },
    ]);
    const area = plan.stack.find((step) => step.kind === 'area');
    expect(area).not.toHaveProperty('blur');
    expect(area).toMatchObject({ displace: { x: 12.8, y: -25.6 } });
  });
});
