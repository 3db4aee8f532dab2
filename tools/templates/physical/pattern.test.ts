/**
 * FreeSewing panels → the panels Blender sews: the pattern's areas and seam lengths survive flattening, mirroring and
 * resampling, seams pair vertex for vertex with equal lengths on both sides, and the interior lattice keeps its
 * spacing, so a panel's mesh coordinates (its UV) are millimetres of fabric.
 */
import { describe, expect, it } from 'vitest';
import { teePattern } from './garments/tee';
import { inside, lattice, pathEdges, polygonArea, polylineLength, resample, sewingPlan, type Vec2 } from './pattern';

const dist = (a: Vec2, b: Vec2) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('pattern geometry', () => {
  it('flattens a cubic Bézier to its length and resamples it evenly with its ends kept', () => {
    // A quarter circle of radius 100 as a cubic (k = 0.5523): length 157.08 within 0.1 %.
    const k = 55.23;
    const [curve] = pathEdges([
      { type: 'move', to: { x: 100, y: 0 } },
      { type: 'curve', cp1: { x: 100, y: -k }, cp2: { x: k, y: -100 }, to: { x: 0, y: -100 } },
    ]);
    expect(polylineLength(curve!)).toBeCloseTo((Math.PI / 2) * 100, 0);
    const even = resample(curve!, 10);
    expect(even[0]).toEqual([100, 0]);
    expect(even[10]![0]).toBeCloseTo(0, 6);
    expect(even[10]![1]).toBeCloseTo(100, 6);
    const steps = even.slice(1).map((p, i) => dist(p, even[i]!));
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThan(0.05);
  });

  it('fills a 10 cm square with a lattice at its spacing, all inside', () => {
    const square: Vec2[] = [[0, 0], [100, 0], [100, 100], [0, 100]];
    const points = lattice(square, 10);
    expect(points.every(([x, y]) => inside(square, x, y))).toBe(true);
    // A triangular lattice of spacing s holds 2 / (√3 s²) points per unit area (less a border of s/2).
    expect(points.length).toBeGreaterThan(70);
    expect(points.length).toBeLessThan(116);
    expect(polygonArea(square)).toBe(10_000);
  });
});

describe('Teagan T-shirt panels', () => {
  const pattern = teePattern({ body: 'male', size: '42' });
  const plan = sewingPlan(pattern.panels, pattern.seams, 14);

  it('keeps each panel’s area: the whole front is twice the drafted half', () => {
    const front = plan.panels.find((p) => p.name === 'front')!;
    const drafted = pattern.panels.find((p) => p.name === 'front')!.edges.flatMap((e) => e.points.slice(1));
    expect(polygonArea(front.outline) / polygonArea(drafted)).toBeCloseTo(1, 2);
    for (const p of plan.panels) expect(polygonArea(p.outline), p.name).toBeGreaterThan(0);
    // A men's size 42 front: about 0.36 m² of fabric.
    expect(polygonArea(front.outline) / 1e6).toBeGreaterThan(0.3);
    expect(polygonArea(front.outline) / 1e6).toBeLessThan(0.45);
  });

  it('pairs every seam vertex for vertex, from matching ends, with lengths that agree', () => {
    for (const seam of plan.seams) {
      const a = plan.panels.find((p) => p.name === seam.a)!, b = plan.panels.find((p) => p.name === seam.b)!;
      const la = polylineLength(seam.pairs.map(([i]) => a.outline[i]!));
      const lb = polylineLength(seam.pairs.map(([, j]) => b.outline[j]!));
      // Side and shoulder seams are cut equal; a sleeve cap carries a little ease over its armhole.
      expect(Math.abs(la / lb - 1), `${seam.a}–${seam.b}`).toBeLessThan(0.08);
      expect(seam.pairs.length).toBeGreaterThan(2);
    }
  });

  it('places seam vertices and lattice points about the spacing apart', () => {
    for (const p of plan.panels) {
      const steps = p.outline.map((q, i) => dist(q, p.outline[(i + 1) % p.outline.length]!));
      expect(Math.max(...steps), p.name).toBeLessThan(14 * 1.25);
      expect(p.interior.every(([x, y]) => inside(p.outline, x, y)), p.name).toBe(true);
    }
  });

  it('drafts the variants the recipes use (v-neck, long sleeve, women’s sizes)', () => {
    const v = sewingPlan(teePattern({ body: 'male', size: '42', vNeckDepth: 110 }).panels, pattern.seams, 14);
    const neck = (pl: typeof plan) => {
      const f = pl.panels.find((p) => p.name === 'front')!;
      const [n0, n1] = f.edges.neck!;
      return Math.min(...f.outline.slice(n0, n1 + 1).map((q) => q[1]));
    };
    expect(neck(v)).toBeLessThan(neck(plan) - 50);
    const long = teePattern({ body: 'male', size: '42', longSleeves: true });
    const sleeveHeight = (g: typeof pattern) => {
      const ys = g.panels.find((p) => p.name === 'sleeveR')!.edges.flatMap((e) => e.points.map((q) => q[1]));
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(sleeveHeight(long)).toBeGreaterThan(sleeveHeight(pattern) + 300);
    expect(() => teePattern({ body: 'female', size: '38' })).not.toThrow();
  });
});
