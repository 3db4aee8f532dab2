import { describe, expect, it } from 'vitest';
import { BOOK, buildBook } from './book';
import { bounds, gridLineLength, isWellFormed, meanNormal, uvRange } from './mesh-checks';
import { designPatch, fitDesign } from './print-area';

const book = buildBook();

describe('the book model', () => {
  it('has a cover, endpapers and a page block, well formed, with UVs inside 0–1', () => {
    expect(book.parts.map((part) => part.role).sort()).toEqual(['body', 'lining', 'pages']);
    for (const part of book.parts) {
      expect(isWellFormed(part.mesh), part.name).toBe(true);
      const { min, max } = uvRange(part.mesh);
      expect(min).toBeGreaterThanOrEqual(0);
      expect(max).toBeLessThanOrEqual(1);
    }
  });

  it('is a hardcover: the boards overhang the pages and the spine bulges out', () => {
    const cover = bounds(book.parts.find((part) => part.role === 'body')!.mesh);
    const pages = bounds(book.parts.find((part) => part.role === 'pages')!.mesh);
    expect(cover.max[1] - pages.max[1]).toBeGreaterThan(0.002);
    expect(cover.max[0] - pages.max[0]).toBeGreaterThan(0.002);
    expect(pages.min[0] - cover.min[0]).toBeGreaterThan(BOOK.spineBulge * 0.5);
    expect(cover.max[2] - cover.min[2]).toBeCloseTo(BOOK.thickness, 3);
    expect(pages.max[2]).toBeLessThan(cover.max[2] - BOOK.boardThickness);
  });
});

describe('a design on the book', () => {
  it('covers the front board, edge to edge, facing the reader', () => {
    const mesh = designPatch(book.print, fitDesign(book.print, BOOK.boardWidth / BOOK.height, 100), { cols: 30, rows: 30 });
    const { min, max } = bounds(mesh);
    expect(min[2]).toBeGreaterThan(BOOK.thickness / 2 - 0.0015);
    expect(max[1] - min[1]).toBeCloseTo(BOOK.height, 3);
    expect(max[0] - min[0]).toBeCloseTo(BOOK.boardWidth, 2);
    expect(meanNormal(mesh)[2]).toBeGreaterThan(0.95);
  });

  it('keeps a square design square on the cover', () => {
    const fit = fitDesign(book.print, 1, 100);
    const mesh = designPatch(book.print, fit, { cols: 30, rows: 30 });
    expect(fit.width).toBeCloseTo(BOOK.boardWidth);
    const ratio = gridLineLength(mesh, 30, 30, { row: 15 }) / gridLineLength(mesh, 30, 30, { col: 15 });
    expect(ratio).toBeCloseTo(1, 2);
  });

  it('wraps a jacket design from the back board round the spine to the front board', () => {
    const wrap = book.wrap!;
    const fit = fitDesign(wrap, wrap.width / wrap.height, 100);
    const mesh = designPatch(wrap, fit, { cols: 80, rows: 10 });
    const { min, max } = bounds(mesh);
    expect(min[2]).toBeLessThan(-BOOK.thickness / 2);
    expect(max[2]).toBeGreaterThan(BOOK.thickness / 2);
    // The middle of the jacket is on the spine, the leftmost part of the book.
    const middle = 5 * 81 + 40;
    expect(mesh.positions[middle * 3]!).toBeCloseTo(min[0], 3);
    const { min: uvMin, max: uvMax } = uvRange(mesh);
    expect([uvMin, uvMax]).toEqual([0, 1]);
  });
});
