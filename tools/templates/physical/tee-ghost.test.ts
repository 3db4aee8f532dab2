/**
 * The ghost-mannequin tees rendered by their own Blender entry (tee-ghost.ts, blender/tee/): the scene names that
 * entry and a drape of its own, shared by the views of one garment; and, in Blender, the placement starts every seam
 * beside its partner (the shared placement started the side seams and back armholes across the form).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sceneFor, type ApparelSpec } from './apparel';
import { blenderPath } from './blender';
import { GHOST_TEE_SCRIPT, ghostTeeScene } from './tee-ghost';

const spec: ApparelSpec = {
  id: 't-shirts-1', category: 't-shirts', type: 't-shirt', style: 'test', garment: { body: 'male', size: '42' }, knit: 'jersey',
  printArea: { name: 'front', panel: 'front', widthMm: 300, heightMm: 400, belowNeckMm: 75 },
  view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.84 }, backdrop: [0.7, 0.7, 0.7],
};
const blenderDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../blender');

describe('ghost-mannequin tees from blender/tee/', () => {
  it('name their own entry and a drape of their own, shared by the views of one garment', () => {
    const scene = ghostTeeScene(spec, 256);
    expect(scene.script).toBe(GHOST_TEE_SCRIPT);
    expect(fs.existsSync(path.join(blenderDir, GHOST_TEE_SCRIPT))).toBe(true);
    expect(scene.threads).toBe(1);
    // A drape sewn with the shared placement must never be picked up from the cache.
    expect(scene.garment.drapeFile).not.toBe(sceneFor(spec, 256).garment.drapeFile);
    expect(ghostTeeScene({ ...spec, view: { ...spec.view, azimuth: 30 } }, 2048).garment.drapeFile).toBe(scene.garment.drapeFile);
    // Everything else is apparel.ts's scene.
    const { script, threads, garment, ...rest } = scene;
    const { garment: baseGarment, ...baseRest } = sceneFor(spec, 256);
    void script;
    void threads;
    expect(rest).toEqual(baseRest);
    expect(garment.plan).toEqual(baseGarment.plan);
  });

  it('drapes on a form that fills the straight-cut tee below the chest, with a little ease', () => {
    // t-shirts-1 is cut straight (recipes/t-shirts.ts): the hem as wide as the chest with its ease.
    const { garment } = ghostTeeScene({ ...spec, garment: { ...spec.garment, options: { hipsEase: 0.33 } } }, 64);
    const m = garment.measurements;
    const hemWidth = (name: string) => {
      const outline = garment.plan.panels.find((p) => p.name === name)!.outline;
      const low = Math.min(...outline.map((q) => q[1]));
      const xs = outline.filter((q) => q[1] < low + 1).map((q) => q[0]);
      return Math.max(...xs) - Math.min(...xs);
    };
    const hem = hemWidth('front') + hemWidth('back');
    const form = m.chest! * garment.formBelowChest;
    // On the body's own waist the front fell in below the chest and gathered into folds.
    expect(form).toBeGreaterThan(m.waist! * 1.2);
    // Snug, never wider than the tee (the cloth also keeps its collision distance off the form, ~4 cm round).
    expect(form / hem).toBeGreaterThan(0.9);
    expect(form / hem).toBeLessThan(1);
  });

  it('places every seam within 13 cm of its partner before sewing (in Blender)', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tee-ghost-test-'));
    const { garment } = ghostTeeScene(spec, 64, { spacing: 45, frames: 2, quality: 2, samples: 1 });
    const input = path.join(work, 'garment.json');
    // Seams pair outline points only: without the panels' interiors the placement is quick to walk.
    const plan = { ...garment.plan, panels: garment.plan.panels.map((p) => ({ ...p, interior: [] })) };
    fs.writeFileSync(input, JSON.stringify({ ...garment, plan }));
    const expr = [
      'import json, sys',
      `sys.path[:0] = [${JSON.stringify(blenderDir)}, ${JSON.stringify(path.join(blenderDir, 'tee'))}]`,
      'import form, garment, drape',
      `g = json.load(open(${JSON.stringify(input)}))`,
      "m = g['measurements']",
      "arms = {s: form.arm_frame(m, s, g['armAngle']) for s in (1, -1)}",
      "print('STARTS' + json.dumps({n: drape.seam_starts(g['plan'], P(m, arms)) for n, P in (('shared', garment.Placement), ('tee', drape.TeePlacement))}))",
    ].join('\n');
    const run = spawnSync(blenderPath(), ['-t', '1', '-b', '--factory-startup', '-noaudio', '--python-expr', expr], { encoding: 'utf8' });
    fs.rmSync(work, { recursive: true, force: true });
    const line = run.stdout.split('\n').find((l) => l.startsWith('STARTS'));
    expect(line, run.stdout + run.stderr).toBeDefined();
    const starts = JSON.parse(line!.slice(6)) as Record<'shared' | 'tee', Array<{ a: string; b: string; max: number }>>;
    expect(starts.tee).toHaveLength(10);
    for (const s of starts.tee) expect(s.max, `${s.a}–${s.b}`).toBeLessThan(130);
    // The shared placement's side seams (the first two) start across the form.
    expect(Math.min(starts.shared[0]!.max, starts.shared[1]!.max)).toBeGreaterThan(400);
  }, 60_000);
});
