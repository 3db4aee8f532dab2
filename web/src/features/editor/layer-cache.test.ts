import { describe, expect, it } from 'vitest';
import type { TemplateLayers } from '../../../../core/src/render/types';
import { layerBytes } from './layer-cache';

const grey = (size: number) => new Uint8Array(size * size);
const surface = { cols: 1, rows: 1, points: new Float32Array(8) };
const oneArea: TemplateLayers = {
  size: 16,
  scene: new Uint8Array(16 * 16 * 4),
  productMask: grey(16),
  shade: grey(16),
  highlight: grey(16),
  printMask: grey(16),
  surface,
  printAspect: 1,
};

describe('the editor layer cache', () => {
  it('counts the masks and meshes of a template’s further print areas in its bytes', () => {
    const withSpine: TemplateLayers = { ...oneArea, areas: [{ name: 'spine', mask: grey(16), surface, printAspect: 0.13 }] };
    expect(layerBytes(oneArea)).toBe(16 * 16 * 8 + 8 * 4);
    expect(layerBytes(withSpine) - layerBytes(oneArea)).toBe(16 * 16 + 8 * 4);
  });
});
