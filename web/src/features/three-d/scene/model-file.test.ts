import { beforeAll, describe, expect, it } from 'vitest';
import { bounds, isWellFormed, meanNormal, positionAt, vertexCount } from '../geometry/mesh-checks';
import { mergeMeshes, type MeshData } from '../geometry/mesh-data';
import { designPatch, fitDesign } from '../geometry/print-area';
import type { PatternArea } from '../geometry/pattern-print';
import { readModelFile, type ModelFile } from './model-file';
import { modelFileBytes } from './model-test-files';
const triangles = (parts: { mesh: MeshData }[]) => parts.reduce((sum, part) => sum + part.mesh.indices.length / 3, 0);

/**
 * How far the fabric runs, in metres, per metre of UV across (u) and down (v), averaged over the triangles whose
 * UVs lie inside a rectangle: 1 and 1 where UVs are the fabric's own size.
 */
function fabricPerUv(mesh: MeshData, rect: { x0: number; x1: number; y0: number; y1: number }, uvUnit: number) {
  let across = 0;
  let down = 0;
  let weight = 0;
  const { uvs, indices } = mesh;
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
    const inside = [a, b, c].every((k) => uvs[k * 2]! >= rect.x0 && uvs[k * 2]! <= rect.x1 && uvs[k * 2 + 1]! >= rect.y0 && uvs[k * 2 + 1]! <= rect.y1);
    if (!inside) continue;
    // Solve P = P_a + J · (uv − uv_a) for J's columns (dP/du, dP/dv).
    const du1 = (uvs[b * 2]! - uvs[a * 2]!) * uvUnit;
    const dv1 = (uvs[b * 2 + 1]! - uvs[a * 2 + 1]!) * uvUnit;
    const du2 = (uvs[c * 2]! - uvs[a * 2]!) * uvUnit;
    const dv2 = (uvs[c * 2 + 1]! - uvs[a * 2 + 1]!) * uvUnit;
    const det = du1 * dv2 - du2 * dv1;
    if (Math.abs(det) < 1e-12) continue;
    const [pa, pb, pc] = [positionAt(mesh, a), positionAt(mesh, b), positionAt(mesh, c)];
    const e1 = [0, 1, 2].map((k) => pb[k]! - pa[k]!);
    const e2 = [0, 1, 2].map((k) => pc[k]! - pa[k]!);
    const dPdu = [0, 1, 2].map((k) => (e1[k]! * dv2 - e2[k]! * dv1) / det);
    const dPdv = [0, 1, 2].map((k) => (e2[k]! * du1 - e1[k]! * du2) / det);
    const area = Math.abs(det);
    across += Math.hypot(...dPdu) * area;
    down += Math.hypot(...dPdv) * area;
    weight += area;
  }
  return { across: across / weight, down: down / weight, weight };
}

describe('the T-shirt model (the drape of the t-shirts templates, exported by Blender)', () => {
  let tee: ModelFile;
  beforeAll(async () => {
    tee = await readModelFile(modelFileBytes('t-shirt'));
  });

  it('has its four panels and the inside of the fabric, well formed, with the studio light baked in (darker inside)', () => {
    expect(tee.full.parts.map((part) => `${part.name}:${part.role}`)).toEqual(['front:body', 'back:body', 'sleeveR:body', 'sleeveL:body', 'inside:lining']);
    const meanLight = (mesh: MeshData) => mesh.colors!.reduce((sum, v) => sum + v, 0) / mesh.colors!.length;
    for (const part of tee.full.parts) {
      expect(isWellFormed(part.mesh), part.name).toBe(true);
      expect(part.mesh.colors?.length, part.name).toBe(vertexCount(part.mesh) * 3);
      expect(Math.min(...part.mesh.colors!), part.name).toBeGreaterThanOrEqual(0);
      expect(Math.max(...part.mesh.colors!), part.name).toBeLessThanOrEqual(1);
    }
    const front = meanLight(tee.full.parts[0]!.mesh);
    expect(front).toBeGreaterThan(0.6);
    expect(meanLight(tee.full.parts[4]!.mesh)).toBeLessThan(front * 0.7);
  });

  it('is a tee’s size, centred, front facing +z, and fits its framing sphere', () => {
    const body = bounds(tee.full.parts[0]!.mesh);
    // A men's 42 from FreeSewing's Teagan: about 45 cm across the front, 70 cm long.
    expect(body.max[0] - body.min[0]).toBeGreaterThan(0.42);
    expect(body.max[1] - body.min[1]).toBeGreaterThan(0.6);
    expect(meanNormal(tee.full.parts[0]!.mesh)[2]).toBeGreaterThan(0.6);
    expect(meanNormal(tee.full.parts[1]!.mesh)[2]).toBeLessThan(-0.6);
    let farthest = 0;
    for (const part of tee.full.parts) for (let i = 0; i < vertexCount(part.mesh); i++) farthest = Math.max(farthest, Math.hypot(...positionAt(part.mesh, i)));
    expect(farthest).toBeCloseTo(tee.full.radius, 6);
    expect(tee.full.radius).toBeLessThan(0.6);
  });

  it('keeps its UVs in millimetres of fabric: 10 cm across or down the chest is 10 cm of UV, within 4 %', () => {
    const area = tee.areas.front!;
    const cx = (area.x0 + area.x1) / 2;
    const cy = (area.y0 + area.y1) / 2;
    const square = fabricPerUv(area.pattern, { x0: cx - 50, x1: cx + 50, y0: cy - 50, y1: cy + 50 }, 0.001);
    // The square holds a few dozen of the 18 mm cloth cells.
    expect(square.weight).toBeGreaterThan(0.008);
    expect(Math.abs(square.across - 1)).toBeLessThan(0.04);
    expect(Math.abs(square.down - 1)).toBeLessThan(0.04);
  });

  it('has a front and a back print area on their panels, the front below the collar', () => {
    expect(Object.keys(tee.areas)).toEqual(['front', 'back']);
    expect(tee.areas.front!.pattern).toBe(tee.full.parts[0]!.mesh);
    expect(tee.areas.back!.pattern).toBe(tee.full.parts[1]!.mesh);
    expect(tee.areas.front!.width).toBeCloseTo(0.3, 6);
    expect(tee.areas.front!.height).toBeCloseTo(0.4, 6);
  });

  it('has a draft with the same parts, a fifth of the triangles and the garment’s outline within 1.5 cm', () => {
    expect(tee.draft.parts.map((part) => part.name)).toEqual(tee.full.parts.map((part) => part.name));
    expect(triangles(tee.draft.parts)).toBeLessThan(triangles(tee.full.parts) / 4);
    const outline = (parts: { mesh: MeshData }[]) => bounds(mergeMeshes(parts.map((part) => part.mesh)));
    const full = outline(tee.full.parts);
    const coarse = outline(tee.draft.parts);
    for (let axis = 0; axis < 3; axis++) {
      expect(Math.abs(coarse.min[axis]! - full.min[axis]!), `min ${axis}`).toBeLessThan(0.015);
      expect(Math.abs(coarse.max[axis]! - full.max[axis]!), `max ${axis}`).toBeLessThan(0.015);
    }
  });

  describe('a design on it', () => {
    it('lands on the chest: front, centred, lifted off the fabric, with the fabric’s light', () => {
      const area = tee.areas.front!;
      const mesh = designPatch(area, fitDesign(area, 1, 100), { offset: 0.0012 });
      const { min, max } = bounds(mesh);
      expect(isWellFormed(mesh)).toBe(true);
      expect(Math.abs(min[0] + max[0])).toBeLessThan(0.02);
      expect(max[0] - min[0]).toBeGreaterThan(0.27);
      expect(meanNormal(mesh)[2]).toBeGreaterThan(0.8);
      expect(mesh.colors!.length).toBe(vertexCount(mesh) * 3);
      // Above the hem and below the neck of a tee 70 cm long, centred near the middle.
      const body = bounds(tee.full.parts[0]!.mesh);
      expect(max[1]).toBeLessThan(body.max[1] - 0.05);
      expect(min[1]).toBeGreaterThan(body.min[1] + 0.1);
    });

    it('keeps the design’s proportions, wide or tall, at every scale: the print’s size on the fabric is the fit’s within 4 %', () => {
      const area: PatternArea = tee.areas.front!;
      for (const aspect of [2, 1, 0.5]) {
        for (const scale of [50, 100, 150]) {
          const fit = fitDesign(area, aspect, scale);
          const mesh = designPatch(area, fit, { offset: 0 });
          const uv = { x0: fit.uv.u0, x1: fit.uv.u1, y0: fit.uv.v0, y1: fit.uv.v1 };
          // Metres of fabric per unit of the design's UV, across and down: the visible print's width and height.
          const { across, down } = fabricPerUv(mesh, uv, 1);
          const label = `aspect ${aspect} at ${scale} %`;
          expect(Math.abs((across * (fit.uv.u1 - fit.uv.u0)) / fit.visibleWidth - 1), label).toBeLessThan(0.04);
          expect(Math.abs((down * (fit.uv.v1 - fit.uv.v0)) / fit.visibleHeight - 1), label).toBeLessThan(0.04);
          for (const value of mesh.uvs) {
            expect(value).toBeGreaterThanOrEqual(-1e-6);
            expect(value).toBeLessThanOrEqual(1 + 1e-6);
          }
        }
      }
    });
  });
});

describe('the hoodie model (the hood-up drape of the hoodies templates)', () => {
  let hoodie: ModelFile;
  beforeAll(async () => {
    hoodie = await readModelFile(modelFileBytes('hoodie'));
  });

  it('has Hugo’s eleven panels and the inside, with the inside darker than the outside', () => {
    expect(hoodie.full.parts.map((part) => part.name)).toEqual([
      'front', 'back', 'sleeveR', 'sleeveL', 'hoodR', 'hoodL', 'hoodCentre', 'pocket', 'waistband', 'cuffR', 'cuffL', 'inside',
    ]);
    for (const part of hoodie.full.parts) expect(isWellFormed(part.mesh), part.name).toBe(true);
    const meanLight = (mesh: MeshData) => mesh.colors!.reduce((sum, v) => sum + v, 0) / mesh.colors!.length;
    expect(meanLight(hoodie.full.parts.at(-1)!.mesh)).toBeLessThan(meanLight(hoodie.full.parts[0]!.mesh) * 0.7);
    // The hood stands above the body's front, on its way to the top of the model.
    expect(bounds(hoodie.full.parts[4]!.mesh).max[1]).toBeGreaterThan(bounds(hoodie.full.parts[0]!.mesh).max[1] + 0.1);
  });

  it('keeps its UVs in millimetres of fabric on the chest and the back, within 4 %', () => {
    for (const name of ['front', 'back']) {
      const area = hoodie.areas[name]!;
      const cx = (area.x0 + area.x1) / 2;
      const cy = (area.y0 + area.y1) / 2;
      const square = fabricPerUv(area.pattern, { x0: cx - 60, x1: cx + 60, y0: cy - 60, y1: cy + 60 }, 0.001);
      expect(Math.abs(square.across - 1), name).toBeLessThan(0.04);
      expect(Math.abs(square.down - 1), name).toBeLessThan(0.04);
    }
  });

  it('prints a design on the chest facing forward and on the back facing back', () => {
    const front = designPatch(hoodie.areas.front!, fitDesign(hoodie.areas.front!, 1, 100), { offset: 0.0012 });
    const back = designPatch(hoodie.areas.back!, fitDesign(hoodie.areas.back!, 1, 100), { offset: 0.0012 });
    expect(meanNormal(front)[2]).toBeGreaterThan(0.8);
    expect(meanNormal(back)[2]).toBeLessThan(-0.8);
    expect(bounds(front).max[0] - bounds(front).min[0]).toBeGreaterThan(0.2);
  });
});

describe('the mug model (the mug templates’ 11 oz, exported by Blender)', () => {
  let mug: ModelFile;
  beforeAll(async () => {
    mug = await readModelFile(modelFileBytes('mug'));
  });

  it('has its side, its inside and its handle, the inside darker towards the floor, the handle on the right', () => {
    expect(mug.full.parts.map((part) => `${part.name}:${part.role}`)).toEqual(['side:body', 'inside:lining', 'handle:body']);
    for (const part of mug.full.parts) expect(isWellFormed(part.mesh), part.name).toBe(true);
    const meanLight = (mesh: MeshData) => mesh.colors!.reduce((sum, v) => sum + v, 0) / mesh.colors!.length;
    expect(meanLight(mug.full.parts[1]!.mesh)).toBeLessThan(meanLight(mug.full.parts[0]!.mesh) * 0.85);
    const side = bounds(mug.full.parts[0]!.mesh);
    // 82 mm across, 96 mm tall; the handle stands out on +x.
    expect(side.max[0] - side.min[0]).toBeCloseTo(0.082, 3);
    expect(side.max[1] - side.min[1]).toBeCloseTo(0.096, 2);
    // It turns about its axis, not about the middle of its bounds (which the handle pulls to the right).
    expect(Math.abs(side.min[0] + side.max[0])).toBeLessThan(0.001);
    expect(Math.abs(side.min[2] + side.max[2])).toBeLessThan(0.001);
    expect(bounds(mug.full.parts[2]!.mesh).min[0]).toBeGreaterThan(0.035);
  });

  it('keeps its side’s UVs in millimetres: 10 cm of UV round or up the side is 10 cm of glaze, within 2 %', () => {
    const area = mug.areas.front!;
    const round = fabricPerUv(area.pattern, { x0: -50, x1: 50, y0: 20, y1: 80 }, 0.001);
    expect(Math.abs(round.across - 1)).toBeLessThan(0.02);
    expect(Math.abs(round.down - 1)).toBeLessThan(0.02);
  });

  it('prints on the side facing the front, wrapping round it: a 110 mm print spans about 154° of the mug', () => {
    const area = mug.areas.front!;
    expect([area.width, area.height]).toEqual([0.11, 0.075]);
    const mesh = designPatch(area, fitDesign(area, area.width / area.height, 100), { offset: 0.0003 });
    expect(meanNormal(mesh)[2]).toBeGreaterThan(0.5);
    const { min, max } = bounds(mesh);
    // The chord of 154° on a 41 mm radius: 2 × 41 × sin(77°) = 80 mm.
    expect(max[0] - min[0]).toBeCloseTo(0.08, 2);
  });
});

describe('the phone case model (the phone-case templates’ case, on a phone)', () => {
  let phone: ModelFile;
  beforeAll(async () => {
    phone = await readModelFile(modelFileBytes('phone-case'));
  });

  it('has the case’s back and rim and the phone’s screen and camera, stood up with its back to the viewer', () => {
    expect(phone.full.parts.map((part) => `${part.name}:${part.role}`)).toEqual(['back:body', 'rim:body', 'screen:glass', 'camera:glass']);
    for (const part of phone.full.parts) expect(isWellFormed(part.mesh), part.name).toBe(true);
    const back = bounds(phone.full.parts[0]!.mesh);
    expect(back.max[0] - back.min[0]).toBeCloseTo(0.078, 2);
    expect(back.max[1] - back.min[1]).toBeCloseTo(0.16, 2);
    expect(meanNormal(phone.full.parts[0]!.mesh)[2]).toBeGreaterThan(0.9);
    expect(meanNormal(phone.full.parts[2]!.mesh)[2]).toBeLessThan(-0.7);
    // The camera at the top left of the back, as the viewer sees it, standing proud of it.
    const camera = bounds(phone.full.parts[3]!.mesh);
    expect(camera.min[1]).toBeGreaterThan(0.03);
    expect(camera.max[0]).toBeLessThan(0);
    expect(camera.max[2]).toBeGreaterThan(back.max[2]);
  });

  it('keeps the back’s UVs in millimetres and prints on it below the camera', () => {
    const area = phone.areas.back!;
    expect([area.width, area.height]).toEqual([0.07, 0.112]);
    const flat = fabricPerUv(area.pattern, { x0: 10, x1: 68, y0: 10, y1: 110 }, 0.001);
    expect(Math.abs(flat.across - 1)).toBeLessThan(0.01);
    expect(Math.abs(flat.down - 1)).toBeLessThan(0.01);
    const print = bounds(designPatch(area, fitDesign(area, area.width / area.height, 100), { offset: 0.0003 }));
    expect(print.max[0] - print.min[0]).toBeCloseTo(0.07, 3);
    expect(print.max[1]).toBeLessThan(bounds(phone.full.parts[3]!.mesh).min[1] + 0.002);
  });
});

describe('the water bottle model (turned in Blender from its profile)', () => {
  let bottle: ModelFile;
  beforeAll(async () => {
    bottle = await readModelFile(modelFileBytes('bottle'));
  });

  it('has a printable side, a shoulder and a black cap on top, and turns about its axis', () => {
    expect(bottle.full.parts.map((part) => `${part.name}:${part.role}`)).toEqual(['side:body', 'shoulder:body', 'cap:trim']);
    for (const part of bottle.full.parts) expect(isWellFormed(part.mesh), part.name).toBe(true);
    const side = bounds(bottle.full.parts[0]!.mesh);
    expect(side.max[0] - side.min[0]).toBeCloseTo(0.073, 3);
    expect(Math.abs(side.min[0] + side.max[0])).toBeLessThan(0.001);
    expect(bounds(bottle.full.parts[2]!.mesh).min[1]).toBeGreaterThan(side.max[1]);
  });

  it('keeps its side’s UVs in millimetres and prints round its front', () => {
    const area = bottle.areas.front!;
    const round = fabricPerUv(area.pattern, { x0: -50, x1: 50, y0: 40, y1: 160 }, 0.001);
    expect(Math.abs(round.across - 1)).toBeLessThan(0.02);
    expect(Math.abs(round.down - 1)).toBeLessThan(0.02);
    const print = designPatch(area, fitDesign(area, 1, 100), { offset: 0.0003 });
    expect(meanNormal(print)[2]).toBeGreaterThan(0.5);
  });
});

describe('the phone model (the same phone in its case, its screen to the viewer)', () => {
  let phone: ModelFile;
  beforeAll(async () => {
    phone = await readModelFile(modelFileBytes('phone'));
  });

  it('faces the viewer with its screen, its camera at the top of the back', () => {
    expect(phone.full.parts.map((part) => part.name)).toEqual(['back', 'rim', 'screen', 'camera']);
    expect(meanNormal(phone.full.parts[2]!.mesh)[2]).toBeGreaterThan(0.7);
    expect(meanNormal(phone.full.parts[0]!.mesh)[2]).toBeLessThan(-0.9);
    expect(bounds(phone.full.parts[3]!.mesh).min[1]).toBeGreaterThan(0.03);
  });

  it('keeps the screen’s UVs in millimetres, left to right as the viewer sees it, and prints on the whole screen', () => {
    const area = phone.areas.front!;
    expect(area.pattern).toBe(phone.full.parts[2]!.mesh);
    const flat = fabricPerUv(area.pattern, { x0: 10, x1: 68, y0: 10, y1: 150 }, 0.001);
    expect(Math.abs(flat.across - 1)).toBeLessThan(0.01);
    expect(Math.abs(flat.down - 1)).toBeLessThan(0.01);
    // u grows to the viewer's right (+x), v upwards.
    const { uvs, positions } = area.pattern;
    let right = 0;
    for (let i = 0; i < uvs.length / 2; i++) right += (uvs[i * 2]! - 39) * positions[i * 3]!;
    expect(right).toBeGreaterThan(0);
    const print = bounds(designPatch(area, fitDesign(area, area.width / area.height, 100), { offset: 0.0002 }));
    expect(print.max[0] - print.min[0]).toBeCloseTo(0.072, 3);
    expect(print.max[1] - print.min[1]).toBeCloseTo(0.154, 3);
  });
});
