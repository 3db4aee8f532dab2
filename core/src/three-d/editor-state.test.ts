import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITOR_STATE,
  LIGHTINGS,
  PNG_SIZES,
  pngSizeLabel,
  ROTATION_BOUNDS,
  SCALE_BOUNDS,
  snapToBounds,
  SWATCHES,
  threeDMotionName,
  threeDPngName,
} from './editor-state';
import { isThreeDType, THREE_D_PRODUCTS, threeDEditorPath } from './products';

describe('3D editor state', () => {
  it('starts as spec §3 says: rotation X 15, Y and Z 0, scale 100, white', () => {
    expect(DEFAULT_EDITOR_STATE).toMatchObject({ rotationX: 15, rotationY: 0, rotationZ: 0, scale: 100, color: 'white' });
  });

  it('offers the ten swatches and five lightings of spec §3', () => {
    expect(SWATCHES.map((swatch) => swatch.id)).toEqual([
      'white', 'black', 'red', 'green', 'blue', 'yellow', 'magenta', 'cyan', 'orange', 'purple',
    ]);
    expect(LIGHTINGS.map((lighting) => lighting.id)).toEqual(['natural', 'studio', 'dramatic', 'soft', 'neon']);
  });

  it('snaps slider values onto the spec §5 grid', () => {
    expect(snapToBounds(13, ROTATION_BOUNDS)).toBe(15);
    expect(snapToBounds(361, ROTATION_BOUNDS)).toBe(360);
    expect(snapToBounds(-20, ROTATION_BOUNDS)).toBe(0);
    expect(snapToBounds(151, SCALE_BOUNDS)).toBe(150);
    expect(snapToBounds(72, SCALE_BOUNDS)).toBe(70);
    expect(snapToBounds(Number.NaN, SCALE_BOUNDS)).toBe(50);
  });

  it('names downloads as spec §9 says', () => {
    expect(threeDPngName('t-shirt', 1700000000000)).toBe('3d-mockup-t-shirt-1700000000000.png');
    expect(PNG_SIZES.map(pngSizeLabel)).toEqual(['800 × 800', '1600 × 1600 (2×)', '2048 × 2048 (2K)', '4096 × 4096 (4K)']);
    expect(threeDMotionName('box', 1700000000000)).toBe('3d-motion-box-1700000000000.mp4');
  });

  it('knows its products (the spec’s three, and the hoodie, mug, bottle, phone and phone case) and their editor paths', () => {
    expect(THREE_D_PRODUCTS.map((product) => [product.name, product.category, product.isPopular])).toEqual([
      ['3D T-Shirt', 'Apparel', true],
      ['3D Hoodie', 'Apparel', false],
      ['3D Mug', 'Drinkware', false],
      ['3D Water Bottle', 'Drinkware', false],
      ['3D Phone', 'Devices', false],
      ['3D Phone Case', 'Accessories', false],
      ['3D Book Cover', 'Print', false],
      ['3D Box Packaging', 'Packaging', true],
    ]);
    expect(THREE_D_PRODUCTS.map((product) => threeDEditorPath(product.type))).toEqual([
      '/3d-mockup/t-shirt',
      '/3d-mockup/hoodie',
      '/3d-mockup/mug',
      '/3d-mockup/bottle',
      '/3d-mockup/phone',
      '/3d-mockup/phone-case',
      '/3d-mockup/book',
      '/3d-mockup/box',
    ]);
    expect(isThreeDType('book')).toBe(true);
    expect(isThreeDType('mug')).toBe(true);
    expect(isThreeDType('pillow')).toBe(false);
    expect(isThreeDType(undefined)).toBe(false);
  });
});
