/**
 * The flat-laid hoodie as a scene, without Blender: it shares hoodies-3's sewn drape and the staged hoodies' print
 * area, stages by its own scripts, and keys that staging by the lay's goal springs and the hood's fold, not by the
 * table's colour, the ironing, the stylist's press or the lights (which only the render sees).
 */
import { describe, expect, it } from 'vitest';
import { FLAT_LAY, recipes, SPECS } from '../recipes/hoodies';
import { hoodiePattern } from './garments/hoodie';
import { sceneHash } from './blender';
import { hoodieScene } from './hoodie';
import { flatHoodieRecipe, flatHoodieScene } from './hoodie-flat';
import { stagedHoodieScene } from './hoodie-staged';
import { inside, type Vec2 } from './pattern';

const scene = (s = FLAT_LAY) => flatHoodieScene(s, 256);

describe('the flat-laid hoodie’s scene', () => {
  it('stages hoodies-3’s sewn drape by its own scripts and prints where the staged hoodies do', () => {
    const back = hoodieScene(SPECS.find((s) => s.id === 'hoodies-3')!, 256);
    expect(scene().garment.drapeFile).toBe(back.garment.drapeFile);
    expect(scene().script).toBe('hoodie_flat/render_hoodie_flat.py');
    expect(scene().staging.script).toBe('hoodie_flat/staging/even_lay.py');
    expect(scene().staging.file).not.toBe(stagedHoodieScene(FLAT_LAY, 256).staging.file);
    expect(scene().printArea).toEqual(stagedHoodieScene(FLAT_LAY, 256).printArea);
    expect(scene().stage).toMatchObject({ kind: 'flat', fold: FLAT_LAY.fold });
    expect(scene().stage).not.toHaveProperty('hood');
  });

  it('keys the staging by the goal springs and the hood’s fold, not by the table’s colour or the ironing', () => {
    const file = (s = FLAT_LAY) => scene(s).staging.file;
    expect(file({ ...FLAT_LAY, even: { ...FLAT_LAY.even, press: FLAT_LAY.even.press + 0.1 } })).not.toBe(file());
    expect(file({ ...FLAT_LAY, fold: { ...FLAT_LAY.fold, fold: FLAT_LAY.fold.fold + 0.1 } })).not.toBe(file());
    expect(file({ ...FLAT_LAY, even: { ...FLAT_LAY.even, tube: 0 } })).not.toBe(file());
    expect(file({ ...FLAT_LAY, stage: { ...FLAT_LAY.stage, colour: [0.5, 0.3, 0.2] } })).toBe(file());
    expect(file({ ...FLAT_LAY, iron: FLAT_LAY.iron + 2 })).toBe(file());
    expect(scene({ ...FLAT_LAY, iron: FLAT_LAY.iron + 2 }).garment.iron).toBe(FLAT_LAY.iron + 2);
  });

  it('presses the settled lay in the scene, not in the staging: trying the press does not re-run the cloth', () => {
    const press = FLAT_LAY.press!;
    const pressed = { ...FLAT_LAY, press: { ...press, rim: press.rim + 0.01 } };
    expect(scene().stage).toMatchObject({ press });
    expect(scene(pressed).staging.file).toBe(scene().staging.file);
    expect(sceneHash(scene(pressed))).not.toBe(sceneHash(scene()));
    expect(scene({ ...FLAT_LAY, press: undefined }).stage).not.toHaveProperty('press');
  });

  it('lights the lay by its own lower key (the staged hoodies’ otherwise), which the staging does not see', () => {
    expect(scene().lights).toEqual(FLAT_LAY.lights);
    const staged = stagedHoodieScene(FLAT_LAY, 256).lights;
    expect(scene({ ...FLAT_LAY, lights: undefined }).lights).toEqual(staged);
    const elevation = (l: { location: number[] }) => Math.atan2(l.location[2]!, Math.hypot(l.location[0]!, l.location[1]!));
    expect(elevation(scene().lights[0]!)).toBeLessThan(elevation(staged[0]!));
    expect(scene({ ...FLAT_LAY, lights: undefined }).staging.file).toBe(scene().staging.file);
  });

  it('squares the sleeves into two layers no closer than the two 2.4 mm fleece shells, below the underarm', () => {
    const p = FLAT_LAY.press!;
    expect(p.layer).toBeGreaterThanOrEqual(2 * 0.0024);
    expect(p.full).toBeLessThan(p.from);
    expect(p.from).toBeLessThan(0);
    expect(p.press).toBeGreaterThan(0);
    expect(p.press).toBeLessThan(1);
    expect(p.keep).toBeLessThan(0.5);
    expect(p.snap).toBeGreaterThanOrEqual(0);
    expect(p.snap).toBeLessThan(20);
    expect(p.hood).toBeGreaterThan(0);
    expect(p.rim).toBeGreaterThan(0);
  });

  it('holds the lay by goal springs below Blender’s outright pin, and eases them once the goal is reached', () => {
    const { sleeves, hood, body, stiffness, frames, press, tube } = FLAT_LAY.even;
    for (const w of [sleeves, hood, body]) {
      expect(w).toBeGreaterThan(0);
      expect(w).toBeLessThan(0.999);
    }
    expect(stiffness[1]).toBeLessThan(stiffness[0]);
    expect(frames[0] + frames[1]).toBeLessThan(scene().staging.frames);
    expect(press).toBeGreaterThan(0);
    expect(press).toBeLessThan(1);
    expect(tube).toBeGreaterThanOrEqual(0);
    expect(tube).toBeLessThanOrEqual(1);
  });

  it('prints on the front at its size, below the neckline and above the pocket', () => {
    const r = scene().printArea;
    const outline = scene().garment.plan.panels[r.panel]!.outline as Vec2[];
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(FLAT_LAY.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(FLAT_LAY.printArea.heightMm, 6);
    expect(r.y0).toBeGreaterThan(hoodiePattern(FLAT_LAY.garment).pocketTop + 30);
  });

  it('is hoodies-5, declaring its print area in millimetres', () => {
    const r = recipes.find((t) => t.id === FLAT_LAY.id)!;
    expect(r.printAreas).toEqual([{ name: 'front', widthMm: FLAT_LAY.printArea.widthMm, heightMm: FLAT_LAY.printArea.heightMm }]);
    expect(r.inputHash?.()).toBe(flatHoodieRecipe(FLAT_LAY).inputHash!());
  });
});
