import { describe, expect, it } from 'vitest';
import { cylinderPrintAspect } from '../../../../core/src/own-photo/cylinder-aspect';
import { printAreaSchema, type PrintArea } from '../../../../core/src/own-photo/own-template';
import { startingArea } from './print-area-marks';
import { productBody } from './product-body';
import { typeForShape } from './product-type';

/** A 200 × 160 mask: a mug body (x 40–119, y 30–139) and a ring handle to its right (x 120–159, y 50–109, 8 px thick). */
function mugMask(): Uint8Array {
  const w = 200, mask = new Uint8Array(w * 160);
  for (let y = 30; y < 140; y++) for (let x = 40; x < 120; x++) mask[y * w + x] = 255;
  for (let y = 50; y < 110; y++) {
    for (let x = 120; x < 160; x++) {
      const ring = y < 58 || y >= 102 || x >= 152;
      if (ring) mask[y * w + x] = 255;
    }
  }
  return mask;
}

describe('the product body', () => {
  it('is the mug without its handle', () => {
    expect(productBody(mugMask(), 200, 160)).toEqual({ x: 40, y: 30, width: 80, height: 110 });
  });

  it('is null for an empty cut-out', () => {
    expect(productBody(new Uint8Array(100), 10, 10)).toBeNull();
  });

  it('a first cylinder is centred on the body, as wide as it, its label valid', () => {
    const body = { x: 40 / 200, y: 30 / 160, width: 80 / 200, height: 110 / 160 };
    const area = startingArea('cylinder', body, 200 / 160) as Extract<PrintArea, { kind: 'cylinder' }>;
    expect(printAreaSchema.safeParse(area).success).toBe(true);
    expect(area.top.cx).toBeCloseTo(0.4);
    expect(area.bottom.cx).toBeCloseTo(0.4);
    expect(area.top.rx).toBeCloseTo(0.2);
    expect(area.top.cy).toBeGreaterThan(body.y);
    expect(area.bottom.cy).toBeLessThan(body.y + body.height);
    const aspect = cylinderPrintAspect(area, 200, 160);
    expect(aspect).toBeGreaterThan(0.1);
    expect(aspect).toBeLessThan(10);
    const flat = startingArea('flat', body, 200 / 160);
    expect(flat.kind).toBe('flat');
  });
});

describe('the product type follows the shape', () => {
  it('a cylinder makes a T-shirt a mug, and keeps a bottle a bottle', () => {
    expect(typeForShape('cylinder', 't-shirt')).toBe('mug');
    expect(typeForShape('cylinder', 'bottle')).toBe('bottle');
    expect(typeForShape('grid', 'mug')).toBe('t-shirt');
    expect(typeForShape('flat', 'mug')).toBe('poster');
    expect(typeForShape('flat', 't-shirt')).toBe('t-shirt');
  });
});
