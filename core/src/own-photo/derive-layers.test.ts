import { describe, expect, it } from 'vitest';
import { compositeMockup } from '../render/composite';
import { linearToSrgb, srgbToLinear } from '../render/light';
import { NO_UV, rasteriseMesh } from '../render/mesh';
import { prepareLevel } from '../render/prepare';
import { DEFAULT_PLACEMENT } from '../render/types';
import { deriveTemplateLayers, derivePhotoMaps, sheen, surfaceFromArea } from './derive-layers';
import type { PrintArea } from './own-template';
import { discDesign, flatProductPhoto, foldedProductPhoto } from './test-photos';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('derivePhotoMaps on a synthetic photo with known light, folds and spots', () => {
  const s = foldedProductPhoto(256, 256);
  const maps = derivePhotoMaps(s.photo, s.mask, 256);
  const [x0, y0, x1, y1] = s.product;
  const nearSpot = (x: number, y: number, margin: number) => s.spots.some(([sx, sy]) => Math.hypot(x - sx, y - sy) <= s.spotRadius + margin);

  it('fits a square photo 1:1 and keeps the photo as the scene', () => {
    expect(maps.fit).toEqual({ scale: 1, dx: 0, dy: 0 });
    for (const [x, y] of [[5, 5], [128, 70], [200, 200]] as const) {
      const i = (y * 256 + x) * 4;
      expect(Array.from(maps.scene.subarray(i, i + 3))).toEqual(Array.from(s.photo.data.subarray(i, i + 3)));
    }
  });

  it('takes the product mask from the cut-out', () => {
    expect(maps.productMask.length).toBe(s.mask.length);
    expect(maps.productMask.every((v, i) => v === s.mask[i])).toBe(true);
  });

  it('shade follows the light: monotone along every row of the product, the well-lit cloth near 1', () => {
    // Each row of the cloth sees the light rising left to right (times its fold); spots excepted.
    let falls = 0;
    for (let y = y0 + 2; y < y1 - 2; y++) {
      let last = 0;
      for (let x = x0 + 2; x < x1 - 2; x++) {
        if (nearSpot(x, y, 2)) continue;
        const v = maps.shade[y * 256 + x]!;
        if (v < last) falls++;
        last = v;
      }
    }
    expect(falls).toBe(0);
    const column = (x: number) => mean(Array.from({ length: s.foldsFrom - y0 - 8 }, (_, k) => maps.shade[(y0 + 4 + k) * 256 + x]!));
    expect(column(x1 - 3)).toBeGreaterThan(230);
    expect(column(x1 - 3) / column(x0 + 2)).toBeGreaterThan(1.8); // light 0.3 → 0.7: × 2.3, less the knee
  });

  it('shade keeps the folds: it oscillates down a column of the folded part and not of the flat part', () => {
    const x = Math.round((x0 + x1) / 2);
    const values = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => maps.shade[(from + k) * 256 + x]!);
    const folded = values(s.foldsFrom, y1 - 2), flat = values(y0 + 2, s.foldsFrom - 2).filter((_, k) => !nearSpot(x, y0 + 2 + k, 2));
    expect(Math.max(...folded) - Math.min(...folded)).toBeGreaterThan(60);
    expect(Math.max(...flat) - Math.min(...flat)).toBeLessThanOrEqual(2);
  });

  it('a darker or coloured product gets the same shade (it recolours to the chosen colour)', () => {
    for (const other of [foldedProductPhoto(256, 256, [1, 1, 1], 0.5), foldedProductPhoto(256, 256, [0.9, 0.75, 0.6])]) {
      const m = derivePhotoMaps(other.photo, other.mask, 256);
      let worst = 0;
      for (let y = y0 + 3; y < y1 - 3; y++) {
        for (let x = x0 + 3; x < x1 - 3; x++) if (!nearSpot(x, y, 2)) worst = Math.max(worst, Math.abs(m.shade[y * 256 + x]! - maps.shade[y * 256 + x]!));
      }
      expect(worst).toBeLessThanOrEqual(6);
    }
  });

  it('highlight: the clipped spots, else only the faint sheen that follows the shade', () => {
    let dullSpot = 0, shinyCloth = 0;
    for (let y = 0; y < 256; y++) {
      for (let x = 0; x < 256; x++) {
        const i = y * 256 + x;
        const h = maps.highlight[i]!;
        // The spot's rim is averaged down by the 3 × 3 mean.
        if (nearSpot(x, y, -2) && h <= 150) dullSpot++;
        else if (!nearSpot(x, y, 2) && h !== (s.mask[i] ? Math.round(sheen(maps.shade[i]!) * 255) : 0)) shinyCloth++;
      }
    }
    expect({ dullSpot, shinyCloth }).toEqual({ dullSpot: 0, shinyCloth: 0 });
    expect(Math.max(...Array.from(maps.highlight).filter((_, i) => !nearSpot(i % 256, Math.floor(i / 256), 2)))).toBeLessThan(35);
  });

  /** A 200² photo of a product filling the middle, its luminance per pixel given (grey). */
  const greyPhoto = (lumAt: (x: number, y: number) => number) => {
    const data = new Uint8Array(200 * 200 * 4), mask = new Uint8Array(200 * 200);
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        const inside = x >= 20 && x < 180 && y >= 20 && y < 180;
        const v = inside ? Math.round(Math.min(1, lumAt(x, y)) * 255) : 90;
        data.set([v, v, v, 255], (y * 200 + x) * 4);
        mask[y * 200 + x] = inside ? 255 : 0;
      }
    }
    return derivePhotoMaps({ width: 200, height: 200, data }, mask, 200);
  };
  const glossy = (m: ReturnType<typeof derivePhotoMaps>, x: number, y: number) => m.highlight[y * 200 + x]! - Math.round(sheen(m.shade[y * 200 + x]!) * 255);

  it('an overexposed white cloth (its weave\'s fibres clipped here and there) gets no specular spots', () => {
    const m = greyPhoto((x, y) => 0.97 + 0.05 * Math.sin(x * 12.9898 + y * 78.233) * Math.sin(x * 3.1 + y * 7.7));
    let spots = 0;
    for (let y = 20; y < 180; y++) for (let x = 20; x < 180; x++) if (glossy(m, x, y) > 0) spots++;
    expect(spots).toBe(0);
  });

  it('a glossy white product: its clipped streak is highlight (the well-lit level is read from the unclipped rest)', () => {
    const m = greyPhoto((x) => (Math.abs(x - 120) <= 4 ? 1 : 0.8 + (0.15 * (x - 20)) / 160));
    expect(glossy(m, 120, 100)).toBeGreaterThan(100);
    expect(glossy(m, 60, 100)).toBe(0);
    expect(glossy(m, 170, 100)).toBe(0);
  });

  it('print mask: the product with a soft inset edge, nothing off it', () => {
    let soft = 0, offProduct = 0, notFull = 0;
    for (let i = 0; i < 256 * 256; i++) {
      if (s.mask[i] === 0 && maps.printMask[i] !== 0) offProduct++;
      const x = i % 256, y = Math.floor(i / 256);
      if (x >= x0 + 4 && x < x1 - 4 && y >= y0 + 4 && y < y1 - 4 && maps.printMask[i] !== 255) notFull++;
      if (maps.printMask[i]! > 0 && maps.printMask[i]! < 255) soft++;
    }
    expect({ offProduct, notFull }).toEqual({ offProduct: 0, notFull: 0 });
    expect(soft).toBeGreaterThan(2 * (x1 - x0));
  });

  it('fits a non-square photo centred with its longest side filling the square, padding continuing the edges', () => {
    const wide = foldedProductPhoto(300, 200);
    const m = derivePhotoMaps(wide.photo, wide.mask, 150);
    expect(m.fit.scale).toBeCloseTo(0.5);
    expect(m.fit.dx).toBe(0);
    expect(m.fit.dy).toBe(25);
    const backdrop = [80, 90, 110];
    for (const y of [0, 10, 24, 126, 149]) {
      const i = (y * 150 + 75) * 4;
      Array.from(m.scene.subarray(i, i + 3)).forEach((v, c) => expect(Math.abs(v - backdrop[c]!)).toBeLessThanOrEqual(2));
      expect(m.productMask[y * 150 + 75]).toBe(0);
    }
    expect(m.productMask[75 * 150 + 75]).toBe(255);
  });
});

describe('the shade is the product\'s light in linear terms', () => {
  /** A white product, 200² photo: well-lit cloth (0.8) above, a shadow deepening right to left below (0.02–0.76). */
  function shadowedWhiteProduct() {
    const data = new Uint8Array(200 * 200 * 4), mask = new Uint8Array(200 * 200);
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        const inside = x >= 20 && x < 180 && y >= 20 && y < 180;
        const v = !inside ? 90 : y < 100 ? 204 : Math.round(255 * (0.02 + (0.74 * (x - 20)) / 160));
        data.set([v, v, v, 255], (y * 200 + x) * 4);
        mask[y * 200 + x] = inside ? 255 : 0;
      }
    }
    return { photo: { width: 200, height: 200, data }, mask };
  }

  it('a photo of a white product, rendered in white, is the photo with its light scaled (well-lit cloth near white)', () => {
    const { photo, mask } = shadowedWhiteProduct();
    const layers = deriveTemplateLayers(photo, mask, { kind: 'flat', corners: [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]] }, 1);
    const out = new Uint8Array(200 * 200 * 4);
    compositeMockup(prepareLevel(layers, 200), null, DEFAULT_PLACEMENT, '#ffffff', out);
    const lin = (byte: number) => srgbToLinear(byte / 255);
    // One scale for the whole shadow, read where the light is half the well-lit cloth's.
    const shadow = (x: number) => (130 * 200 + x) * 4;
    const xHalf = Array.from({ length: 150 }, (_, k) => k + 24).find((x) => lin(photo.data[shadow(x)]!) >= 0.5 * lin(204))!;
    const k = lin(out[shadow(xHalf)]!) / lin(photo.data[shadow(xHalf)]!);
    let worst = 0;
    for (let x = 24; x < 176; x++) {
      const p = photo.data[shadow(x)]!;
      if (lin(p) > 0.85 * lin(204)) continue; // the knee rolls off the brightest cloth
      worst = Math.max(worst, Math.abs(out[shadow(x)]! - 255 * linearToSrgb(k * lin(p))));
    }
    expect(worst).toBeLessThanOrEqual(1.5); // dividing the encoded values instead is 3.4 levels off in the dark
    expect(k).toBeCloseTo(1 / lin(204), 1);
    expect(out[(60 * 200 + 100) * 4]).toBeGreaterThanOrEqual(248); // the well-lit cloth
  });
});

describe('derivePhotoMaps at the cut-out\'s soft edge and when reducing', () => {
  /** A red disc (radius 60) on a grey backdrop, its edge anti-aliased over `feather` px as a cut-out model's would be. */
  function softDisc(feather = 4) {
    const size = 200, data = new Uint8Array(size * size * 4), mask = new Uint8Array(size * size);
    const bg = [150, 160, 170], red = [200, 40, 40];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const a = Math.min(1, Math.max(0, (60 - Math.hypot(x + 0.5 - 100, y + 0.5 - 100)) / feather + 0.5));
        const i = y * size + x;
        mask[i] = Math.round(a * 255);
        data.set([...bg.map((b, c) => Math.round(b + (red[c]! - b) * a)), 255], i * 4);
      }
    }
    return { photo: { width: size, height: size, data }, mask, bg };
  }

  it.each([4, 16])('leaves no fringe of the photo\'s colour or a dark rim when recoloured (edge %i px wide)', (feather) => {
    const { photo, mask, bg } = softDisc(feather);
    const layers = deriveTemplateLayers(photo, mask, { kind: 'flat', corners: [[0.4, 0.4], [0.6, 0.4], [0.6, 0.6], [0.4, 0.6]] }, 1);
    const out = new Uint8Array(200 * 200 * 4);
    compositeMockup(prepareLevel(layers, 200), null, DEFAULT_PLACEMENT, '#2040ff', out);
    const inner = layers.shade[100 * 200 + 100]!;
    const centre = Array.from(out.subarray((100 * 200 + 100) * 4, (100 * 200 + 100) * 4 + 3));
    let edges = 0, sceneOff = 0, fringe = 0, rim = 0;
    for (let i = 0; i < 200 * 200; i++) {
      const m = mask[i]!;
      if (m === 0 || m === 255) continue;
      edges++;
      // What a clean cut-out gives: the new product (as at the centre) over the backdrop, by the mask.
      for (let c = 0; c < 3; c++) fringe = Math.max(fringe, Math.abs(out[i * 4 + c]! - (centre[c]! * m + bg[c]! * (255 - m)) / 255));
      if (m <= 12 || m >= 250) continue; // nearly backdrop or product: the photo itself is as good
      // The scene under the soft edge is the backdrop, so the new colour mixes over the backdrop, not over red.
      for (let c = 0; c < 3; c++) sceneOff = Math.max(sceneOff, Math.abs(layers.scene[i * 4 + c]! - bg[c]!));
      rim = Math.max(rim, Math.abs(layers.shade[i]! - inner));
    }
    expect(edges).toBeGreaterThan(500);
    expect(fringe).toBeLessThanOrEqual(6); // the rim's shade may differ by 3 levels, × 255 in blue
    // A wide edge's nearest backdrop still carries a trace of the product (its mask ≤ 12 but not 0).
    expect(sceneOff).toBeLessThanOrEqual(feather > 4 ? 6 : 3);
    expect(rim).toBeLessThanOrEqual(3);
  });

  it('a product cut off by the photo\'s edge carries on into the padding, recoloured, but takes no print there', () => {
    const w = 200, h = 300, data = new Uint8Array(w * h * 4), mask = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++) {
      const x = i % w, y = Math.floor(i / w);
      const product = x < 100 && y >= 100 && y < 200;
      mask[i] = product ? 255 : 0;
      data.set(product ? [200, 40, 40, 255] : [150, 160, 170, 255], i * 4);
    }
    const layers = deriveTemplateLayers({ width: w, height: h, data }, mask, { kind: 'flat', corners: [[-0.5, 0.3], [0.4, 0.3], [0.4, 0.6], [-0.5, 0.6]] }, 1);
    expect(layers.size).toBe(300);
    const out = new Uint8Array(300 * 300 * 4);
    compositeMockup(prepareLevel(layers, 300), discDesign(100), DEFAULT_PLACEMENT, '#2040ff', out);
    for (const x of [0, 20, 49]) {
      const i = 150 * 300 + x;
      expect(layers.productMask[i]).toBe(255);
      expect(layers.printMask[i]).toBe(0);
      expect(out[i * 4 + 2]!).toBeGreaterThan(out[i * 4]! + 100); // blue, not the photo's red
    }
    expect(layers.printMask[150 * 300 + 80]).toBe(255);
  });

  it('a mask that is never quite 0 or 255 (as a model\'s or a brush\'s) gives the clean mask\'s maps', () => {
    const s = foldedProductPhoto(128, 128);
    const noisy = s.mask.map((v, i) => (v === 0 ? 1 + (i % 3) : 252 + (i % 4)));
    const clean = derivePhotoMaps(s.photo, s.mask, 128), rough = derivePhotoMaps(s.photo, noisy, 128);
    const worst = (key: 'shade' | 'highlight' | 'printMask') => {
      let most = 0;
      for (let i = 0; i < 128 * 128; i++) if (s.mask[i]) most = Math.max(most, Math.abs(clean[key][i]! - rough[key][i]!));
      return most;
    };
    expect(worst('shade')).toBe(0);
    expect(worst('highlight')).toBe(0);
    expect(worst('printMask')).toBeLessThanOrEqual(4); // ink fades by the mask: 252–255
    expect(rough.scene.every((v, i) => v === clean.scene[i])).toBe(true);
    expect(rough.printMask.every((v, i) => s.mask[i] || v === 0)).toBe(true);
  });

  it('quietens the grain of a dark product (its shade is its luminance scaled up several times)', () => {
    const side = 160, data = new Uint8Array(side * side * 4);
    let seed = 7;
    for (let i = 0; i < side * side; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const v = 30 + ((seed >> 16) % 7) - 3; // a near-black product with ±3 levels of grain
      data.set([v, v, v, 255], i * 4);
    }
    const m = derivePhotoMaps({ width: side, height: side, data }, new Uint8Array(side * side).fill(255), side);
    const values = Array.from(m.shade.subarray(20 * side, 140 * side));
    const average = mean(values);
    const spread = Math.sqrt(mean(values.map((v) => (v - average) ** 2)));
    expect(spread).toBeLessThan(10); // scaled up unquietened: ≈ 14 levels
  });

  it('box-averages a large reduction (no aliasing of fine detail)', () => {
    const w = 400, h = 300, data = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      const v = (i % w) % 4 === 0 ? 255 : 0; // one bright column in four: a quarter-size pixel averages 63.75
      data.set([v, v, v, 255], i * 4);
    }
    const m = derivePhotoMaps({ width: w, height: h, data }, new Uint8Array(w * h).fill(255), 100);
    expect(m.fit.scale).toBeCloseTo(0.25);
    for (let y = 20; y < 80; y += 7) for (let x = 3; x < 97; x += 9) expect(Math.abs(m.scene[(y * 100 + x) * 4]! - 63.75)).toBeLessThanOrEqual(2);
  });
});

describe('surfaceFromArea', () => {
  const flat = flatProductPhoto(200, 200);
  const flatMaps = derivePhotoMaps(flat.photo, flat.mask, 200);
  const square: PrintArea = { kind: 'flat', corners: [[0.25, 0.25], [0.75, 0.25], [0.75, 0.75], [0.25, 0.75]] };

  it('a flat area puts uv (0,0) and (1,1) at its marked corners', () => {
    const corners: PrintArea = { kind: 'flat', corners: [[0.2, 0.3], [0.8, 0.25], [0.7, 0.8], [0.3, 0.7]] };
    const uv = rasteriseMesh(surfaceFromArea(corners, flatMaps, 200, 200), 200, 200);
    const at = (x: number, y: number) => [uv[2 * (y * 200 + x)]! / 65534, uv[2 * (y * 200 + x) + 1]! / 65534];
    const [u0, v0] = at(41, 61), [u1, v1] = at(139, 159);
    expect(u0).toBeLessThan(0.02);
    expect(v0).toBeLessThan(0.02);
    expect(u1).toBeGreaterThan(0.98);
    expect(v1).toBeGreaterThan(0.98);
    expect(uv[2 * (55 * 200 + 30)]).toBe(NO_UV); // left of the quad
  });

  it('an evenly lit flat product gets no displacement; folds displace the mesh by a few pixels', () => {
    const plain = surfaceFromArea(square, flatMaps, 200, 200);
    const k = 2 * (16 * 33 + 16); // the centre point of the 32×32 mesh
    expect(plain.points[k]).toBeCloseTo(100, 3);
    expect(plain.points[k + 1]).toBeCloseTo(100, 3);

    const s = foldedProductPhoto(256, 256);
    const maps = derivePhotoMaps(s.photo, s.mask, 256);
    // Columns 0.35–0.6: clear of the specular spots (at 0.3 and 0.7).
    const area = (top: number, bottom: number): PrintArea => ({ kind: 'flat', corners: [[0.35, top], [0.6, top], [0.6, bottom], [0.35, bottom]] });
    const shift = (a: PrintArea) => {
      const mesh = surfaceFromArea(a, maps, 256, 256);
      const still = surfaceFromArea(a, { ...maps, relief: new Float32Array(256 * 256) }, 256, 256);
      let most = 0, across = 0, moved = 0, towardsDarker = 0;
      for (let p = 0; p < mesh.points.length; p += 2) {
        const dx = mesh.points[p]! - still.points[p]!, dy = mesh.points[p + 1]! - still.points[p + 1]!;
        most = Math.max(most, Math.hypot(dx, dy));
        across = Math.max(across, Math.abs(dx));
        if (Math.abs(dy) < 0.05) continue;
        // Down the fold's slope: the photo's luminance is lower where the point moved to.
        const x = Math.round(still.points[p]!), y = Math.round(still.points[p + 1]!);
        const slope = s.photo.data[((y + 2) * 256 + x) * 4]! - s.photo.data[((y - 2) * 256 + x) * 4]!;
        moved++;
        if (Math.sign(dy) === -Math.sign(slope)) towardsDarker++;
      }
      return { most, across, moved, towardsDarker };
    };
    const onFlatCloth = shift(area(0.2, 0.4));
    const onFolds = shift(area(0.6, 0.8));
    expect(onFlatCloth.most).toBeLessThan(0.15);
    expect(onFolds.most).toBeGreaterThan(0.25); // ±20% fold contrast, period 43 px: a fraction of a pixel at 256²
    expect(onFolds.most).toBeLessThanOrEqual(0.005 * 256 + 1e-6);
    expect(onFolds.across).toBeLessThan(onFolds.most / 4); // horizontal folds move the print up and down
    expect(onFolds.moved).toBeGreaterThan(100);
    expect(onFolds.towardsDarker / onFolds.moved).toBeGreaterThan(0.9); // into the creases
  });

  it('a cylinder: the middle column is straight, columns crowd towards the sides', () => {
    const mug: PrintArea = { kind: 'cylinder', top: { cx: 0.5, cy: 0.3, rx: 0.3, ry: 0.05 }, bottom: { cx: 0.5, cy: 0.7, rx: 0.3, ry: 0.05 }, span: 160 };
    const mesh = surfaceFromArea(mug, flatMaps, 200, 200);
    const { cols, rows, points } = mesh;
    const x = (i: number, j: number) => points[2 * (j * (cols + 1) + i)]!;
    const y = (i: number, j: number) => points[2 * (j * (cols + 1) + i) + 1]!;
    for (let j = 0; j <= rows; j++) expect(x(cols / 2, j)).toBeCloseTo(100, 3);
    expect(y(cols / 2, 0)).toBeCloseTo(70, 3); // the top rim's near point: cy + ry
    expect(y(cols / 2, rows)).toBeCloseTo(150, 3);
    const middle = x(cols / 2 + 1, 0) - x(cols / 2, 0), edge = x(cols, 0) - x(cols - 1, 0);
    expect(edge).toBeLessThan(middle * 0.3); // sin foreshortening at ±80°
    expect(y(0, 0)).toBeLessThan(y(cols / 2, 0)); // the rim curves up sideways
  });

  it('a cylinder on a landscape photo reads rx across the width and ry down the height', () => {
    const wide = flatProductPhoto(400, 200);
    const maps = derivePhotoMaps(wide.photo, wide.mask, 200);
    const can: PrintArea = { kind: 'cylinder', top: { cx: 0.5, cy: 0.3, rx: 0.1, ry: 0.04 }, bottom: { cx: 0.5, cy: 0.7, rx: 0.1, ry: 0.04 }, span: 180 };
    const { cols, points } = surfaceFromArea(can, maps, 400, 200);
    // Scale 0.5, dy 50: the axis at x 100; radius 0.1 × 400 × 0.5 = 20; the top's near point at (0.3 + 0.04) × 100 + 50.
    expect(points[0]).toBeCloseTo(80, 3);
    expect(points[2 * cols]).toBeCloseTo(120, 3);
    expect(points[2 * (cols / 2) + 1]).toBeCloseTo(84, 3);
  });

  it('a grid mesh passes through its marked points', () => {
    const points: [number, number][] = [];
    for (let j = 0; j < 4; j++) for (let i = 0; i < 3; i++) points.push([0.2 + 0.3 * i + 0.03 * Math.sin(j * 2 + i), 0.2 + 0.2 * j + 0.02 * Math.cos(i * 3 + j)]);
    const grid: PrintArea = { kind: 'grid', cols: 3, rows: 4, points };
    const mesh = surfaceFromArea(grid, flatMaps, 200, 200);
    expect(mesh.cols).toBeGreaterThanOrEqual(16);
    expect(mesh.rows).toBeGreaterThanOrEqual(16);
    const perI = mesh.cols / 2, perJ = mesh.rows / 3;
    for (let j = 0; j < 4; j++) {
      for (let i = 0; i < 3; i++) {
        const k = 2 * (j * perJ * (mesh.cols + 1) + i * perI);
        expect(mesh.points[k]).toBeCloseTo(points[j * 3 + i]![0] * 200, 2);
        expect(mesh.points[k + 1]).toBeCloseTo(points[j * 3 + i]![1] * 200, 2);
      }
    }
  });

  it('survives degenerate marks and an empty cut-out without NaN', () => {
    const empty = derivePhotoMaps(flat.photo, new Uint8Array(200 * 200), 200);
    const areas: PrintArea[] = [
      { kind: 'flat', corners: [[0.1, 0.1], [0.5, 0.5], [0.9, 0.9], [0.3, 0.3]] },
      { kind: 'flat', corners: [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.5, 0.5]] },
      { kind: 'flat', corners: [[0.1, 0.1], [0.9, 0.9], [0.9, 0.1], [0.1, 0.9]] },
      { kind: 'cylinder', top: { cx: 0.5, cy: 0.5, rx: 0.001, ry: 0 }, bottom: { cx: 0.5, cy: 0.5, rx: 0.001, ry: 0 }, span: 20 },
      { kind: 'grid', cols: 3, rows: 3, points: Array.from({ length: 9 }, () => [0.5, 0.5] as [number, number]) },
    ];
    for (const a of [...areas, square]) {
      for (const m of [empty, flatMaps]) {
        const mesh = surfaceFromArea(a, m, 200, 200);
        expect(Array.from(mesh.points).every(Number.isFinite)).toBe(true);
      }
    }
    const layers = deriveTemplateLayers(flat.photo, new Uint8Array(200 * 200), square, 1);
    expect(Array.from(layers.shade).every((v) => v >= 0 && v <= 255)).toBe(true);
    expect(layers.printMask.every((v) => v === 0)).toBe(true);
  });
});

describe('deriveTemplateLayers through the renderer', () => {
  /** Width / height of the ink a disc design leaves on a white product in black. */
  function discInkAspect(photoWidth: number, photoHeight: number, area: PrintArea): number {
    const { photo, mask } = flatProductPhoto(photoWidth, photoHeight);
    const layers = deriveTemplateLayers(photo, mask, area, 1);
    const level = prepareLevel(layers, layers.size);
    const out = new Uint8Array(layers.size ** 2 * 4);
    compositeMockup(level, discDesign(200), DEFAULT_PLACEMENT, '#ffffff', out);
    let xMin = Infinity, xMax = -Infinity, yMin = Infinity, yMax = -Infinity;
    for (let i = 0; i < layers.size ** 2; i++) {
      if (out[i * 4]! > 128) continue;
      const x = i % layers.size, y = Math.floor(i / layers.size);
      xMin = Math.min(xMin, x);
      xMax = Math.max(xMax, x);
      yMin = Math.min(yMin, y);
      yMax = Math.max(yMax, y);
    }
    expect(xMax - xMin).toBeGreaterThan(40);
    return (xMax - xMin + 1) / (yMax - yMin + 1);
  }

  it('a disc on a fronto-parallel square area stays round', () => {
    const area: PrintArea = { kind: 'flat', corners: [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]] };
    expect(discInkAspect(240, 240, area)).toBeCloseTo(1, 1);
    expect(Math.abs(discInkAspect(240, 240, area) - 1)).toBeLessThan(0.03);
  });

  it('stays round on a landscape photo (marks are fractions of each side)', () => {
    // 360 × 240: a square of 96 px is 96/360 of the width and 96/240 of the height.
    const w = 96 / 360, h = 96 / 240;
    const area: PrintArea = { kind: 'flat', corners: [[0.5 - w / 2, 0.5 - h / 2], [0.5 + w / 2, 0.5 - h / 2], [0.5 + w / 2, 0.5 + h / 2], [0.5 - w / 2, 0.5 + h / 2]] };
    expect(Math.abs(discInkAspect(360, 240, area) - 1)).toBeLessThan(0.03);
  });

  it('a grid laid out as a square stays round too', () => {
    const points: [number, number][] = [];
    for (let j = 0; j < 4; j++) for (let i = 0; i < 4; i++) points.push([0.3 + (0.4 * i) / 3, 0.3 + (0.4 * j) / 3]);
    expect(Math.abs(discInkAspect(240, 240, { kind: 'grid', cols: 4, rows: 4, points }) - 1)).toBeLessThan(0.03);
  });

  it('passes the confirmed print aspect through and sizes the layers from the photo', () => {
    const { photo, mask } = flatProductPhoto(120, 80);
    const layers = deriveTemplateLayers(photo, mask, { kind: 'flat', corners: [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]] }, 210 / 297);
    expect(layers.size).toBe(120);
    expect(layers.printAspect).toBeCloseTo(210 / 297);
    expect(layers.scene.length).toBe(120 * 120 * 4);
  });
});
