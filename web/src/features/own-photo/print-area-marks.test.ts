import { describe, expect, it } from 'vitest';
import { printAreaSchema, type PrintArea } from '../../../../core/src/own-photo/own-template';
import { dab, maskBounds, strokeSegment } from './mask-brush';
import { convertArea, cornersOf, handlesOf, moveHandle, outlineOf, resizeGrid, startingCorners, translateArea } from './print-area-marks';

const flat: PrintArea = { kind: 'flat', corners: startingCorners({ x: 0.2, y: 0.1, width: 0.6, height: 0.8 }) };

describe('print-area marks', () => {
  it('starts with a valid rectangle inside the product', () => {
    expect(printAreaSchema.safeParse(flat).success).toBe(true);
    for (const [x, y] of cornersOf(flat)) {
      expect(x).toBeGreaterThan(0.2);
      expect(x).toBeLessThan(0.8);
      expect(y).toBeGreaterThan(0.1);
      expect(y).toBeLessThan(0.9);
    }
  });

  it('moves the dragged handle only, and keeps marks within the allowed range', () => {
    const moved = moveHandle(flat, 'corner-2', 0.9, 0.95);
    expect(cornersOf(moved)[2]).toEqual([0.9, 0.95]);
    expect(cornersOf(moved).slice(0, 2)).toEqual(cornersOf(flat).slice(0, 2));
    expect(cornersOf(moveHandle(flat, 'corner-0', -3, 9))[0]).toEqual([-0.5, 1.5]);
  });

  it('moves the whole mark, whatever its shape', () => {
    for (const kind of ['flat', 'grid', 'cylinder'] as const) {
      const area = convertArea(flat, kind, 1);
      const moved = translateArea(area, 0.1, -0.05);
      handlesOf(moved).forEach((h, i) => {
        expect(h.x).toBeCloseTo(handlesOf(area)[i]!.x + 0.1);
        expect(h.y).toBeCloseTo(handlesOf(area)[i]!.y - 0.05);
      });
    }
  });

  it('converts between shapes over the same corners, each valid for the API', () => {
    for (const kind of ['grid', 'cylinder', 'flat'] as const) {
      const area = convertArea(flat, kind, 4 / 3);
      expect(area.kind).toBe(kind);
      expect(printAreaSchema.safeParse(area).success, kind).toBe(true);
      cornersOf(area).forEach(([x, y], i) => {
        expect(x).toBeCloseTo(cornersOf(flat)[i]![0], 1);
        expect(y).toBeCloseTo(cornersOf(flat)[i]![1], 1);
      });
    }
    const grid = convertArea(flat, 'grid', 1, 4);
    expect(handlesOf(grid)).toHaveLength(16);
    const bigger = resizeGrid(grid as Extract<PrintArea, { kind: 'grid' }>, 6);
    expect(handlesOf(bigger)).toHaveLength(36);
    expect(cornersOf(bigger)).toEqual(cornersOf(grid));
  });

  it('a cylinder rim: centre moves it, the size handles set its width and height', () => {
    const cylinder = convertArea(flat, 'cylinder', 1) as Extract<PrintArea, { kind: 'cylinder' }>;
    const moved = moveHandle(cylinder, 'top-centre', 0.5, 0.3) as typeof cylinder;
    expect([moved.top.cx, moved.top.cy]).toEqual([0.5, 0.3]);
    expect(moved.top.rx).toBe(cylinder.top.rx);
    const wider = moveHandle(moved, 'top-width', 0.75, 0.3) as typeof cylinder;
    expect(wider.top.rx).toBeCloseTo(0.25);
    // The height handle reads back where it was put.
    const height = handlesOf(wider).find((h) => h.id === 'top-height')!;
    const taller = moveHandle(wider, 'top-height', height.x, 0.36) as typeof cylinder;
    expect(handlesOf(taller).find((h) => h.id === 'top-height')!.y).toBeCloseTo(0.36);
    expect(outlineOf(taller).outline).toMatch(/^M.* Z$/);
  });
});

describe('mask brush', () => {
  it('paints a round dab and a continuous stroke, add and remove', () => {
    const mask = new Uint8Array(100 * 100);
    const rect = dab(mask, 100, 100, 50, 50, 10, 'add');
    expect(mask[50 * 100 + 50]).toBe(255);
    expect(mask[50 * 100 + 75]).toBe(0);
    expect(rect.x).toBeLessThanOrEqual(40);
    strokeSegment(mask, 100, 100, [10, 10], [90, 10], 3, 'add');
    for (let x = 10; x <= 90; x += 5) expect(mask[10 * 100 + x]).toBe(255);
    // The stroke's start is painted by the dab before it (pointer down); the segment paints up to its end.
    const bounds = maskBounds(mask, 100, 100)!;
    expect([bounds.x, bounds.y, bounds.x + bounds.width, bounds.y + bounds.height]).toEqual([8, 7, 93, 60]);
    strokeSegment(mask, 100, 100, [0, 50], [99, 50], 4, 'remove');
    expect(mask[50 * 100 + 50]).toBe(0);
  });
});
