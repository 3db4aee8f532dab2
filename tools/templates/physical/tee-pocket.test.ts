/**
 * The pocket tee (tee-pocket.ts, blender/tee_pocket/): t-shirts-1's drape with a pocket built on it, and the print
 * on the pocket.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GHOST_TEES, POCKET_TEE } from '../recipes/t-shirts';
import { scriptsFor } from './blender';
import { ghostTeeScene } from './tee-ghost';
import { POCKET, POCKET_TEE_SCRIPT, pocketTeeScene } from './tee-pocket';

const blenderDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../blender');
const classic = GHOST_TEES.find((s) => s.id === 't-shirts-1')!;

describe('the pocket tee', () => {
  it('renders t-shirts-1’s cached drape through its own entry, which runs the ghost tee’s', () => {
    const scene = pocketTeeScene(POCKET_TEE, 2048);
    expect(scene.script).toBe(POCKET_TEE_SCRIPT);
    expect(scene.garment).toEqual(ghostTeeScene(classic, 2048).garment);
    const { script, pocket, ...rest } = scene;
    void script;
    void pocket;
    const { script: ghostScript, ...ghostRest } = ghostTeeScene(POCKET_TEE, 2048);
    void ghostScript;
    expect(rest).toEqual(ghostRest);
    const scripts = scriptsFor(POCKET_TEE_SCRIPT).map((f) => path.relative(blenderDir, f));
    expect(scripts).toEqual(expect.arrayContaining(['tee/render_tee.py', 'tee/drape.py', 'tee_pocket/pocket.py']));
    expect(fs.existsSync(path.join(blenderDir, POCKET_TEE_SCRIPT))).toBe(true);
  });

  it('sews the pocket on the left chest, where the left-chest prints go, at a pocket tee’s height', () => {
    const { pocket, garment } = pocketTeeScene(POCKET_TEE, 512);
    const front = garment.plan.panels[pocket.panel]!;
    expect(front.name).toBe('front');
    expect(pocket.x1 - pocket.x0).toBeCloseTo(POCKET.widthMm, 6);
    expect(pocket.y1 - pocket.y0).toBeCloseTo(POCKET.heightMm, 6);
    // On the +x side, clear of the centre front and of the armhole.
    expect(pocket.x0).toBeGreaterThan(30);
    const chestHalf = Math.max(...front.outline.map((q) => q[0]));
    expect(pocket.x1).toBeLessThan(chestHalf - 100);
    // Its top below the centre-front neckline (the rib band ends 16 mm below it).
    const [n0, n1] = front.edges.neck!;
    const neckline = front.outline.slice(n0, n1 + 1);
    const centreFront = neckline.reduce((best, q) => (Math.abs(q[0]) < Math.abs(best[0]) ? q : best));
    expect(centreFront[1] - pocket.y1).toBeGreaterThan(40);
  });

  it('prints on the pocket, below its hem and clear of its topstitching', () => {
    const { pocket, printArea } = pocketTeeScene(POCKET_TEE, 512);
    expect(printArea.panel).toBe(pocket.panel);
    const margin = Math.min(printArea.x0 - pocket.x0, pocket.x1 - printArea.x1, printArea.y0 - pocket.y0);
    expect(margin).toBeGreaterThan(pocket.stitchInsetMm + 8);
    expect(pocket.y1 - printArea.y1).toBeGreaterThan(pocket.hemMm + 8);
    // The rounded corners stay outside the print.
    expect(margin).toBeGreaterThan(pocket.cornerMm * (1 - Math.SQRT1_2));
  });
});
