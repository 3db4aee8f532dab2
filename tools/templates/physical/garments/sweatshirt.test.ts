/**
 * Sven sweatshirt panels → the panels Blender sews: every panel there, counter-clockwise; seams pair vertex for
 * vertex with lengths that agree, except the ribbing, which is shorter than the hem it gathers (that is what rib
 * does); the sleeve caps fit their armholes; a 10 cm square of the front's fabric stays 10 cm square in the panel's
 * coordinates (its UV, millimetres of fabric).
 */
import { describe, expect, it } from 'vitest';
import { inside, polygonArea, polylineLength, sewingPlan, type Vec2 } from '../pattern';
import { SWEATSHIRT_PANELS, sweatshirtPattern } from './sweatshirt';

const SPACING = 26;
const pattern = sweatshirtPattern({ body: 'male', size: '42' });
const plan = sewingPlan(pattern.panels, pattern.seams, SPACING);
const point = (panel: string, i: number): Vec2 => {
  const p = plan.panels.find((x) => x.name === panel)!;
  return i < p.outline.length ? p.outline[i]! : p.interior[i - p.outline.length]!;
};
const area = (name: string) => polygonArea(plan.panels.find((p) => p.name === name)!.outline) / 1e6;

describe('Sven sweatshirt panels', () => {
  it('cuts every panel the pattern gives, each counter-clockwise with a sensible area', () => {
    expect(plan.panels.map((p) => p.name)).toEqual([...SWEATSHIRT_PANELS]);
    for (const p of plan.panels) expect(polygonArea(p.outline), p.name).toBeGreaterThan(0);
    // A men's size 42 sweatshirt: front and back about 0.3 m² each, a long sleeve about 0.17, the cuffs 1 dm².
    expect(area('front')).toBeGreaterThan(0.25);
    expect(area('front')).toBeLessThan(0.4);
    expect(area('sleeveL')).toBeCloseTo(area('sleeveR'), 6);
    expect(area('sleeveR')).toBeGreaterThan(0.12);
    expect(area('cuffL')).toBeCloseTo(area('cuffR'), 6);
    expect(area('cuffR')).toBeLessThan(0.015);
    // The rib's folded height: Sven's 8 % of the nape to the hips.
    expect(pattern.ribHeight).toBeGreaterThan(40);
    expect(pattern.ribHeight).toBeLessThan(65);
  });

  it('pairs every seam vertex for vertex; the ribbing gathers its hem, every other seam agrees', () => {
    for (const seam of plan.seams) {
      const la = polylineLength(seam.pairs.map(([i]) => point(seam.a, i)));
      const lb = polylineLength(seam.pairs.map(([, j]) => point(seam.b, j)));
      expect(seam.pairs.length).toBeGreaterThanOrEqual(2);
      const rib = (seam.a === 'waistband' || seam.a.startsWith('cuff')) && seam.a !== seam.b;
      if (rib) {
        // Waistband 90 % of the hem, cuffs Sven's 85 % of the wrist.
        expect(la / lb, `${seam.a}–${seam.b}`).toBeGreaterThan(0.8);
        expect(la / lb, `${seam.a}–${seam.b}`).toBeLessThan(0.95);
      } else {
        expect(Math.abs(la / lb - 1), `${seam.a}–${seam.b}`).toBeLessThan(0.03);
      }
    }
  });

  it('sews the waistband once round the whole hem and each cuff round its sleeve', () => {
    const hem = (p: string) => pattern.panels.find((x) => x.name === p)!.edges.filter((e) => e.name.startsWith('hem')).reduce((t, e) => t + polylineLength(e.points), 0);
    const sewn = (a: string) => plan.seams.filter((s) => s.a === a && s.b !== a).map((s) => s.b).sort();
    expect(sewn('waistband')).toEqual(['back', 'back', 'front', 'front']);
    expect(sewn('cuffR')).toEqual(['sleeveR']);
    expect(sewn('cuffL')).toEqual(['sleeveL']);
    const band = pattern.panels.find((x) => x.name === 'waistband')!.edges.find((e) => e.name === 'fold')!;
    expect(polylineLength(band.points) / (hem('front') + hem('back'))).toBeCloseTo(0.9, 6);
  });

  it('keeps a 10 cm square of the front’s fabric 10 cm square: its coordinates are the flat pattern, in mm', () => {
    const front = plan.panels.find((p) => p.name === 'front')!;
    const drafted = pattern.panels.find((p) => p.name === 'front')!.edges.flatMap((e) => e.points.slice(1));
    expect(polygonArea(front.outline) / polygonArea(drafted)).toBeCloseTo(1, 2);
    const square: Vec2[] = [[-50, -250], [50, -250], [50, -150], [-50, -150]];
    expect(square.every(([x, y]) => inside(front.outline, x, y))).toBe(true);
    const pts = front.interior.filter(([x, y]) => x >= -50 && x <= 50 && y >= -250 && y <= -150);
    const rows = [...new Set(pts.map((q) => q[1].toFixed(3)))].map(Number).sort((a, b) => a - b);
    expect((rows[rows.length - 1]! - rows[0]!) / (rows.length - 1)).toBeCloseTo((SPACING * Math.sqrt(3)) / 2, 2);
    const row = pts.filter((q) => Math.abs(q[1] - rows[0]!) < 1e-3).map((q) => q[0]).sort((a, b) => a - b);
    expect((row[row.length - 1]! - row[0]!) / (row.length - 1)).toBeCloseTo(SPACING, 6);
  });
});
