import { describe, expect, it } from 'vitest';
import { drawsCardsWithSimd } from './card-span';
import { cardQuad, drawFrame, screenToCard, sweepBand, type VideoScene } from './draw-frame';
import { videoLayout } from './layout';
import { frameState } from './motion';
import { buildMugStage, drawMugStage, mugGeometry, spunLabelMesh } from './mug-stage';

const W = 320, H = 180;
const solid = (width: number, height: number, [r, g, b]: number[]) => {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([r!, g!, b!, 255], i);
  return { width, height, data };
};
const at = (frame: Uint8Array, x: number, y: number) => [...frame.subarray((y * W + x) * 4, (y * W + x) * 4 + 3)];

function cardScene(): VideoScene {
  const layout = videoLayout(W, H, 1, false);
  const m = layout.backgroundMargin;
  return { id: 'test', layout, background: solid(W + 2 * m, H + 2 * m, [230, 230, 230]).data, image: solid(64, 64, [200, 20, 20]), title: null, mug: null };
}

describe('drawFrame', () => {
  it('draws the card over the backdrop with a soft shadow below it', () => {
    const scene = cardScene();
    const frame = new Uint8Array(W * H * 4);
    const state = frameState({ motion: 'zoom', sweep: false, reveal: false }, 2.5, 5, false);
    drawFrame(scene, state, frame);
    expect(at(frame, W / 2, H / 2)).toEqual([200, 20, 20]);
    expect(at(frame, 5, 5)).toEqual([230, 230, 230]);
    const { card } = scene.layout;
    const below = Math.round(card.cy + (card.height * state.card.scale) / 2 + 3);
    expect(at(frame, W / 2, below)[0]).toBeLessThan(220); // in the shadow
    expect(at(frame, 5, below)[0]).toBe(230); // far from it
  });

  it('maps the card quad back to the unit square', () => {
    const layout = videoLayout(W, H, 1.5, false);
    const q = cardQuad(layout, frameState({ motion: 'tilt', sweep: false, reveal: false }, 1, 5, false));
    const m = screenToCard(q);
    const uv = (x: number, y: number) => {
      const w = m.g * x + m.h * y + m.i;
      return [(m.a * x + m.b * y + m.c) / w, (m.d * x + m.e * y + m.f) / w];
    };
    const corners = [uv(q[0], q[1]), uv(q[2], q[3]), uv(q[4], q[5]), uv(q[6], q[7])];
    [[0, 0], [1, 0], [1, 1], [0, 1]].forEach(([u, v], k) => {
      expect(corners[k]![0]).toBeCloseTo(u!, 6);
      expect(corners[k]![1]).toBeCloseTo(v!, 6);
    });
  });
});

describe('the card', () => {
  it('is the picture sampled bilinearly in perspective, lightened by the band of light, pixel for pixel', () => {
    expect(drawsCardsWithSimd()).toBe(true); // Node has WebAssembly SIMD: the covered runs are drawn by card-span.wat
    // A smooth two-way gradient, so every texel position shows in the colour.
    const iw = 64, ih = 48;
    const data = new Uint8Array(iw * ih * 4);
    for (let y = 0; y < ih; y++) for (let x = 0; x < iw; x++) data.set([x * 4, y * 5, 255 - x * 2, 255], (y * iw + x) * 4);
    const scene = { ...cardScene(), image: { width: iw, height: ih, data } };
    const state = { ...frameState({ motion: 'tilt', sweep: true, reveal: false }, 1.2, 5, false) };
    state.sweep = 0.5; // the band crosses the middle of the card
    const frame = new Uint8Array(W * H * 4);
    drawFrame(scene, state, frame);

    const m = screenToCard(cardQuad(scene.layout, state));
    const texel = (fx: number, fy: number, c: number) => {
      const x0 = Math.floor(fx), y0 = Math.floor(fy), ax = fx - x0, ay = fy - y0;
      const at = (x: number, y: number) => data[(Math.min(ih - 1, y) * iw + Math.min(iw - 1, x)) * 4 + c]!;
      return (at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax) * (1 - ay) + (at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax) * ay;
    };
    let checked = 0, lightened = 0;
    for (let y = 0; y < H; y += 3) {
      for (let x = 0; x < W; x += 3) {
        const w = m.g * (x + 0.5) + m.h * (y + 0.5) + m.i;
        const u = (m.a * (x + 0.5) + m.b * (y + 0.5) + m.c) / w, v = (m.d * (x + 0.5) + m.e * (y + 0.5) + m.f) / w;
        if (u < 0.15 || u > 0.85 || v < 0.15 || v > 0.85) continue; // well inside: no edge or corner coverage
        const band = sweepBand((u + 0.5 * v) / 1.5 - 0.5);
        if (band > 0.05) lightened++;
        for (let c = 0; c < 3; c++) {
          const base = texel(Math.max(0, u * iw - 0.5), Math.max(0, v * ih - 0.5), c);
          expect(Math.abs(frame[(y * W + x) * 4 + c]! - (base + (255 - base) * band))).toBeLessThanOrEqual(2);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(lightened).toBeGreaterThan(50);
  });
});

describe('the mug stage', () => {
  it('folds the part of the print behind the mug into cells without area', () => {
    const geo = mugGeometry(200);
    const mesh = spunLabelMesh(geo, Math.PI / 2, 64, 1);
    let hidden = 0;
    for (let i = 0; i < 64; i++) {
      const x = (k: number, j: number) => mesh.points[2 * (j * 65 + k)]!;
      const y = (k: number, j: number) => mesh.points[2 * (j * 65 + k) + 1]!;
      const area = Math.abs((x(i + 1, 0) - x(i, 0)) * (y(i, 1) - y(i, 0)) - (x(i, 1) - x(i, 0)) * (y(i + 1, 0) - y(i, 0)));
      if (area < 1e-6) hidden++;
    }
    expect(hidden).toBeGreaterThan(10);
    expect(hidden).toBeLessThan(54);
  });

  it('shows the print on the front at turn 0 and the white back at half a turn', () => {
    const size = 200;
    const stage = buildMugStage(solid(size, size, [235, 235, 235]).data, size, 0, 0);
    const design = solid(50, 50, [10, 40, 200]);
    const frame = (turn: number) => {
      const pixels = new Uint8Array(size * size * 4);
      drawMugStage(stage, design, turn, pixels, size);
      return pixels;
    };
    const centre = (pixels: Uint8Array) => [...pixels.subarray(((size / 2) * size + size / 2) * 4, ((size / 2) * size + size / 2) * 4 + 3)];
    const [r0, , b0] = centre(frame(0));
    expect(b0! - r0!).toBeGreaterThan(80); // blue ink
    const [r1, , b1] = centre(frame(Math.PI));
    expect(Math.abs(b1! - r1!)).toBeLessThan(20); // bare white ceramic, shaded
  });
});
