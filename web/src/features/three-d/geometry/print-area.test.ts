import { describe, expect, it } from 'vitest';
import type { Surface } from './mesh-data';
import { gridLineLength, isWellFormed, meanNormal, uvRange } from './mesh-checks';
import { designPatch, fitDesign, type PrintArea } from './print-area';

describe('fitDesign', () => {
  it('fits a wide design by width and a tall one by height, keeping its proportions', () => {
    const wide = fitDesign({ width: 0.3, height: 0.4 }, 2, 100);
    expect(wide.width).toBeCloseTo(0.3);
    expect(wide.height).toBeCloseTo(0.15);
    const tall = fitDesign({ width: 0.3, height: 0.4 }, 0.5, 100);
    expect(tall.height).toBeCloseTo(0.4);
    expect(tall.width).toBeCloseTo(0.2);
    expect(tall.uv).toEqual({ u0: 0, u1: 1, v0: 0, v1: 1 });
  });

  it('scales about the centre and crops what passes the print area', () => {
    const half = fitDesign({ width: 0.3, height: 0.3 }, 1, 50);
    expect(half.visibleWidth).toBeCloseTo(0.15);
    expect(half.uv.u0).toBe(0);
    const big = fitDesign({ width: 0.3, height: 0.3 }, 1, 150);
    expect(big.width).toBeCloseTo(0.45);
    expect(big.visibleWidth).toBeCloseTo(0.3);
    expect(big.uv.u0).toBeCloseTo(1 / 6);
    expect(big.uv.u1).toBeCloseTo(5 / 6);
  });

  it('treats an unknown aspect as square', () => {
    expect(fitDesign({ width: 1, height: 1 }, Number.NaN, 100).width).toBeCloseTo(1);
  });
});

/** A cylinder of radius 0.2 facing +z at u = 0.5: arc lengths along it are easy to know. */
const cylinder: Surface = (u, v) => {
  const a = Math.PI / 2 - 2 * Math.PI * (u - 0.5);
  return [0.2 * Math.cos(a), v * 0.5, 0.2 * Math.sin(a)];
};

describe('designPatch', () => {
  const area: PrintArea = { surface: cylinder, u: 0.5, v: 0.5, width: 0.4, height: 0.3 };

  it('lays a design on a curved surface at its true size along the surface', () => {
    const fit = fitDesign(area, 2, 100);
    const mesh = designPatch(area, fit, { cols: 40, rows: 20, offset: 0 });
    expect(isWellFormed(mesh)).toBe(true);
    expect(gridLineLength(mesh, 40, 20, { row: 10 })).toBeCloseTo(0.4, 2);
    expect(gridLineLength(mesh, 40, 20, { col: 20 })).toBeCloseTo(0.2, 3);
    expect(uvRange(mesh)).toEqual({ min: 0, max: 1 });
    expect(meanNormal(mesh)[2]).toBeGreaterThan(0.8);
  });

  it('lifts the print off the surface by the offset', () => {
    const mesh = designPatch(area, fitDesign(area, 1, 100), { cols: 8, rows: 8, offset: 0.002 });
    const centre = 4 * 9 + 4;
    const [x, , z] = [mesh.positions[centre * 3]!, mesh.positions[centre * 3 + 1]!, mesh.positions[centre * 3 + 2]!];
    expect(Math.hypot(x, z)).toBeCloseTo(0.202, 5);
  });
});
