import { describe, expect, it } from 'vitest';
import { layerBounds } from '../../../../core/src/editor/layer-bounds';
import type { ResolvedLayer } from '../../../../core/src/render/layers';
import { solidDesign, twoAreaTemplate } from '../../../../core/src/render/test-fixtures';
import { renderMockup, renderPrint } from '../../../../core/src/render';
import { artworkChange, artworkDesigns, onScreenSide, previewDrawings, type TemplateArtwork } from './template-artwork';

/** A print area's mesh: one cell whose corners are the box's. */
const box = (x0: number, y0: number, x1: number, y1: number) => ({ cols: 1, rows: 1, points: [x0, y0, x1, y0, x0, y1, x1, y1] });

describe('onScreenSide', () => {
  it('gives the artwork as many pixels across and down as the preview shows of the area', () => {
    // 600 × 800 template pixels of a 2048² template, seen at 600²: 176 × 234 px. A 3:4 area needs 234 px down.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300), 3 / 4)).toBe(235);
    // Drawn squeezed into a square area, the same box needs its 234 px down on both sides.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300), 1)).toBe(235);
    // A 2:1 area shown 176 px across and 234 down needs 468 px across to keep its height's pixels.
    expect(onScreenSide(2048, 600)(box(700, 500, 1300, 1300), 2)).toBe(469);
  });

  it('follows a turned area along its own lines, not its box', () => {
    // A 200 × 200 px square turned 45° on a 600² template seen at 600²: its box is 283 px wide; its sides are 200.
    const r = 100 * Math.SQRT2;
    const turned = { cols: 1, rows: 1, points: [300, 300 - r, 300 + r, 300, 300 - r, 300, 300, 300 + r] };
    expect(onScreenSide(600, 600)(turned, 1)).toBe(200);
  });

  it('stays between 64 px and the preview itself', () => {
    expect(onScreenSide(2048, 600)(box(1000, 1000, 1010, 1010), 1)).toBe(64);
    expect(onScreenSide(1024, 600)(box(0, 0, 1024, 1024), 1)).toBe(600);
  });
});

describe('artworkChange', () => {
  const template = twoAreaTemplate(64);
  const logo = solidDesign(10, 10, [200, 30, 30, 255]);
  const badge = solidDesign(20, 20, [30, 30, 200, 255]);
  const image = (design: typeof logo, x: number, extra: Partial<ResolvedLayer> = {}): ResolvedLayer =>
    ({ type: 'image', image: design, placement: { x, y: 50, size: 0.3, rotation: 0 }, ...extra }) as ResolvedLayer;
  const under = image(badge, 70);
  const frame = (main: ResolvedLayer[], side?: ResolvedLayer[]): TemplateArtwork => ({ main, others: [side] });

  it('is the box round where the one moved layer was and is, with a texel of margin or more', () => {
    const change = artworkChange(template, frame([under, image(logo, 20)]), frame([under, image(logo, 35)]), 100)!;
    expect(change.area).toBe(0);
    for (const x of [20, 35]) {
      const box = layerBounds(image(logo, x), image(logo, x).placement, template.printAspect)!;
      expect(change.minU).toBeLessThan(box.minU - 0.01);
      expect(change.maxU).toBeGreaterThan(box.maxU + 0.01);
      expect(change.minV).toBeLessThan(box.minV);
    }
    // The badge's place, right of both, is outside.
    expect(change.maxU).toBeLessThan(layerBounds(under, under.placement, template.printAspect)!.minU);
  });

  it('names the further area a change is on', () => {
    const main = [under];
    expect(artworkChange(template, frame(main, [image(logo, 30)]), frame(main, [image(logo, 40)]), 100)?.area).toBe(1);
  });

  it('is undefined when more than one layer changed, or how the area is drawn did', () => {
    expect(artworkChange(template, frame([image(badge, 70), image(logo, 20)]), frame([image(badge, 60), image(logo, 30)]), 100)).toBeUndefined();
    // Hiding the badge leaves one plain image: drawn as it is, no longer as an artwork.
    const top = image(logo, 20);
    expect(artworkChange(template, frame([under, top]), frame([{ ...under, hidden: true }, top]), 100)).toBeUndefined();
    // …while fading it keeps an artwork: the badge's box alone.
    expect(artworkChange(template, frame([under, top]), frame([{ ...under, opacity: 0.5 } as ResolvedLayer, top]), 100)?.area).toBe(0);
    const main = [under];
    expect(artworkChange(template, frame(main), frame(main), 100)).toBeUndefined();
  });
});

describe('a preview frame repainted round the change', () => {
  it('is the frame a whole render draws (within the preview artwork’s rounding) all along a drag', () => {
    const template = twoAreaTemplate(64);
    const badge: ResolvedLayer = { type: 'image', image: solidDesign(20, 20, [30, 30, 200, 200]), placement: { x: 60, y: 50, size: 0.6, rotation: 0 } };
    const logoImage = solidDesign(10, 10, [200, 30, 30, 255]);
    const drawings = previewDrawings();
    const artworkAt = (x: number): TemplateArtwork => ({
      main: [badge, { type: 'image', image: logoImage, placement: { x, y: 45, size: 0.3, rotation: x } }],
      others: [undefined],
    });
    let artwork = artworkAt(20);
    const first = artworkDesigns(template, artwork, 48, drawings);
    const frame = renderMockup(template, first.main.design, first.main.placement, '#ffffff', 64, undefined, first.others);
    for (const x of [25, 32, 40, 55, 70]) {
      const next = artworkAt(x);
      const change = artworkChange(template, artwork, next, 48);
      expect(change).toBeDefined();
      const { main, others } = artworkDesigns(template, next, 48, drawings);
      renderPrint(template, main.design, main.placement, '#ffffff', 64, frame, others, change);
      const whole = artworkDesigns(template, next, 48);
      const expected = renderMockup(template, whole.main.design, whole.main.placement, '#ffffff', 64, undefined, whole.others);
      expect(Math.max(...frame.map((byte, i) => Math.abs(byte - expected[i]!))), `x ${x}`).toBeLessThanOrEqual(3);
      artwork = next;
    }
  });
});
