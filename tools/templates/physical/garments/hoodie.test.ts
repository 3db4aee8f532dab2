/**
 * Hugo hoodie panels → the panels Blender sews: every panel of the pattern is there, counter-clockwise; seams pair
 * vertex for vertex with lengths that agree; the neckline the hood is sewn to adds up on both sides; and a 10 cm
 * square of the front's fabric stays 10 cm square in the panel's coordinates (its UV, millimetres of fabric).
 */
import { describe, expect, it } from 'vitest';
import { inside, polygonArea, polylineLength, sewingPlan, type Vec2 } from '../pattern';
import { HOODIE_PANELS, hoodiePattern, topstitchPocket } from './hoodie';

const pattern = hoodiePattern({ body: 'male', size: '42' });
const plan = topstitchPocket(sewingPlan(pattern.panels, pattern.seams, 18), 18);
const point = (panel: string, i: number): Vec2 => {
  const p = plan.panels.find((x) => x.name === panel)!;
  return i < p.outline.length ? p.outline[i]! : p.interior[i - p.outline.length]!;
};

describe('Hugo hoodie panels', () => {
  it('cuts every panel the pattern gives, each counter-clockwise with a sensible area', () => {
    expect(plan.panels.map((p) => p.name)).toEqual([...HOODIE_PANELS]);
    const area = (name: string) => polygonArea(plan.panels.find((p) => p.name === name)!.outline) / 1e6;
    for (const p of plan.panels) expect(polygonArea(p.outline), p.name).toBeGreaterThan(0);
    // A men's size 42 hoodie: front and back about 0.25 m² each, a raglan sleeve about as much, a hood side 0.06.
    expect(area('front')).toBeGreaterThan(0.2);
    expect(area('front')).toBeLessThan(0.32);
    expect(area('hoodL')).toBeCloseTo(area('hoodR'), 6);
    expect(area('sleeveL')).toBeCloseTo(area('sleeveR'), 6);
    expect(area('pocket')).toBeGreaterThan(0.03);
  });

  it('pairs every seam vertex for vertex, with lengths that agree', () => {
    for (const seam of plan.seams) {
      const la = polylineLength(seam.pairs.map(([i]) => point(seam.a, i)));
      const lb = polylineLength(seam.pairs.map(([, j]) => point(seam.b, j)));
      // Raglans and the hood's neck carry a little ease (≤ 4 %), like a sleeve cap.
      expect(Math.abs(la / lb - 1), `${seam.a}–${seam.b}`).toBeLessThan(0.05);
      expect(seam.pairs.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('sews the hood to the whole neckline: its neck is as long as the body’s', () => {
    const len = (panel: string, prefix: string) => {
      const p = pattern.panels.find((x) => x.name === panel)!;
      return p.edges.filter((e) => e.name.startsWith(prefix)).reduce((t, e) => t + polylineLength(e.points), 0);
    };
    const body = len('front', 'neck') + len('back', 'neck') + len('sleeveR', 'neck') + len('sleeveL', 'neck');
    const hood = len('hoodR', 'neck') + len('hoodL', 'neck') + len('hoodCentre', 'neck');
    expect(hood / body).toBeGreaterThan(0.97);
    expect(hood / body).toBeLessThan(1.06);
  });

  it('keeps a 10 cm square of the front’s fabric 10 cm square: its coordinates are the flat pattern, in mm', () => {
    const front = plan.panels.find((p) => p.name === 'front')!;
    const drafted = pattern.panels.find((p) => p.name === 'front')!.edges.flatMap((e) => e.points.slice(1));
    // The resampled outline keeps the drafted area: nothing is scaled between the pattern and the mesh.
    expect(polygonArea(front.outline) / polygonArea(drafted)).toBeCloseTo(1, 2);
    // A 10 cm square on the chest, where the print goes: inside the panel, and the lattice's points in it sit at
    // the lattice's spacing in both directions (18 mm across, 18·√3/2 mm between rows), so its mesh is not stretched.
    const square: Vec2[] = [[-50, -300], [50, -300], [50, -200], [-50, -200]];
    expect(square.every(([x, y]) => inside(front.outline, x, y))).toBe(true);
    const pts = front.interior.filter(([x, y]) => x >= -50 && x <= 50 && y >= -300 && y <= -200);
    const rows = [...new Set(pts.map((q) => q[1].toFixed(3)))].map(Number).sort((a, b) => a - b);
    const rowStep = (rows[rows.length - 1]! - rows[0]!) / (rows.length - 1);
    expect(rowStep).toBeCloseTo((18 * Math.sqrt(3)) / 2, 2);
    const row = pts.filter((q) => Math.abs(q[1] - rows[0]!) < 1e-3).map((q) => q[0]).sort((a, b) => a - b);
    expect((row[row.length - 1]! - row[0]!) / (row.length - 1)).toBeCloseTo(18, 6);
    // ~34 points of a triangular lattice of 18 mm fall in 100 × 100 mm.
    expect(pts.length).toBeGreaterThan(25);
    expect(pts.length).toBeLessThan(45);
  });

  it('topstitches the pocket’s top across the front, on the pocket’s own line', () => {
    const stitch = plan.seams[plan.seams.length - 1]!;
    expect(stitch.a).toBe('pocket');
    for (const [i, j] of stitch.pairs) {
      const a = point('pocket', i), b = point('front', j);
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeLessThan(1e-9);
    }
    expect(polylineLength(stitch.pairs.map(([, j]) => point('front', j)))).toBeGreaterThan(250);
  });

  it('follows the pocket’s hand openings 10 mm at a time, whatever the cloth’s spacing, along the drafted curve', () => {
    const coarse = sewingPlan(pattern.panels, pattern.seams, 30).panels.find((p) => p.name === 'pocket')!;
    const opening = Object.entries(coarse.edges).filter(([name]) => name.startsWith('openR'));
    expect(opening.length).toBeGreaterThan(8);
    let length = 0;
    for (const [, [a, b]] of opening) {
      const p = coarse.outline[a]!, q = coarse.outline[b]!;
      const seg = Math.hypot(q[0] - p[0], q[1] - p[1]);
      expect(seg).toBeLessThan(12);
      length += seg;
    }
    // The pieces' chords add up to the drafted opening (side and curve) within 2 mm: 10 mm chords cut the corner.
    const drafted = pattern.panels.find((p) => p.name === 'pocket')!.edges.filter((e) => e.name.startsWith('openR'));
    expect(Math.abs(length - drafted.reduce((t, e) => t + polylineLength(e.points), 0))).toBeLessThan(2);
  });
});
