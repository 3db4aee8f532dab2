import { describe, expect, it } from 'vitest';
import { levelSizes, prepareLevel, PREPARED_LEVEL_VERSION, smallerLevel, type PreparedTemplate } from './prepare';
import { perspectiveMesh } from './surfaces';
import { syntheticTemplate } from './test-fixtures';
import type { TemplateLayers } from './types';

/** FNV-1a over bytes: a stable fingerprint with no dependency (core runs in the browser too). */
function fnv1a(hash: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193) >>> 0;
  return hash;
}

const bytesOf = (array: ArrayBufferView) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

function fingerprint(levels: PreparedTemplate[]): string {
  let hash = 0x811c9dc5;
  for (const level of levels) for (const part of [level.scene, level.maps, bytesOf(level.uv)]) hash = fnv1a(hash, part);
  return hash.toString(16);
}

/** A 640² template (so the editor's 600² level is resampled, not halved) whose surface folds over itself (depth). */
function foldedTemplate(): TemplateLayers {
  const layers = syntheticTemplate(640);
  const mesh = perspectiveMesh([160, 160], [480, 150], [470, 480], [170, 470], 6, 6);
  const depth = Float32Array.from({ length: 49 }, (_, i) => (i % 7 < 3 ? 1 : 0.5));
  return { ...layers, surface: { ...mesh, depth } };
}

describe('prepared levels', () => {
  it('interleaves the four grey maps as [productMask, shade, highlight, printMask] per pixel', () => {
    const layers = syntheticTemplate(64);
    const { maps } = prepareLevel(layers, 64);
    for (const i of [0, 700, 2080, 4095]) {
      expect([...maps.subarray(4 * i, 4 * i + 4)]).toEqual([layers.productMask[i], layers.shade[i], layers.highlight[i], layers.printMask[i]]);
    }
  });

  // Levels are kept outside the process (the server's disk cache) under PREPARED_LEVEL_VERSION. When this fails
  // because a change to prepare.ts or mesh.ts changed what a level holds, raise PREPARED_LEVEL_VERSION and record the
  // new fingerprint with it: stored levels of the old version are then never read.
  it('makes the same bytes as the version they are stored under', () => {
    const layers = foldedTemplate();
    const own = prepareLevel(layers, 640);
    const levels = [own, ...levelSizes(640).slice(1).map((size) => smallerLevel(own, size))];
    expect(levels.map((l) => l.size)).toEqual([640, 600, 320, 160, 80, 40, 20]);
    expect({ version: PREPARED_LEVEL_VERSION, fingerprint: fingerprint(levels) }).toEqual({ version: 1, fingerprint: '5f5e9aa0' });
  });
});
