import { describe, expect, it } from 'vitest';
import { compositeMockup, INK_GLOSS, levelBytes, levelFor, levelSizes, prepareLevel, prepareTemplate, renderMockup, smallerLevel } from './index';
import { linearToSrgb, srgbToLinear } from './light';
import { NO_UV, rasteriseMesh } from './mesh';
import { designToUv, uvToDesign } from './placement';
import { cylinderMesh, foldMesh, perspectiveMesh, unitSquareHomography } from './surfaces';
import { solidDesign, syntheticTemplate } from './test-fixtures';
import { DEFAULT_PLACEMENT } from './types';

const uvAt = (uv: Uint16Array, size: number, x: number, y: number) => [uv[2 * (y * size + x)]! / 65534, uv[2 * (y * size + x) + 1]! / 65534];

describe('surface geometry', () => {
  it('maps the unit square onto a perspective quad, corners exact, centre at the diagonals crossing', () => {
    const h = unitSquareHomography([10, 10], [90, 20], [80, 90], [20, 70]);
    expect(h(0, 0)).toEqual([10, 10]);
    const [x1, y1] = h(1, 1);
    expect(x1).toBeCloseTo(80, 6);
    expect(y1).toBeCloseTo(90, 6);
    // The projective centre is where the diagonals cross, not the corners' average.
    const [cx, cy] = h(0.5, 0.5);
    const cross = (ax: number, ay: number, bx: number, by: number) => ax * by - ay * bx;
    const t = cross(80, 10, -70, 50) / cross(70, 80, -70, 50); // p0 + t·(p2 − p0) meets the other diagonal
    expect(cx).toBeCloseTo(10 + t * 70, 4);
    expect(cy).toBeCloseTo(10 + t * 80, 4);
  });

  it('rasterises a mesh into a uv buffer: u grows left to right, v top to bottom, nothing outside', () => {
    const uv = rasteriseMesh(perspectiveMesh([8, 8], [56, 8], [56, 56], [8, 56], 4, 4), 64, 64);
    expect(uv[2 * (2 * 64 + 2)]).toBe(NO_UV);
    const [u1, v1] = uvAt(uv, 64, 9, 9);
    const [u2, v2] = uvAt(uv, 64, 54, 54);
    expect(u1).toBeLessThan(0.05);
    expect(v1).toBeLessThan(0.05);
    expect(u2).toBeGreaterThan(0.95);
    expect(v2).toBeGreaterThan(0.95);
    const [uc] = uvAt(uv, 64, 31, 31);
    expect(uc).toBeCloseTo(0.49, 1);
  });

  describe('a surface that folds over itself', () => {
    // One column of two cells: rows at y 8, 56 and 8 again, so the second cell (v 0.5…1) lies on the first (v 0…0.5).
    const folded = { cols: 1, rows: 2, points: Float32Array.from([8, 8, 56, 8, 8, 56, 56, 56, 8, 8, 56, 8]) };
    const vAt = (uv: Uint16Array, y: number) => uv[2 * (y * 64 + 32) + 1]! / 65534;

    it('without depth, the later cell wins (as recipes list hidden parts first)', () => {
      const uv = rasteriseMesh(folded, 64, 64);
      expect(vAt(uv, 20)).toBeGreaterThan(0.5);
      expect(vAt(uv, 44)).toBeGreaterThan(0.5);
    });

    it('with depth, the nearer cell wins whatever the order', () => {
      // The second cell nearer (depth 9 → 5 → 5 down the rows): its v, 0.5…1, shows everywhere.
      const secondNearer = rasteriseMesh({ ...folded, depth: [9, 9, 5, 5, 5, 5] }, 64, 64);
      // The first cell nearer: its v, 0…0.5, shows everywhere, though it is rasterised first.
      const firstNearer = rasteriseMesh({ ...folded, depth: [5, 5, 5, 5, 9, 9] }, 64, 64);
      for (const y of [12, 20, 32, 44, 52]) {
        expect(vAt(secondNearer, y), `y ${y}`).toBeGreaterThan(0.5);
        expect(vAt(firstNearer, y), `y ${y}`).toBeLessThan(0.5);
        // Depth is interpolated like v: the row at y is the same fraction of the way down both cells.
        expect(vAt(firstNearer, y) + vAt(secondNearer, y)).toBeCloseTo(1, 2);
      }
    });

    it('with one depth everywhere, gives the same uv as without (ties go to the later cell)', () => {
      const mesh = foldMesh(perspectiveMesh([6, 10], [58, 4], [50, 60], [10, 52], 8, 8), [{ x: 30, y: 30, angle: 0.4, depth: 9, width: 6 }]);
      const flat = new Float32Array(81);
      expect(rasteriseMesh({ ...mesh, depth: flat }, 64, 80)).toEqual(rasteriseMesh(mesh, 64, 80));
      expect(foldMesh({ ...mesh, depth: flat }, []).depth).toBe(flat); // bending a mesh keeps its depths
    });
  });

  it('foreshortens a cylinder wrap: equal steps in u cover less screen width near the edges', () => {
    const mesh = cylinderMesh({ cx: 50, radius: 40, top: 20, bottom: 80, rimTilt: 5, span: Math.PI * 0.9 }, 10, 2);
    const x = (i: number) => mesh.points[2 * i]!;
    const centreStep = x(6) - x(5);
    const edgeStep = x(1) - x(0);
    expect(centreStep).toBeGreaterThan(edgeStep * 2);
    // The rims curve: the label's top edge is lower at the front than at the sides.
    expect(mesh.points[2 * 5 + 1]!).toBeGreaterThan(mesh.points[1]!);
  });

  it('moves print across a fold line and leaves far points in place', () => {
    const flat = perspectiveMesh([0, 0], [100, 0], [100, 100], [0, 100], 10, 10);
    const folded = foldMesh(flat, [{ x: 50, y: 0, angle: Math.PI / 2, depth: 6, width: 5 }]); // a vertical fold at x = 50
    const idx = (i: number, j: number) => 2 * (j * 11 + i);
    expect(Math.abs(folded.points[idx(5, 5)]! - 50)).toBeCloseTo(6, 3);
    expect(folded.points[idx(0, 5)]).toBeCloseTo(0, 3);
    expect(folded.points[idx(5, 5) + 1]).toBeCloseTo(50, 3);
  });
});

describe('placement', () => {
  it('centres the design at Position 50/50 and scales it to 80% of the print area at Size 1', () => {
    const m = uvToDesign(DEFAULT_PLACEMENT, 1, 100, 50);
    expect(m.a * 0.5 + m.b * 0.5 + m.c).toBeCloseTo(49.5, 6);
    expect(m.d * 0.5 + m.e * 0.5 + m.f).toBeCloseTo(24.5, 6);
    const [u0] = designToUv(DEFAULT_PLACEMENT, 1, 100, 50, -0.5, 24.5);
    const [u1] = designToUv(DEFAULT_PLACEMENT, 1, 100, 50, 99.5, 24.5);
    expect(u1 - u0).toBeCloseTo(0.8, 6);
  });

  it('moves, scales and rotates consistently', () => {
    const p = { x: 30, y: 70, size: 0.5, rotation: 90 };
    const [u, v] = designToUv(p, 2, 40, 40, 19.5, 19.5);
    expect(u).toBeCloseTo(0.3, 6);
    expect(v).toBeCloseTo(0.7, 6);
    // Rotated 90° clockwise, the design's right edge points down.
    const [u2, v2] = designToUv(p, 2, 40, 40, 39.5, 19.5);
    expect(u2).toBeCloseTo(0.3, 6);
    expect(v2).toBeGreaterThan(0.7);
  });
});

describe('placement is relative to the print area (a batch puts one placement on many templates)', () => {
  it('lands the design centre at the same fraction of every print area and fills the same share of it', () => {
    const p = { x: 30, y: 65, size: 0.8, rotation: 0 };
    for (const aspect of [0.464, 1, 1.6, 3]) {
      const [u, v] = designToUv(p, aspect, 200, 100, 99.5, 49.5); // the design's centre
      expect(u).toBeCloseTo(0.3, 6);
      expect(v).toBeCloseTo(0.65, 6);
      // Contain-fit: the design's wider side takes BASE_FILL × size of the print area's matching side.
      const [u0] = designToUv(p, aspect, 200, 100, -0.5, 49.5);
      const [u1] = designToUv(p, aspect, 200, 100, 199.5, 49.5);
      const widthShare = u1 - u0;
      const heightShare = designToUv(p, aspect, 200, 100, 99.5, 99.5)[1] - designToUv(p, aspect, 200, 100, 99.5, -0.5)[1];
      expect(Math.max(widthShare, heightShare)).toBeCloseTo(0.8 * 0.8, 6);
    }
  });
});

describe('renderMockup', () => {
  const layers = syntheticTemplate(64);

  it('keeps the shading when recolouring: luminance still varies across the product', () => {
    for (const colour of ['#FFFFFF', '#dc2626', '#1e3a8a', '#000000']) {
      const out = renderMockup(layers, null, DEFAULT_PLACEMENT, colour, 64);
      const lum = (x: number) => { const o = (32 * 64 + x) * 4; return out[o]! * 0.3 + out[o + 1]! * 0.59 + out[o + 2]! * 0.11; };
      if (colour === '#000000') expect(lum(60 - 2)).toBeGreaterThan(lum(20) + 20); // the highlight survives on black
      else expect(lum(50)).toBeGreaterThan(lum(12) * 1.2);
    }
    const red = renderMockup(layers, null, DEFAULT_PLACEMENT, '#dc2626', 64);
    const o = (32 * 64 + 40) * 4;
    expect(red[o]).toBeGreaterThan(red[o + 1]! * 3);
    expect([...red.slice(0, 4)]).toEqual([90, 100, 110, 255]); // the scene stays outside the product
  });

  it('recolours in linear light: sRGB(linear(colour) × S + G) for the product, × S + G × INK_GLOSS for ink', () => {
    // The synthetic template with gloss everywhere on the product, so the two formulas differ on mid colours.
    const glossy = { ...layers, highlight: layers.highlight.map((h, i) => (layers.productMask[i] ? 60 : h)) };
    const lin = (byte: number) => srgbToLinear(byte / 255);
    const enc = (l: number) => Math.round(255 * linearToSrgb(Math.min(1, l)));
    const colour = [0x1e, 0x3a, 0x8a], ink = [200, 120, 40];
    const design = solidDesign(8, 8, [...ink, 255] as [number, number, number, number]);
    const plain = renderMockup(glossy, null, DEFAULT_PLACEMENT, '#1e3a8a', 64, new Uint8Array(64 * 64 * 4));
    const printed = renderMockup(glossy, design, { ...DEFAULT_PLACEMENT, size: 2 }, '#1e3a8a', 64, new Uint8Array(64 * 64 * 4));
    for (const x of [10, 20, 32, 50]) {
      const i = 32 * 64 + x, s = lin(glossy.shade[i]!), g = lin(60);
      for (let c = 0; c < 3; c++) {
        expect(Math.abs(plain[i * 4 + c]! - enc(lin(colour[c]!) * s + g)), `product at x ${x}`).toBeLessThanOrEqual(1);
        if (x >= 20 && x < 44) expect(Math.abs(printed[i * 4 + c]! - enc(lin(ink[c]!) * s + g * INK_GLOSS)), `ink at x ${x}`).toBeLessThanOrEqual(1);
      }
    }
    // Sampled from the level at twice the size, the print's ink is shaded by the same formula.
    const big = renderMockup(glossy, design, { ...DEFAULT_PLACEMENT, size: 2 }, '#1e3a8a', 128, new Uint8Array(128 * 128 * 4));
    const o = (65 * 128 + 65) * 4, s = lin(glossy.shade[32 * 64 + 32]!); // output (65, 65) reads template (32.25, 32.25)
    for (let c = 0; c < 3; c++) expect(Math.abs(big[o + c]! - enc(lin(ink[c]!) * s + lin(60) * INK_GLOSS))).toBeLessThanOrEqual(2);
  });

  it('gives a colour the same pixels after others were rendered (the product colours are kept per colour)', () => {
    const design = solidDesign(8, 8, [250, 200, 0, 200]);
    const first = renderMockup(layers, design, DEFAULT_PLACEMENT, '#16a34a', 64, new Uint8Array(64 * 64 * 4));
    for (const colour of ['#FFFFFF', '#000000', '#dc2626', '#1e3a8a', '#9333ea', '#123456']) renderMockup(layers, design, DEFAULT_PLACEMENT, colour, 64);
    expect(renderMockup(layers, design, DEFAULT_PLACEMENT, '#16a34a', 64, new Uint8Array(64 * 64 * 4))).toEqual(first);
    const o = (32 * 64 + 12) * 4; // product, off the print
    expect(first[o + 1]).toBeGreaterThan(first[o]! + 40);
  });

  it('puts no design pixel outside the print mask, even with a huge design', () => {
    const design = solidDesign(8, 8, [0, 255, 0, 255]);
    const plain = renderMockup(layers, null, DEFAULT_PLACEMENT, '#FFFFFF', 64);
    const printed = renderMockup(layers, design, { x: 50, y: 50, size: 2, rotation: 33 }, '#FFFFFF', 64, new Uint8Array(64 * 64 * 4));
    let inside = 0;
    for (let i = 0; i < 64 * 64; i++) {
      const changed = plain[i * 4] !== printed[i * 4] || plain[i * 4 + 1] !== printed[i * 4 + 1];
      if (layers.printMask[i] === 0) expect(changed).toBe(false);
      else if (changed) inside++;
    }
    expect(inside).toBeGreaterThan(500);
  });

  it('lets the surface light the ink: a white design follows the shade', () => {
    const out = renderMockup(layers, solidDesign(4, 4, [255, 255, 255, 255]), { ...DEFAULT_PLACEMENT, size: 2 }, '#000000', 64);
    const left = out[(32 * 64 + 18) * 4]!, right = out[(32 * 64 + 45) * 4]!;
    expect(right).toBeGreaterThan(left + 40);
    expect(left).toBeGreaterThan(100);
  });

  it('renders at other sizes from the same layers', () => {
    const out = renderMockup(layers, solidDesign(4, 4, [0, 0, 255, 255]), DEFAULT_PLACEMENT, '#FFFFFF', 128);
    const c = (64 * 128 + 64) * 4;
    expect(out[c + 2]).toBeGreaterThan(out[c]! + 60);
    expect(out.length).toBe(128 * 128 * 4);
  });
});

describe('levels: a render at any size reads a prepared level', () => {
  it('prepares the template size, its halvings and the editor preview, nothing else', () => {
    expect(levelSizes(1024)).toEqual([1024, 600, 512, 256, 128, 64, 32, 16]);
    expect(levelFor(1024, 4096)).toBe(1024);
    expect(levelFor(1024, 1200)).toBe(1024);
    expect(levelFor(1024, 600)).toBe(600);
    expect(levelFor(1024, 300)).toBe(512);
    expect(levelFor(1024, 200)).toBe(256);
    expect(levelFor(1024, 10)).toBe(16);
  });

  it('renders between levels by sampling the level above: close to the exact render, same scene outside', () => {
    const layers = syntheticTemplate(64);
    const design = solidDesign(8, 8, [0, 0, 255, 255]);
    // 64 is a level (read exactly); 48 samples it. Downscale the 64 render to 48 to compare like with like.
    const exact = renderMockup(layers, design, DEFAULT_PLACEMENT, '#dc2626', 64);
    const sampled = renderMockup(layers, design, DEFAULT_PLACEMENT, '#dc2626', 48);
    expect(sampled.length).toBe(48 * 48 * 4);
    const at = (img: ArrayLike<number>, size: number, fx: number, fy: number) => {
      const o = (Math.floor(fy * size) * size + Math.floor(fx * size)) * 4;
      return [img[o]!, img[o + 1]!, img[o + 2]!];
    };
    for (const [fx, fy] of [[0.03, 0.03], [0.5, 0.5], [0.3, 0.7], [0.8, 0.2]] as const) {
      const a = at(exact, 64, fx, fy), b = at(sampled, 48, fx, fy);
      for (let k = 0; k < 3; k++) expect(Math.abs(a[k]! - b[k]!), `${fx},${fy}`).toBeLessThanOrEqual(24);
    }
    // The print shows blue in the middle of the enlarged render too.
    const big = renderMockup(layers, design, DEFAULT_PLACEMENT, '#FFFFFF', 256);
    const c = (128 * 256 + 128) * 4;
    expect(big[c + 2]).toBeGreaterThan(big[c]! + 60);
    expect([...big.slice(0, 4)]).toEqual([90, 100, 110, 255]);
  });

  it('draws any band of rows exactly as the whole render has them', () => {
    const layers = syntheticTemplate(64);
    const design = solidDesign(8, 8, [0, 200, 50, 255]);
    for (const size of [64, 100]) {
      const whole = renderMockup(layers, design, DEFAULT_PLACEMENT, '#9333ea', size, new Uint8Array(size * size * 4));
      const level = prepareTemplate(layers, size);
      const band = new Uint8Array(13 * size * 4);
      for (let from = 0; from < size; from += 13) {
        const to = Math.min(size, from + 13);
        compositeMockup(level, design, DEFAULT_PLACEMENT, '#9333ea', band, size, from, to);
        expect(band.subarray(0, (to - from) * size * 4)).toEqual(whole.subarray(from * size * 4, to * size * 4));
      }
    }
  });

  it('keeps at most one preparation per level, however many sizes are asked for', () => {
    const layers = syntheticTemplate(64);
    const prepared = new Set<object>();
    for (let size = 17; size <= 300; size += 7) prepared.add(prepareTemplate(layers, size));
    expect(prepared.size).toBeLessThanOrEqual(levelSizes(64).length);
    expect([...prepared].every((level) => levelSizes(64).includes((level as { size: number }).size))).toBe(true);
  });

  it('builds a smaller level from a larger one with the same bytes as from the layers', () => {
    const layers = syntheticTemplate(64);
    const top = prepareLevel(layers, 64);
    const fromTop = smallerLevel(top, 32);
    const direct = prepareLevel(layers, 32);
    expect(fromTop.scene).toEqual(direct.scene);
    expect(fromTop.maps).toEqual(direct.maps);
    expect(fromTop.uv).toEqual(direct.uv);
    expect(levelBytes(direct)).toBe(32 * 32 * 4 * 4);
  });
});
