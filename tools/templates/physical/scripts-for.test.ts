import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptsFor } from './blender';

const named = (entry: string | undefined) => scriptsFor(entry).map((file) => file.split(`${path.sep}blender${path.sep}`)[1]!);

describe('the scripts a Blender entry can load (what its templates are hashed with)', () => {
  it('are the shared scripts alone without an entry', () => {
    const shared = named(undefined);
    expect(shared).toContain('garment.py');
    expect(shared.every((file) => !file.includes('/'))).toBe(true);
  });
  it('follow the folders an entry runs from or puts on its path, and theirs in turn', () => {
    // hoodie_zip runs hoodie_front's entry, which puts hoodie/ on its path.
    const zip = named('hoodie_zip/render_hoodie_zip.py');
    expect(zip).toEqual(expect.arrayContaining(['hoodie_zip/zip_front.py', 'hoodie_front/render_hoodie_front.py', 'hoodie/drawstrings.py']));
    expect(zip.some((file) => file.startsWith('tee/'))).toBe(false);
  });
  it('take an entry’s subfolders and the scripts directly above it, not its sibling entries', () => {
    const beanie = named('hat/beanie/render_beanie.py');
    expect(beanie).toEqual(expect.arrayContaining(['hat/beanie/knit.py', 'hat/stage.py']));
    expect(beanie.some((file) => file.startsWith('hat/bucket/') || file.startsWith('cap/'))).toBe(false);
    expect(named('hat/bucket/render_bucket.py')).toEqual(expect.arrayContaining(['cap/twill.py', 'hat/stage.py']));
    expect(named('tee_staged/render_tee_staged.py')).toContain('tee_staged/drape/stage.py');
  });
});
