/**
 * The zip hoodie (hoodie-zip.ts) as scenes, without Blender: the pullover front's drape reused (no second sewing),
 * its own entry folder, and a left-chest print where a printer puts one — on the wearer's left, clear of the zip and
 * of the pocket, at the size it declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, SPECS, ZIPPED } from '../recipes/hoodies';
import { hoodiePattern } from './garments/hoodie';
import { hoodieFrontRecipe, hoodieFrontScene } from './hoodie-front';
import { hoodieZipRecipe, hoodieZipScene, ZIP } from './hoodie-zip';
import { inside, type Vec2 } from './pattern';

const spec = (id: string) => SPECS.find((s) => s.id === id)!;
const neckAtCentre = (outline: Vec2[]) => Math.max(...outline.filter(([x]) => Math.abs(x) < 1).map(([, y]) => y));
const blender = path.resolve(import.meta.dirname, '../blender');

describe('zip hoodie', () => {
  it("drapes once with the pullover's front view and renders from its own entry folder", () => {
    const zip = hoodieZipScene(spec('hoodies-2'), 256);
    const front = hoodieFrontScene(spec('hoodies-1'), 256);
    expect(zip.script).toBe('hoodie_zip/render_hoodie_zip.py');
    expect(zip.garment.drapeFile).toBe(front.garment.drapeFile);
    expect(zip.garment.script).toBe(front.garment.script);
    expect(zip.zip).toEqual(ZIP);
    expect(hoodieZipRecipe(spec('hoodies-2')).inputHash!()).not.toBe(hoodieFrontRecipe(spec('hoodies-2')).inputHash!());
    // The entry runs the front's, which runs the hoodie's: those folders stay as the shipped views hash them.
    expect(fs.readFileSync(path.join(blender, 'hoodie_zip/render_hoodie_zip.py'), 'utf8')).toContain("'hoodie_front', 'render_hoodie_front.py'");
  });

  it("prints the left chest 100 mm square on the wearer's left, clear of the zip, the neckline and the pocket", () => {
    const s = spec('hoodies-2');
    const scene = hoodieZipScene(s, 256);
    const r = scene.printArea;
    const panel = scene.garment.plan.panels[r.panel]!;
    expect(panel.name).toBe('front');
    expect(hoodieZipRecipe(s).printAreas).toEqual([{ name: 'left chest', widthMm: 100, heightMm: 100 }]);
    for (const [x, y] of [[r.x0, r.y0], [r.x1, r.y0], [r.x1, r.y1], [r.x0, r.y1]] as Vec2[]) expect(inside(panel.outline, x, y)).toBe(true);
    expect(r.x1 - r.x0).toBeCloseTo(100, 6);
    expect(r.y1 - r.y0).toBeCloseTo(100, 6);
    // The front's +x is the world's +x, the wearer's left (the picture's right from the front).
    const centre = (r.x0 + r.x1) / 2;
    expect(centre).toBeGreaterThanOrEqual(70);
    expect(centre).toBeLessThanOrEqual(100);
    // Clear of the zip's teeth, tape and folded edge by more than a centimetre.
    expect(r.x0 - (ZIP.chain / 2 + ZIP.tape + ZIP.lip)).toBeGreaterThan(10);
    const below = neckAtCentre(panel.outline) - r.y1;
    expect(below).toBeGreaterThanOrEqual(100);
    expect(below).toBeLessThanOrEqual(170);
    expect(r.y0).toBeGreaterThan(hoodiePattern(s.garment).pocketTop + 30);
  });

  it('is hoodies-2, from its own recipe', () => {
    expect(ZIPPED).toEqual(['hoodies-2']);
    const r = recipes.find((t) => t.id === 'hoodies-2')!;
    expect(r.inputHash!()).toBe(hoodieZipRecipe(spec('hoodies-2')).inputHash!());
    expect(r.type).toBe('zip-hoodie');
  });
});
