/**
 * Staged hoodies as scenes, without Blender (sewing Hugo takes minutes even coarse): they share hoodies-3's sewn
 * drape, print on the front's fabric at their declared size between the neckline and the pocket, and key the staging
 * drape by the stage's solids and the hood's lift — not by colours or surfaces, which only the render sees.
 */
import { describe, expect, it } from 'vitest';
import { FLAT_LAY, recipes, SPECS, STAGED } from '../recipes/hoodies';
import { hoodiePattern } from './garments/hoodie';
import { hoodieScene } from './hoodie';
import { HOOD_LIFT, stagedHoodieRecipe, stagedHoodieScene, type StagedHoodieSpec } from './hoodie-staged';
import { inside, type Vec2 } from './pattern';

// The flat lay's spec is a staged one with more (hoodie-flat.ts); staged as above it shows the lift's keying.
const flat: StagedHoodieSpec = FLAT_LAY;
const hung = STAGED.find((s) => s.stage.kind === 'hanger')!;
const staging = (s: StagedHoodieSpec) => stagedHoodieScene(s, 256).staging.file;

describe('the staged hoodies’ scenes', () => {
  it('stage the sewn drape of the hoodie on the form by their own scripts', () => {
    const back = hoodieScene(SPECS.find((s) => s.id === 'hoodies-3')!, 256);
    for (const s of STAGED) {
      const scene = stagedHoodieScene(s, 256);
      expect(scene.garment.drapeFile, s.id).toBe(back.garment.drapeFile);
      expect(scene.script).toBe('hoodie_staged/render_hoodie_staged.py');
      expect(scene.staging.script).toBe('hoodie_staged/staging/hood_lay.py');
    }
  });

  it('key the staging by the solids and the hood’s lift, not by colours or surfaces', () => {
    expect(staging(flat)).not.toBe(staging(hung));
    expect(staging({ ...flat, stage: { kind: 'flat', surface: 'oak', colour: [0.5, 0.3, 0.2] } })).toBe(staging(flat));
    expect(staging({ ...hung, stage: { kind: 'hanger', wall: [0.2, 0.2, 0.2], wood: [0.1, 0.1, 0.1] } })).toBe(staging(hung));
    expect(staging({ ...flat, hood: { ...HOOD_LIFT, open: HOOD_LIFT.open - 20 } })).not.toBe(staging(flat));
    // The lift reaches Blender with the stage of a flat lay only.
    expect(stagedHoodieScene(flat, 256).stage).toMatchObject({ hood: flat.hood ?? HOOD_LIFT });
    expect(stagedHoodieScene(hung, 256).stage).not.toHaveProperty('hood');
  });

  it.each(STAGED.map((s) => s.id))('%s prints on its front at its size, below the neckline and above the pocket', (id) => {
    const spec = STAGED.find((s) => s.id === id)!;
    const r = stagedHoodieScene(spec, 256).printArea;
    const outline = stagedHoodieScene(spec, 256).garment.plan.panels[r.panel]!.outline as Vec2[];
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(outline, x, y), `${x}, ${y}`).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(spec.printArea.widthMm, 6);
    expect(r.y1 - r.y0).toBeCloseTo(spec.printArea.heightMm, 6);
    expect(r.y0).toBeGreaterThan(hoodiePattern(spec.garment).pocketTop + 30);
    const neck = Math.max(...outline.filter(([x]) => Math.abs(x) < 1).map(([, y]) => y));
    expect(neck - r.y1).toBeGreaterThanOrEqual(100);
  });

  it('are the templates of their id, declaring the print area in millimetres', () => {
    for (const s of STAGED) {
      const declared = [{ name: s.printArea.name, widthMm: s.printArea.widthMm, heightMm: s.printArea.heightMm }];
      expect(stagedHoodieRecipe(s).printAreas).toEqual(declared);
      expect(recipes.find((r) => r.id === s.id)!.inputHash?.(), s.id).toBe(stagedHoodieRecipe(s).inputHash!());
    }
  });
});
