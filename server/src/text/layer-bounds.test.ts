import { describe, expect, it } from 'vitest';
import { fitToArea, layerClipped } from '../../../core/src/editor/layer-bounds';
import type { ResolvedLayer } from '../../../core/src/render/layers';
import { loadTextFonts } from './text-fonts';

loadTextFonts(['montserrat']);
const textLayer = (x: number, size: number): ResolvedLayer => ({ type: 'text', text: 'EST. 2024', font: 'montserrat', placement: { x, y: 50, size, rotation: 0 } });

describe('a text layer at the print area’s edge (core/editor/layer-bounds)', () => {
  it('is clipped by its glyph outlines, not a guess', () => {
    expect(layerClipped(textLayer(50, 1), 1)).toBe(false);
    expect(layerClipped(textLayer(95, 1), 1)).toBe(true);
  });

  it('Fit to area brings it wholly inside', () => {
    for (const layer of [textLayer(95, 2), textLayer(3, 1)]) {
      const placement = fitToArea(layer, 0.8);
      expect(layerClipped({ ...layer, placement }, 0.8)).toBe(false);
      expect(placement.rotation).toBe(0);
    }
  });
});
