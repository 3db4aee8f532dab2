import { describe, expect, it } from 'vitest';
import { bounds, gridLineLength, isWellFormed, meanNormal, normalAt, positionAt, uvRange, vertexCount } from './mesh-checks';
import { surfaceNormal } from './mesh-data';
import { designPatch, fitDesign } from './print-area';
import { DRAFT_DETAIL } from '../scene/models';
import { buildTShirt, torsoSurface } from './tshirt';

const shirt = buildTShirt();

describe('the T-shirt model', () => {
  it('is made of well-formed parts whose UVs stay inside 0–1', () => {
    for (const part of shirt.parts) {
      expect(isWellFormed(part.mesh), part.name).toBe(true);
      const { min, max } = uvRange(part.mesh);
      expect(min, part.name).toBeGreaterThanOrEqual(0);
      expect(max, part.name).toBeLessThanOrEqual(1);
    }
  });

  it('has a torso, two sleeves and a collar, and fits its framing sphere', () => {
    const body = shirt.parts.find((part) => part.name === 'torso')!.mesh;
    const { min, max } = bounds(body);
    // Sleeves reach well past the torso's 51 cm width; the shirt is about 70 cm long.
    expect(max[0] - min[0]).toBeGreaterThan(0.8);
    expect(max[1] - min[1]).toBeGreaterThan(0.65);
    const collar = shirt.parts.find((part) => part.name === 'ribs')!.mesh;
    expect(bounds(collar).max[1]).toBeGreaterThan(max[1]);
    let farthest = 0;
    for (const part of shirt.parts) {
      for (let i = 0; i < vertexCount(part.mesh); i++) farthest = Math.max(farthest, Math.hypot(...positionAt(part.mesh, i)));
    }
    expect(farthest).toBeLessThan(shirt.radius);
    expect(farthest).toBeGreaterThan(shirt.radius * 0.8);
  });

  it('faces outwards: the chest looks forward, the sides look sideways', () => {
    expect(surfaceNormal(torsoSurface, 0.5, 0.5)[2]).toBeGreaterThan(0.9);
    expect(surfaceNormal(torsoSurface, 0.75, 0.5)[0]).toBeGreaterThan(0.9);
    expect(surfaceNormal(torsoSurface, 0.25, 0.5)[0]).toBeLessThan(-0.9);
    expect(surfaceNormal(torsoSurface, 0, 0.5)[2]).toBeLessThan(-0.9);
  });

  it('has soft folds: the hem is not a perfect superellipse', () => {
    const radii = Array.from({ length: 64 }, (_, i) => torsoSurface(i / 64, 0.02)[2]);
    const smooth = Array.from({ length: 64 }, (_, i) => torsoSurface(i / 64, 0.6)[2]);
    const wobble = (values: number[]) => values.reduce((sum, v, i) => sum + Math.abs(v - (values[i - 1] ?? v)), 0);
    expect(wobble(radii)).toBeGreaterThan(wobble(smooth));
  });
});

describe('the coarse T-shirt of software GL’s draft frames', () => {
  const draft = buildTShirt(DRAFT_DETAIL);
  const triangles = (model: typeof shirt) => model.parts.reduce((sum, part) => sum + part.mesh.indices.length / 3, 0);

  it('has the same parts, well formed, with UVs inside 0–1, and a tenth of the triangles or fewer', () => {
    expect(draft.parts.map((part) => part.name)).toEqual(shirt.parts.map((part) => part.name));
    for (const part of draft.parts) {
      expect(isWellFormed(part.mesh), part.name).toBe(true);
      const { min, max } = uvRange(part.mesh);
      expect(min, part.name).toBeGreaterThanOrEqual(0);
      expect(max, part.name).toBeLessThanOrEqual(1);
    }
    expect(triangles(draft)).toBeLessThan(triangles(shirt) / 10);
  });

  it('has the full shirt’s outline within a few millimetres', () => {
    shirt.parts.forEach((part, i) => {
      const full = bounds(part.mesh);
      const coarse = bounds(draft.parts[i]!.mesh);
      for (let axis = 0; axis < 3; axis++) {
        expect(Math.abs(coarse.min[axis]! - full.min[axis]!), `${part.name} min ${axis}`).toBeLessThan(0.006);
        expect(Math.abs(coarse.max[axis]! - full.max[axis]!), `${part.name} max ${axis}`).toBeLessThan(0.006);
      }
    });
  });
});

describe('a design on the T-shirt', () => {
  const cols = 40;
  const rows = 40;

  it('lands on the chest: front, centred, below the collar and above the hem', () => {
    const mesh = designPatch(shirt.print, fitDesign(shirt.print, 1, 100), { cols, rows });
    const { min, max } = bounds(mesh);
    expect(min[2]).toBeGreaterThan(0.06);
    expect(Math.abs(min[0] + max[0])).toBeLessThan(0.01);
    expect(max[1]).toBeLessThan(0.25);
    expect(min[1]).toBeGreaterThan(-0.2);
    expect(meanNormal(mesh)[2]).toBeGreaterThan(0.85);
    expect(normalAt(mesh, (rows / 2) * (cols + 1) + cols / 2)[2]).toBeGreaterThan(0.95);
  });

  it('keeps the design’s proportions, wide or tall, and its UVs inside 0–1 at every scale', () => {
    for (const aspect of [2, 1, 0.5]) {
      for (const scale of [50, 100, 150]) {
        const fit = fitDesign(shirt.print, aspect, scale);
        const mesh = designPatch(shirt.print, fit, { cols, rows });
        const { min, max } = uvRange(mesh);
        expect(min).toBeGreaterThanOrEqual(0);
        expect(max).toBeLessThanOrEqual(1);
        const across = gridLineLength(mesh, cols, rows, { row: rows / 2 });
        const down = gridLineLength(mesh, cols, rows, { col: cols / 2 });
        // Folds make the fabric a few millimetres longer than the flat print; the ratio stays within 3 %.
        expect(across / down, `aspect ${aspect} at ${scale} %`).toBeCloseTo(fit.visibleWidth / fit.visibleHeight, 1);
        expect(Math.abs(across / down / (fit.visibleWidth / fit.visibleHeight) - 1)).toBeLessThan(0.03);
      }
    }
  });
});
