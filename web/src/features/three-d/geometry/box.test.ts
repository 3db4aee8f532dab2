import { describe, expect, it } from 'vitest';
import { BOX, BOX_DIELINE, boxSizeOf, buildBox, cornerRadii } from './box';
import { lidWallHeight } from './box-lid';
import { bounds, gridLineLength, isWellFormed, meanNormal, normalAt, positionAt, uvRange, vertexCount } from './mesh-checks';
import { designPatch, fitDesign } from './print-area';

const box = buildBox();
const part = (name: string) => box.parts.find((p) => p.name === name)!.mesh;
const walls = part('walls');

const inside = (uv: [number, number], rect: { u0: number; u1: number; v0: number; v1: number }, slack = 1e-3) =>
  uv[0] >= rect.u0 - slack && uv[0] <= rect.u1 + slack && uv[1] >= rect.v0 - slack && uv[1] <= rect.v1 + slack;

describe('the box model', () => {
  it('is a carton of the given size, walls, lid and base well formed, with UVs inside 0–1', () => {
    const { min, max } = bounds(walls);
    expect(max[0] - min[0]).toBeCloseTo(BOX.width, 4);
    expect(max[1] - min[1]).toBeCloseTo(BOX.height, 4);
    expect(max[2] - min[2]).toBeCloseTo(BOX.depth, 4);
    for (const { name, mesh } of box.parts) {
      expect(isWellFormed(mesh), name).toBe(true);
      const range = uvRange(mesh);
      expect(range.min).toBeGreaterThanOrEqual(0);
      expect(range.max).toBeLessThanOrEqual(1);
    }
    expect(bounds(part('lid')).min[1]).toBeCloseTo(BOX.height / 2, 6);
    expect(bounds(part('base')).max[1]).toBeCloseTo(-BOX.height / 2, 6);
  });

  it('is mapped like a dieline: each face samples its own panel of the flat sheet', () => {
    const panels = [BOX_DIELINE.left, BOX_DIELINE.front, BOX_DIELINE.right, BOX_DIELINE.back];
    for (let i = 1; i < panels.length; i++) expect(panels[i]!.u0).toBeCloseTo(panels[i - 1]!.u1, 9);
    expect(BOX_DIELINE.left.u0).toBe(0);
    expect(BOX_DIELINE.back.u1).toBe(1);
    expect(BOX_DIELINE.front.u1 - BOX_DIELINE.front.u0).toBeGreaterThan(BOX_DIELINE.left.u1 - BOX_DIELINE.left.u0);

    const uvAt = (mesh: typeof walls, i: number): [number, number] => [mesh.uvs[i * 2]!, mesh.uvs[i * 2 + 1]!];
    const checked = { front: 0, left: 0, back: 0 };
    for (let i = 0; i < vertexCount(walls); i++) {
      const [x, y, z] = positionAt(walls, i);
      const n = normalAt(walls, i);
      if (Math.abs(y) > BOX.height / 2 - 0.01) continue;
      if (n[2] > 0.99 && Math.abs(x) < BOX.width / 2 - 0.01) {
        expect(inside(uvAt(walls, i), BOX_DIELINE.front)).toBe(true);
        checked.front++;
      } else if (n[0] < -0.99 && Math.abs(z) < BOX.depth / 2 - 0.01) {
        expect(inside(uvAt(walls, i), BOX_DIELINE.left)).toBe(true);
        checked.left++;
      } else if (n[2] < -0.99 && Math.abs(x) < BOX.width / 2 - 0.01) {
        expect(inside(uvAt(walls, i), BOX_DIELINE.back)).toBe(true);
        checked.back++;
      }
    }
    expect(checked.front).toBeGreaterThan(50);
    expect(checked.left).toBeGreaterThan(20);
    expect(checked.back).toBeGreaterThan(50);
    // Lid and base hang off the front panel's top and bottom edges, the front edge of each next to it.
    for (const [name, rect] of [['lid', BOX_DIELINE.lid], ['base', BOX_DIELINE.base]] as const) {
      const mesh = part(name);
      for (let i = 0; i < vertexCount(mesh); i++) expect(inside(uvAt(mesh, i), rect), name).toBe(true);
      const frontEdge = Array.from({ length: vertexCount(mesh) }, (_, i) => i).filter((i) => positionAt(mesh, i)[2] > BOX.depth / 2 - 0.003);
      const edgeV = name === 'lid' ? BOX_DIELINE.front.v1 : BOX_DIELINE.front.v0;
      for (const i of frontEdge) expect(Math.abs(uvAt(mesh, i)[1] - edgeV)).toBeLessThan(0.01);
    }
  });
});

describe('a design on the box', () => {
  it('lands on the front panel, flat and facing forward, with its proportions kept', () => {
    const fit = fitDesign(box.print, 1.6, 100);
    const mesh = designPatch(box.print, fit, { cols: 20, rows: 20 });
    const { min, max } = bounds(mesh);
    expect(min[2]).toBeCloseTo(BOX.depth / 2, 2);
    expect(max[0] - min[0]).toBeCloseTo(BOX.width - 2 * cornerRadii(BOX).corner, 3);
    expect(meanNormal(mesh)[2]).toBeGreaterThan(0.99);
    const ratio = gridLineLength(mesh, 20, 20, { row: 10 }) / gridLineLength(mesh, 20, 20, { col: 10 });
    expect(ratio).toBeCloseTo(1.6, 2);
  });

  it('wraps round the side panels when asked', () => {
    const fit = fitDesign(box.wrap!, box.wrap!.width / box.wrap!.height, 100);
    const mesh = designPatch(box.wrap!, fit, { cols: 60, rows: 10 });
    const { min, max } = bounds(mesh);
    expect(max[0]).toBeGreaterThan(BOX.width / 2);
    expect(min[0]).toBeLessThan(-BOX.width / 2);
    // The ends reach well back along the sides.
    expect(min[2]).toBeLessThan(-BOX.depth / 2 + 0.01);
    expect(gridLineLength(mesh, 60, 10, { row: 5 })).toBeCloseTo(BOX.width + 2 * BOX.depth, 2);
  });
});

describe('a box made to measure', () => {
  it('is built to the size asked: 120 × 80 × 40 mm is a wide, low carton', () => {
    const size = boxSizeOf({ width: 120, height: 80, depth: 40 });
    const model = buildBox(size);
    const { min, max } = bounds(model.parts[0]!.mesh);
    expect(max[0] - min[0]).toBeCloseTo(0.12, 4);
    expect(max[1] - min[1]).toBeCloseTo(0.08, 4);
    expect(max[2] - min[2]).toBeCloseTo(0.04, 4);
    expect(model.print.width).toBeCloseTo(0.12 - 2 * cornerRadii(size).corner, 6);
    // The framing sphere still holds every corner.
    expect(model.radius).toBeGreaterThan(Math.hypot(0.06, 0.04, 0.02));
  });

  it('puts a lid over a lid-and-base box, standing proud of the base, and prints below its rim', () => {
    const size = boxSizeOf({ width: 120, height: 80, depth: 40 });
    const model = buildBox(size, 'lid');
    const shell = model.parts.find((p) => p.name === 'lid shell')!.mesh;
    expect(isWellFormed(shell)).toBe(true);
    const { min, max } = bounds(shell);
    expect(max[0] - min[0]).toBeCloseTo(0.12 + 0.003, 4);
    expect(min[1]).toBeCloseTo(0.04 - lidWallHeight(size), 4);
    expect(max[1]).toBeGreaterThan(0.04);
    const patch = designPatch(model.print, fitDesign(model.print, 1, 100), { cols: 10, rows: 10 });
    expect(bounds(patch).max[1]).toBeLessThan(0.04 - lidWallHeight(size));
  });

  it('keeps small boxes well formed: corners no rounder than the board allows', () => {
    const model = buildBox(boxSizeOf({ width: 20, height: 20, depth: 20 }), 'mailer');
    for (const { name, mesh } of model.parts) expect(isWellFormed(mesh), name).toBe(true);
  });
});
