import { describe, expect, it } from 'vitest';
import { BOX_STYLES, boxDimensionError, dielineFileName, type BoxSpec } from './box-spec';
import { buildDieline, type Dieline } from './dieline';
import type { Point } from './pieces';

const spec = (style: BoxSpec['style'], width = 120, height = 80, depth = 40): BoxSpec => ({ style, width, height, depth });
const size = (dieline: Dieline, name: string) => {
  const panel = dieline.panels[name]!;
  return [panel.width, panel.height];
};
const count = (dieline: Dieline, kind: 'cut' | 'fold') => dieline.lines.filter((line) => line.kind === kind).length;

/** The pieces' polygon areas overlap nowhere: the area of their union sampled on a grid equals their sum. */
function overlapArea(dieline: Dieline, step = 1): number {
  const inside = (outline: Point[], x: number, y: number) => {
    let hit = false;
    for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
      const [xi, yi] = outline[i]!;
      const [xj, yj] = outline[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
    return hit;
  };
  let overlapping = 0;
  for (let y = step / 2; y < dieline.height; y += step) {
    for (let x = step / 2; x < dieline.width; x += step) {
      if (dieline.pieces.filter((piece) => inside(piece.outline, x, y)).length > 1) overlapping++;
    }
  }
  return overlapping * step * step;
}

describe('a tuck-end box of 120 × 80 × 40 mm', () => {
  const dieline = buildDieline(spec('tuck-end'));

  it('has a front and back of 120 × 80, sides of 40 × 80, a lid and a base of 120 × 40', () => {
    expect(size(dieline, 'front')).toEqual([120, 80]);
    expect(size(dieline, 'back')).toEqual([120, 80]);
    expect(size(dieline, 'left')).toEqual([40, 80]);
    expect(size(dieline, 'right')).toEqual([40, 80]);
    expect(size(dieline, 'top')).toEqual([120, 40]);
    expect(size(dieline, 'bottom')).toEqual([120, 40]);
  });

  it('lays the four panels in a row with a 13 mm glue flap, the tucks half the depth beyond the lids', () => {
    // Glue flap + two widths + two depths across; lid + tuck + body + lid + tuck up.
    expect(dieline.width).toBeCloseTo(13 + 2 * 120 + 2 * 40, 6);
    expect(dieline.height).toBeCloseTo(20 + 40 + 80 + 40 + 20, 6);
    const kinds = dieline.pieces.map((piece) => piece.kind).sort();
    expect(kinds).toEqual(['dust', 'dust', 'dust', 'dust', 'glue', 'lid', 'lid', 'panel', 'panel', 'panel', 'panel', 'tuck', 'tuck']);
  });

  it('creases where pieces meet and cuts everywhere else', () => {
    // 3 folds between the panels + glue + 2 lids + 2 tucks + 4 dust flaps.
    expect(count(dieline, 'fold')).toBe(12);
    // Free edges: the front's top, the back's bottom, the left panel's outer edge; glue flap 3, lids 2 × 2,
    // tucks 2 × 5, dust flaps 4 × 3.
    expect(count(dieline, 'cut')).toBe(3 + 3 + 4 + 10 + 12);
    expect(overlapArea(dieline)).toBe(0);
  });
});

describe('every style at any size in bounds', () => {
  it('names the six faces at their sizes and no piece overlaps another', () => {
    for (const { id } of BOX_STYLES) {
      for (const [w, h, d] of [
        [120, 80, 40],
        [20, 20, 20],
        [300, 60, 200],
      ] as const) {
        const dieline = buildDieline(spec(id, w, h, d));
        expect(size(dieline, 'front'), id).toEqual([w, h]);
        // Mailer and lid box lay the side walls flat outward from the base: height across, depth down.
        expect(size(dieline, 'left'), id).toEqual(id === 'tuck-end' ? [d, h] : [h, d]);
        expect(size(dieline, 'bottom'), id).toEqual([w, d]);
        expect(overlapArea(dieline, Math.max(1, w / 60)), `${id} ${w}×${h}×${d}`).toBe(0);
        expect(count(dieline, 'fold')).toBeGreaterThan(4);
        for (const line of dieline.lines) for (const point of [line.from, line.to]) {
          expect(point[0]).toBeGreaterThanOrEqual(-1e-9);
          expect(point[1]).toBeLessThanOrEqual(dieline.height + 1e-9);
        }
      }
    }
  });

  it('gives the mailer double walls and the lid box a lid 1.5 mm larger each side', () => {
    const mailer = buildDieline(spec('mailer'));
    expect(mailer.pieces.filter((piece) => piece.kind === 'wall')).toHaveLength(3);
    expect(count(mailer, 'fold')).toBe(13);
    const lid = buildDieline(spec('lid'));
    expect(size(lid, 'top')).toEqual([123, 43]);
    // Two trays: each a floor with four walls and four corner flaps, all hinged.
    expect(count(lid, 'fold')).toBe(16);
  });
});

describe('a tuck-end box of extreme proportions', () => {
  it('keeps its tucks shorter than the panels they slide behind', () => {
    const flat = buildDieline(spec('tuck-end', 20, 20, 600));
    const tuck = flat.pieces.find((piece) => piece.name === 'top tuck')!;
    const ys = tuck.outline.map((point) => point[1]);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(18);
    const deep = buildDieline(spec('tuck-end', 300, 300, 300));
    expect(deep.height).toBe(2 * 50 + 2 * 300 + 300);
  });
});

describe('box sizes', () => {
  it('takes 20 to 600 mm and says what is wrong otherwise', () => {
    expect(boxDimensionError('width', 20)).toBeNull();
    expect(boxDimensionError('depth', 600)).toBeNull();
    expect(boxDimensionError('height', 19)).toBe('Height must be between 20 and 600 mm.');
    expect(boxDimensionError('width', 601)).toBe('Width must be between 20 and 600 mm.');
    expect(boxDimensionError('depth', Number.NaN)).toBe('Depth must be a number of millimetres.');
  });

  it('names the files like the other 3D downloads, with the style and size', () => {
    expect(dielineFileName(spec('mailer'), 'pdf', 42)).toBe('3d-dieline-box-mailer-120x80x40mm-42.pdf');
  });
});
