/**
 * The cropped women's hoodie (hoodie-cropped.ts) as scenes, without Blender: the front drape's entry and hood, no
 * pocket, a women's body cut to the waist, and a chest print between the neckline and the band.
 */
import { describe, expect, it } from 'vitest';
import { recipes, SPECS } from '../recipes/hoodies';
import { hoodiePattern } from './garments/hoodie';
import { measurementsFor } from './garments/tee';
import { CROPPED_PANELS, croppedHoodieRecipe, croppedHoodieScene, HOOD_CROPPED } from './hoodie-cropped';
import { hoodieFrontScene } from './hoodie-front';

const spec = (id: string) => SPECS.find((s) => s.id === id)!;
const cropped = spec('hoodies-8');

describe('cropped hoodie', () => {
  it("is sewn on a women's body without the pocket, from the front drape's entry folder", () => {
    const g = croppedHoodieScene(cropped, 256).garment;
    expect(cropped.garment.body).toBe('female');
    expect(g.plan.panels.map((p) => p.name)).toEqual(CROPPED_PANELS);
    expect(CROPPED_PANELS).not.toContain('pocket');
    expect(g.plan.panels.every((p) => p.outline.length > 2)).toBe(true);
    expect(g.hems).toEqual([]);
    expect(g.ribs.map((k) => CROPPED_PANELS[k])).toEqual(['waistband', 'cuffR', 'cuffL']);
    expect(croppedHoodieScene(cropped, 256).script).toBe('hoodie_front/render_hoodie_front.py');
  });

  it('drapes apart from the men\'s front views, and its drape depends on the hood', () => {
    const own = croppedHoodieScene(cropped, 256).garment.drapeFile;
    expect(own).not.toBe(hoodieFrontScene(spec('hoodies-1'), 256).garment.drapeFile);
    expect(croppedHoodieScene(cropped, 256, undefined, undefined, { ...HOOD_CROPPED, hoodFrames: [60, 40] }).garment.drapeFile).not.toBe(own);
  });

  it('ends with its band at the natural waist (within 4 cm), where the men\'s pullover reaches the hips', () => {
    const m = measurementsFor('female', '38');
    const g = hoodiePattern(cropped.garment);
    const front = g.panels.find((p) => p.name === 'front')!;
    const top = Math.max(...front.edges.flatMap((e) => e.points.map((q) => q[1])));
    const hem = Math.min(...front.edges.flatMap((e) => e.points.map((q) => q[1])));
    const band = Math.max(...g.panels.find((p) => p.name === 'waistband')!.edges.flatMap((e) => e.points.map((q) => q[1])));
    // The raglan's tip is ~2 cm below the shoulder's neck point; the band hangs below the body's hem.
    const length = top - hem + 20 + band;
    expect(Math.abs(length - m.hpsToWaistBack!)).toBeLessThan(40);
  });

  it("wears the hood over a head that fits inside the women's hood (218 mm deep, 322 high)", () => {
    const [rx, ry, rz, back, up] = croppedHoodieScene(cropped, 256).garment.hoodHead!;
    expect(2 * rx).toBeLessThan(2 * 105);
    expect(2 * ry).toBeLessThan(218);
    expect(back + ry).toBeLessThan(151);
    expect(up + rz).toBeLessThan(322 - 60);
  });

  it('prints a 240 × 180 mm chest area on the front panel, between the neckline and the band', () => {
    const scene = croppedHoodieScene(cropped, 256);
    const front = scene.garment.plan.panels[scene.printArea.panel]!;
    expect(front.name).toBe('front');
    const { x0, x1, y0, y1 } = scene.printArea;
    expect(x1 - x0).toBeCloseTo(240, 6);
    expect(y1 - y0).toBeCloseTo(180, 6);
    const hem = Math.min(...front.outline.map((q) => q[1]));
    expect(y0 - hem).toBeGreaterThan(20);
    expect(croppedHoodieRecipe(cropped).printAreas).toEqual([{ name: 'front', widthMm: 240, heightMm: 180 }]);
  });

  it('ships hoodies-8 from this drape', () => {
    const shipped = recipes.find((r) => r.id === 'hoodies-8')!;
    expect(shipped.inputHash!()).toBe(croppedHoodieRecipe(cropped).inputHash!());
  });
});
