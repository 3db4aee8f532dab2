import type { PlacedLayer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { placedWarp } from './placed-warp';

const placed = (warp: PlacedLayer['warp']): PlacedLayer => ({ id: 'x', type: 'raster', transform: [0, 0, 100, 0, 100, 200, 0, 200], width: 100, height: 200, warp });

describe('placedWarp', () => {
  it('draws a cylinder warp from its seven values, listing nothing', () => {
    const { warp, notes } = placedWarp(placed({ style: 'cylinder', values: [0, 200, 100, 0, 0.5, 0.5, 0.57] }), 100, 200);
    expect(notes).toEqual([]);
    expect(warp?.sliceX).toEqual([0, 50, 100]);
  });

  it('lists a cylinder warp it cannot read, or one turned off its middle', () => {
    expect(placedWarp(placed({ style: 'cylinder', value: 20 }), 100, 200)).toEqual({ notes: ['cylinder warp without its seven values (drawn without the warp)'] });
    const turned = placedWarp(placed({ style: 'cylinder', values: [0, 200, 100, 0, 0.3, 0.5, 0.57] }), 100, 200);
    expect(turned.warp).toBeDefined();
    expect(turned.notes).toEqual(['cylinder warp turned off its middle (drawn centred)']);
  });
});
