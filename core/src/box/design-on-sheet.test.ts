import { describe, expect, it } from 'vitest';
import { designOnSheet } from './design-on-sheet';
import { buildDieline } from './dieline';

const dieline = (style: 'tuck-end' | 'mailer' | 'lid') => buildDieline({ style, width: 120, height: 80, depth: 40 });

describe('the design on the flat sheet', () => {
  it('fills the front panel of a tuck-end box as the 3D print does, upright', () => {
    const sheet = dieline('tuck-end');
    const { area, image, turned } = designOnSheet(sheet, 1, 100, false);
    expect(area).toEqual(sheet.panels.front);
    // A square design fits the panel's 80 mm height, centred on its 120 mm width.
    expect(image).toEqual({ x: sheet.panels.front.x + 20, y: sheet.panels.front.y, width: 80, height: 80 });
    expect(turned).toBe(false);
    expect(designOnSheet(sheet, 1, 50, false).image.width).toBe(40);
  });

  it('runs across both side panels when wrapped', () => {
    const sheet = dieline('tuck-end');
    const { area, image } = designOnSheet(sheet, 200 / 80, 100, true);
    expect(area.width).toBe(200);
    expect(area.x).toBe(sheet.panels.left.x);
    expect(image.width).toBeCloseTo(200, 9);
  });

  it('turns the design on walls that fold up off the base, and keeps a lid box print below the lid', () => {
    expect(designOnSheet(dieline('mailer'), 1, 100, false).turned).toBe(true);
    const lid = designOnSheet(dieline('lid'), 1, 100, false);
    expect(lid.turned).toBe(true);
    // 80 mm walls under a 27 mm lid: 53 mm show.
    expect(lid.area.height).toBe(53);
  });
});
