/**
 * The hoodie's front drape (hoodie-front.ts) as scenes, without Blender: its own entry script and drape, the back
 * view's garment, print area and view otherwise, and the back view's scene untouched.
 */
import { describe, expect, it } from 'vitest';
import { SPECS } from '../recipes/hoodies';
import { HOOD_FRONT, HOOD_RIM, hoodieFrontRecipe, hoodieFrontScene } from './hoodie-front';
import { hoodieRecipe, hoodieScene } from './hoodie';

const spec = (id: string) => SPECS.find((s) => s.id === id)!;

describe('hoodie front drape', () => {
  it('drapes apart from the back view, from its own entry folder', () => {
    const front = hoodieFrontScene(spec('hoodies-1'), 256);
    const back = hoodieScene(spec('hoodies-3'), 256);
    expect(front.script).toBe('hoodie_front/render_hoodie_front.py');
    expect(back.script).toBe('hoodie/render_hoodie.py');
    expect(front.garment.drapeFile).not.toBe(back.garment.drapeFile);
    expect(front.garment.hoodTurn).toBe(HOOD_FRONT.hoodTurn);
    expect(front.garment.hoodHead).toEqual(HOOD_FRONT.hoodHead);
    expect(back.garment).not.toHaveProperty('hoodHead');
    expect(back.garment).not.toHaveProperty('hoodRim');
  });

  it('keeps the print area and view of its spec, and one drape for the front and three-quarter views', () => {
    const front = hoodieFrontScene(spec('hoodies-1'), 256);
    expect(front.printArea).toEqual(hoodieScene(spec('hoodies-1'), 256).printArea);
    expect(front.view).toEqual(spec('hoodies-1').view);
    expect(hoodieFrontScene(spec('hoodies-7'), 256).garment.drapeFile).toBe(front.garment.drapeFile);
    expect(hoodieFrontScene(spec('hoodies-1'), 256, undefined, undefined, { ...HOOD_FRONT, hoodTurn: 120 }).garment.drapeFile).not.toBe(front.garment.drapeFile);
    expect(hoodieFrontScene(spec('hoodies-1'), 256, undefined, undefined, HOOD_RIM).garment.drapeFile).not.toBe(front.garment.drapeFile);
  });

  it("wears the hood over a head that fits inside it (Hugo's hood: 230 mm across, 265 deep, 337 high)", () => {
    const g = hoodieFrontScene(spec('hoodies-1'), 256).garment;
    expect(g.hoodTurn).toBe(0);
    const [rx, ry, rz, back, up] = g.hoodHead!;
    expect(2 * rx).toBeLessThan(230);
    expect(back - ry).toBeGreaterThan(-114);
    expect(back + ry).toBeLessThan(151);
    expect(up + rz).toBeLessThan(337);
  });

  it('hashes apart from the back view recipe of the same spec', () => {
    expect(hoodieFrontRecipe(spec('hoodies-1')).inputHash!()).not.toBe(hoodieRecipe(spec('hoodies-1')).inputHash!());
    expect(hoodieFrontRecipe(spec('hoodies-1')).printAreas).toEqual([{ name: 'front', widthMm: 280, heightMm: 240 }]);
  });
});
