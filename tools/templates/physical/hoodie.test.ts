/**
 * The physical hoodie recipes (recipes/hoodies.ts) as scenes, without Blender: each view declares its print area in
 * millimetres, and that area is a rectangle of its panel's fabric of the declared size — the front's across the chest,
 * clear of the stretched fabric under the neckline and wholly above the kangaroo pocket's topstitching; the back's
 * below where the laid-down hood lies. The views share one drape.
 */
import { describe, expect, it } from 'vitest';
import { HOOD_UP, recipes, SPECS } from '../recipes/hoodies';
import { hoodieFrontRecipe } from './hoodie-front';
import { hoodiePattern, HOODIE_PANELS } from './garments/hoodie';
import { hoodieRecipe, hoodieScene } from './hoodie';
import { inside, type Vec2 } from './pattern';

const sceneOf = (id: string) => {
  const spec = SPECS.find((s) => s.id === id)!;
  const scene = hoodieScene(spec, 256);
  return { spec, scene, r: scene.printArea, panel: scene.garment.plan.panels[scene.printArea.panel]! };
};
const corners = (r: { x0: number; x1: number; y0: number; y1: number }): Vec2[] => [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]];
const neckAtCentre = (outline: Vec2[]) => Math.max(...outline.filter(([x]) => Math.abs(x) < 1).map(([, y]) => y));

describe('physical hoodie recipes', () => {
  it('declare their print areas in millimetres on the panel each view shows', () => {
    const byId = new Map(SPECS.map((s) => [s.id, hoodieRecipe(s)]));
    expect(byId.get('hoodies-1')!.printAreas).toEqual([{ name: 'front', widthMm: 280, heightMm: 240 }]);
    expect(byId.get('hoodies-3')!.printAreas).toEqual([{ name: 'back', widthMm: 300, heightMm: 260 }]);
    expect(HOODIE_PANELS[sceneOf('hoodies-1').r.panel]).toBe('front');
    expect(HOODIE_PANELS[sceneOf('hoodies-3').r.panel]).toBe('back');
    expect(byId.get('hoodies-7')!.printAreas).toEqual([{ name: 'front', widthMm: 280, heightMm: 240 }]);
    // The category's eight in the catalogue's order, these views among them (the staged views' in hoodie-staged.test.ts).
    for (const id of byId.keys()) expect(recipes.find((r) => r.id === id)?.printAreas, id).toEqual(byId.get(id)!.printAreas);
    expect(recipes.map((r) => r.id)).toEqual(Array.from({ length: 8 }, (_, k) => `hoodies-${k + 1}`));
  });

  it('puts the front print on the front panel, at its size, between the neckline and the pocket', () => {
    const { spec, r, panel } = sceneOf('hoodies-1');
    for (const [x, y] of corners(r)) expect(inside(panel.outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(spec.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(spec.printArea.heightMm, 6);
    // The pocket's top is topstitched 4 and 10 mm below its edge: the print stays 3 cm clear of it.
    expect(r.y0).toBeGreaterThan(hoodiePattern(spec.garment).pocketTop + 30);
    expect(neckAtCentre(panel.outline) - r.y1).toBeGreaterThanOrEqual(100);
  });

  it('puts the back print on the back panel below the hood, clear of the waistband', () => {
    const { spec, r, panel } = sceneOf('hoodies-3');
    for (const [x, y] of corners(r)) expect(inside(panel.outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(spec.printArea.widthMm, 6);
    const hem = Math.min(...panel.outline.map(([, y]) => y));
    expect(r.y0 - hem).toBeGreaterThan(20);
    // The hood laid down covers the back from the neck seam about as far as the hood is tall: the print starts below.
    const pattern = hoodiePattern(spec.garment);
    const hoodYs = pattern.panels.find((p) => p.name === 'hoodL')!.edges.flatMap((e) => e.points.map(([, y]) => y));
    const neck = pattern.panels.find((p) => p.name === 'back')!.edges.find((e) => e.name === 'neckC')!.points[0]![1];
    expect(neck - r.y1).toBeGreaterThan(Math.max(...hoodYs) - Math.min(...hoodYs));
  });

  it('drapes the garment once for all its views (the back view\'s scene)', () => {
    const drape = sceneOf('hoodies-1').scene.garment.drapeFile;
    expect(sceneOf('hoodies-3').scene.garment.drapeFile).toBe(drape);
    expect(sceneOf('hoodies-7').scene.garment.drapeFile).toBe(drape);
  });

  it('ships the back view from its drape and the front views from the hood-up drape', () => {
    const hashOf = (id: string) => recipes.find((r) => r.id === id)!.inputHash!();
    expect(hashOf('hoodies-3')).toBe(hoodieRecipe(SPECS.find((s) => s.id === 'hoodies-3')!).inputHash!());
    for (const id of HOOD_UP) expect(hashOf(id)).toBe(hoodieFrontRecipe(SPECS.find((s) => s.id === id)!).inputHash!());
  });
});
