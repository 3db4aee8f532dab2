import type { PlacedLayer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { placedWarp } from './placed-warp';

const px = (value: number) => ({ value, units: 'Pixels' as const });
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

  it('fits a custom mesh whose corner was dragged outwards to the contents, as the transform places its box', () => {
    // A 4 × 4 mesh over 100 × 200 whose top-left corner was dragged 50 px to the left.
    const meshPoints = Array.from({ length: 16 }, (_, i) => ({ x: ((i % 4) * 100) / 3 - (i === 0 ? 50 : 0), y: (Math.floor(i / 4) * 200) / 3 }));
    const { warp } = placedWarp(placed({ style: 'custom', bounds: { left: px(0), top: px(0), right: px(100), bottom: px(200) }, customEnvelopeWarp: { meshPoints } }), 100, 200);
    expect(warp!.points[0]).toEqual({ x: 0, y: 0 });
    expect(warp!.points[1]!.x).toBeCloseTo(((50 + 100 / 3) * 100) / 150, 9);
    expect(warp!.points[15]).toEqual({ x: 100, y: 200 });
    // A mesh over the contents' own rectangle is left as it is.
    const flat = Array.from({ length: 16 }, (_, i) => ({ x: ((i % 4) * 100) / 3, y: (Math.floor(i / 4) * 200) / 3 }));
    expect(placedWarp(placed({ style: 'custom', customEnvelopeWarp: { meshPoints: flat } }), 100, 200).warp!.points).toEqual(flat);
  });
});

