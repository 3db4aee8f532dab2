import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VIDEO_CLIPS } from '../../../core/src/video/clips.generated';
import { CLIP_RECIPES } from './clips/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../../../web/public');
/** #33's budget for one video template in the repository. */
const CLIP_BUDGET_BYTES = 15 * 2 ** 20;

describe('the video clips in the repository', () => {
  it('are those the recipes make, in their order, each built from its recipe as it is now (npm run clips:build)', () => {
    expect(VIDEO_CLIPS.map((c) => c.id)).toEqual(CLIP_RECIPES.map((c) => c.id));
    const built = JSON.parse(fs.readFileSync(path.join(here, 'built-hashes.json'), 'utf8')) as Record<string, string>;
    for (const recipe of CLIP_RECIPES) expect(built[recipe.id], `${recipe.id}: rebuild it`).toBe(recipe.inputHash());
  });

  it.each(VIDEO_CLIPS.map((c) => [c.id, c] as const))('%s: its files are there, within 15 MB in all', (_, clip) => {
    let bytes = 0;
    for (const keyframe of clip.keyframes) {
      for (const url of [keyframe.scene, keyframe.maps, keyframe.mesh, keyframe.thumbnail]) bytes += fs.statSync(path.join(publicDir, url)).size;
    }
    expect(bytes).toBeLessThanOrEqual(CLIP_BUDGET_BYTES);
    // Nothing else in its folder: old keyframes' files are gone.
    const onDisk = fs.readdirSync(path.join(publicDir, 'video-clips', clip.id), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    expect(onDisk).toBe(clip.keyframes.length * 4);
  });
});
