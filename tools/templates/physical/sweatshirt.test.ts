/**
 * The physical sweatshirt recipes (recipes/sweatshirts.ts) as scenes, without Blender: each view declares its print
 * area in millimetres, and that area is a rectangle of its panel's fabric of the declared size, clear of the collar's
 * rib and of the waistband; the front and back views share one drape.
 */
import { describe, expect, it } from 'vitest';
import { FOLDED, recipes, SPECS, STAGED } from '../recipes/sweatshirts';
import { SWEATSHIRT_PANELS } from './garments/sweatshirt';
import { inside, type Vec2 } from './pattern';
import { sweatshirtRecipe, sweatshirtScene } from './sweatshirt';

const sceneOf = (id: string) => {
  const spec = SPECS.find((s) => s.id === id)!;
  const scene = sweatshirtScene(spec, 256);
  return { spec, scene, r: scene.printArea, panel: scene.garment.plan.panels[scene.printArea.panel]! };
};
const corners = (r: { x0: number; x1: number; y0: number; y1: number }): Vec2[] => [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]];
const neckAtCentre = (outline: Vec2[]) => Math.max(...outline.filter(([x]) => Math.abs(x) < 1).map(([, y]) => y));

describe('physical sweatshirt recipes', () => {
  it('declare their print areas in millimetres on the panel each view shows', () => {
    const byId = new Map(SPECS.map((s) => [s.id, sweatshirtRecipe(s)]));
    expect(byId.get('sweatshirts-1')!.printAreas).toEqual([{ name: 'front', widthMm: 300, heightMm: 300 }]);
    expect(byId.get('sweatshirts-6')!.printAreas).toEqual([{ name: 'back', widthMm: 300, heightMm: 360 }]);
    expect(SWEATSHIRT_PANELS[sceneOf('sweatshirts-1').r.panel]).toBe('front');
    expect(SWEATSHIRT_PANELS[sceneOf('sweatshirts-6').r.panel]).toBe('back');
    // Every template of the category is one of these views.
    for (const r of recipes) expect([...SPECS, ...STAGED, FOLDED].some((s) => s.id === r.id), r.id).toBe(true);
  });

  it.each(SPECS.map((s) => s.id))('%s prints on its panel, at its size, below the collar and above the waistband', (id) => {
    const { spec, scene, r, panel } = sceneOf(id);
    for (const [x, y] of corners(r)) expect(inside(panel.outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(spec.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(spec.printArea.heightMm, 6);
    // The collar's rib is scene.garment.collar mm wide; the print starts well below it.
    expect(neckAtCentre(panel.outline) - r.y1).toBeGreaterThan(scene.garment.collar + 40);
    const hem = Math.min(...panel.outline.map(([, y]) => y));
    expect(r.y0 - hem).toBeGreaterThan(60);
  });

  it('drapes the crewneck once for its front and back views, the oversized one on its own', () => {
    const drape = sceneOf('sweatshirts-1').scene.garment.drapeFile;
    expect(sceneOf('sweatshirts-6').scene.garment.drapeFile).toBe(drape);
    expect(sceneOf('sweatshirts-5').scene.garment.drapeFile).not.toBe(drape);
  });
});
