import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OWN_PHOTO_MAX_SIDE, workingSize, type PrintArea } from '../../../core/src/own-photo/own-template';
import { AppError } from '../http/app-error';
import { exactWorkingSize } from '../images/raster';
import { buildOwnTemplate } from './build-template';
import { loadOwnTemplateLayers } from './template-files';

const W = 300;
const H = 200;
const area: PrintArea = { kind: 'flat', corners: [[0.4, 0.3], [0.6, 0.3], [0.6, 0.7], [0.4, 0.7]] };

/** A grey box on white, and its mask as a grey PNG or as white on transparency. */
async function fixture() {
  const photo = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 150, height: 120, channels: 3, background: '#808080' } }, left: 75, top: 40 }])
    .png()
    .toBuffer();
  const box = { input: { create: { width: 150, height: 120, channels: 4 as const, background: '#ffffff' } }, left: 75, top: 40 };
  const grey = await sharp({ create: { width: W, height: H, channels: 3, background: '#000000' } }).composite([box]).toColourspace('b-w').png().toBuffer();
  const rgba = await sharp({ create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([box]).png().toBuffer();
  return { photo, grey, rgba };
}

const toBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

describe('buildOwnTemplate', () => {
  it('decodes at exactly the working size the browser computes', () => {
    for (const [w, h] of [[3000, 2000], [2049, 1], [4000, 3001], [1999, 2001], [8000, 333], [640, 480]] as const) {
      expect(exactWorkingSize(w, h, OWN_PHOTO_MAX_SIDE)).toEqual(workingSize(w, h));
    }
  });

  it('reads a grey mask and a white-on-transparent one alike, and encodes layers the loader reads back', async () => {
    const { photo, grey, rgba } = await fixture();
    const fromGrey = await buildOwnTemplate({ photo: toBytes(photo), mask: toBytes(grey), area, printAspect: 1 });
    const fromRgba = await buildOwnTemplate({ photo: toBytes(photo), mask: toBytes(rgba), area, printAspect: 1 });
    expect(fromGrey.size).toBe(W);
    expect(fromGrey.version).toMatch(/^[0-9a-f]{10}$/);
    expect(fromRgba.version).toBe(fromGrey.version);
    const mesh = JSON.parse(new TextDecoder().decode(fromGrey.files.mesh)) as { cols: number; rows: number; points: number[] };
    const layers = await loadOwnTemplateLayers({
      key: 'own-test@1',
      size: fromGrey.size,
      printAspect: 1,
      scene: fromGrey.files.scene,
      maps: fromGrey.files.maps,
      mesh: new TextDecoder().decode(fromGrey.files.mesh),
    });
    expect(layers.surface.points.length).toBe(mesh.points.length);
    // The photo sits in the middle of the square: the box's centre is product, a corner is not.
    const at = (x: number, y: number) => layers.productMask[y * W + x]!;
    expect(at(W / 2, W / 2)).toBeGreaterThan(200);
    expect(at(2, 2)).toBe(0);
    expect((await sharp(fromGrey.files.thumb).metadata()).width).toBe(400);
  });

  it('refuses a mask of another size or format, saying what size it must be', async () => {
    const { photo } = await fixture();
    const small = await sharp({ create: { width: 150, height: 100, channels: 3, background: '#fff' } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: W, height: H, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    await expect(buildOwnTemplate({ photo: toBytes(photo), mask: toBytes(small), area, printAspect: 1 })).rejects.toThrow(
      /mask is 150×100 px; it must be the photo's working size, 300×200 px/,
    );
    await expect(buildOwnTemplate({ photo: toBytes(photo), mask: toBytes(jpeg), area, printAspect: 1 })).rejects.toBeInstanceOf(AppError);
  });
});
