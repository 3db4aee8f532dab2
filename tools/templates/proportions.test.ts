/**
 * Every committed template keeps a design's proportions. For each one, from its manifest entry and mesh file:
 * - the print aspect the renderer uses is the physical width/height of the print area on the product, the surface
 *   doesn't stretch or shear the design, and the surface mesh is the camera's view of that surface
 *   (core/src/templates/geometry.ts);
 * - a disc rendered through the real renderer has the shape the camera gives a disc on the product (foreshortening,
 *   a cylinder's wrap), and where the print faces the camera it comes out round (width/height 0.95–1.05).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMockup } from '../../core/src/render/index';
import type { RgbaImage, TemplateLayers } from '../../core/src/render/types';
import { normalAt, physicalAspect, projectPoint, proportionProblems, towardsCamera, worldAt, type PrintGeometry } from '../../core/src/templates/geometry';
import type { MeshFile } from '../../core/src/templates/manifest';
import { TEMPLATE_MANIFEST } from '../../core/src/templates/manifest.generated';
import { CATEGORIES } from '../../core/src/catalogue/categories';

const PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
const OUT = 640;
const DESIGN = 400;

/** A green disc filling the design square edge to edge (anti-aliased), on transparent. */
function disc(): RgbaImage {
  const data = new Uint8Array(DESIGN * DESIGN * 4);
  const c = DESIGN / 2;
  for (let y = 0; y < DESIGN; y++) {
    for (let x = 0; x < DESIGN; x++) {
      const a = Math.min(1, Math.max(0, c - Math.hypot(x + 0.5 - c, y + 0.5 - c)));
      data.set([0, 200, 0, Math.round(a * 255)], (y * DESIGN + x) * 4);
    }
  }
  return { width: DESIGN, height: DESIGN, data };
}

/** Width/height of a shape along the picture's axes, from its second moments: an ellipse's a/b, whatever its size. */
const axisRatio = (m: { xx: number; yy: number }) => Math.sqrt(m.xx / m.yy);

/** A print area to check: the first one's mesh and aspect, or a further one's (`further`: drawn as the template's
 *  second area, through the renderer's path for further areas). */
interface CheckedArea {
  id: string;
  mesh: MeshFile;
  printAspect: number;
  further: boolean;
}

/** Central second moments of the rendered disc (coverage read back from the ink on a white product). */
function renderedMoments(area: CheckedArea, templateSize: number, design: RgbaImage): { xx: number; yy: number } {
  const { mesh } = area;
  const n = OUT * OUT;
  const full = new Uint8Array(n).fill(255);
  const k = OUT / templateSize;
  const surface = { cols: mesh.cols, rows: mesh.rows, points: Float32Array.from(mesh.points, (p) => p * k), ...(mesh.depth && { depth: Float32Array.from(mesh.depth) }) };
  const layers: TemplateLayers = {
    size: OUT,
    scene: new Uint8Array(n * 4).fill(255),
    productMask: full,
    shade: full,
    highlight: new Uint8Array(n),
    printMask: area.further ? new Uint8Array(n) : full,
    surface,
    printAspect: area.printAspect,
    ...(area.further && { areas: [{ name: area.id, mask: full, surface, printAspect: area.printAspect }] }),
  };
  const centred = { x: 50, y: 50, size: 1, rotation: 0 };
  const px = area.further
    ? renderMockup(layers, null, centred, '#ffffff', OUT, undefined, [{ design, placement: centred }])
    : renderMockup(layers, design, centred, '#ffffff', OUT);
  let m0 = 0, mx = 0, my = 0, mxx = 0, myy = 0;
  for (let i = 0; i < n; i++) {
    const a = 1 - px[i * 4]! / 255;
    if (a <= 0) continue;
    const x = (i % OUT) + 0.5, y = Math.floor(i / OUT) + 0.5;
    m0 += a;
    mx += a * x;
    my += a * y;
    mxx += a * x * x;
    myy += a * y * y;
  }
  const cx = mx / m0, cy = my / m0;
  return { xx: mxx / m0 - cx * cx, yy: myy / m0 - cy * cy };
}

/** The same moments for the camera's picture of a disc drawn on the product (physical units, no renderer). */
function predictedMoments(g: PrintGeometry): { xx: number; yy: number } {
  const aspect = physicalAspect(g);
  // Size 1 fits the design into 80% of the print area; the disc fills the design.
  const r = (0.8 * Math.min(aspect, 1)) / 2;
  const poly: Array<[number, number]> = [];
  for (let k = 0; k < 256; k++) {
    const a = (k / 256) * Math.PI * 2;
    const p = worldAt(g, 0.5 + (r * Math.cos(a)) / aspect, 0.5 + r * Math.sin(a));
    poly.push(projectPoint(g.camera, ...p));
  }
  // Polygon area moments (Green's theorem).
  let A = 0, sx = 0, sy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i]!, [x1, y1] = poly[(i + 1) % poly.length]!;
    const c = x0 * y1 - x1 * y0;
    A += c / 2;
    sx += ((x0 + x1) * c) / 6;
    sy += ((y0 + y1) * c) / 6;
    sxx += ((x0 * x0 + x0 * x1 + x1 * x1) * c) / 12;
    syy += ((y0 * y0 + y0 * y1 + y1 * y1) * c) / 12;
  }
  const cx = sx / A, cy = sy / A;
  return { xx: sxx / A - cx * cx, yy: syy / A - cy * cy };
}

/** Angle (degrees) between two unit vectors. */
const angle = (a: readonly number[], b: readonly number[]) => (Math.acos(Math.min(1, Math.abs(a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!))) * 180) / Math.PI;

/** Garments, cushions, totes and caps: their print is fabric over a body, a filling, a tabletop or a crown, gently
 *  curved, and a disc on a chest, a cushion's, a tote's or a cap's front seen from the front is round. */
const APPAREL = new Set(['t-shirts', 'hoodies', 'sweatshirts', 'sports', 'pillows', 'tote-bags', 'caps']);

/** The mean of the surface's normals under the disc (unit, towards the camera): on draped fabric one normal can sit
 *  on a fold that faces the camera while the chest as a whole is turned away. */
function meanNormalUnderDisc(g: PrintGeometry, r: number, aspect: number): readonly number[] {
  const sum = [0, 0, 0];
  for (let j = -4; j <= 4; j++) {
    for (let i = -4; i <= 4; i++) {
      if (i * i + j * j > 16) continue;
      const n = normalAt(g, 0.5 + (r * i) / 4 / aspect, 0.5 + (r * j) / 4);
      for (let k = 0; k < 3; k++) sum[k]! += n[k]!;
    }
  }
  const l = Math.hypot(...sum);
  return sum.map((c) => c / l);
}

/** The print faces the camera and is flat under the disc (a garment's: faces the camera on average under the disc,
 *  its folds aside): there a disc must come out round. */
function facesCamera(g: PrintGeometry, apparel: boolean): boolean {
  const aspect = physicalAspect(g);
  const r = 0.4 * Math.min(aspect, 1);
  const view = towardsCamera(g.camera, worldAt(g, 0.5, 0.5));
  if (apparel) return angle(meanNormalUnderDisc(g, r, aspect), view) <= 20;
  const n = normalAt(g, 0.5, 0.5);
  return angle(n, view) <= 12 && [[r / aspect, 0], [-r / aspect, 0], [0, r], [0, -r]].every(([du, dv]) => angle(normalAt(g, 0.5 + du!, 0.5 + dv!), n) < 6);
}

describe('template proportions', () => {
  it('covers the whole library: 381 templates, at least eight in each category that has templates', () => {
    expect(TEMPLATE_MANIFEST.length).toBe(381);
    const slugs = new Set(CATEGORIES.map((c) => c.slug));
    for (const slug of new Set(TEMPLATE_MANIFEST.map((t) => t.category))) {
      expect(slugs.has(slug), slug).toBe(true);
      expect(TEMPLATE_MANIFEST.filter((t) => t.category === slug).length, slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('keeps a design’s proportions on every template', () => {
    const design = disc();
    const failures: string[] = [];
    let facing = 0;
    let further = 0;
    const meshOf = (url: string) => JSON.parse(fs.readFileSync(path.join(PUBLIC, url), 'utf8')) as MeshFile;
    for (const asset of TEMPLATE_MANIFEST) {
      const areas: CheckedArea[] = [
        { id: asset.id, mesh: meshOf(asset.mesh), printAspect: asset.printAspect, further: false },
        ...(asset.areas ?? []).map((a) => ({ id: `${asset.id} ${a.name}`, mesh: meshOf(a.mesh), printAspect: a.printAspect, further: true })),
      ];
      further += areas.length - 1;
      for (const area of areas) {
        const { id, mesh } = area;
        if (!mesh.world || !mesh.camera) {
          failures.push(`${id}: its mesh file has no print geometry (rebuild it)`);
          continue;
        }
        const g: PrintGeometry = { cols: mesh.cols, rows: mesh.rows, world: mesh.world, camera: mesh.camera };
        const fabric = APPAREL.has(asset.category) && asset.printAreas !== undefined;
        for (const problem of proportionProblems(mesh.points, g, area.printAspect, fabric)) failures.push(`${id}: ${problem}`);
        const rendered = axisRatio(renderedMoments(area, asset.size, design));
        const view = axisRatio(predictedMoments(g));
        if (Math.abs(rendered / view - 1) > 0.05) {
          failures.push(`${id}: a disc renders ${rendered.toFixed(3)} wide per 1 high, the camera's view of it is ${view.toFixed(3)}`);
        }
        if (facesCamera(g, APPAREL.has(asset.category))) {
          facing++;
          if (rendered < 0.95 || rendered > 1.05) failures.push(`${id}: the print faces the camera but a disc renders ${rendered.toFixed(3)} wide per 1 high`);
        }
      }
    }
    // The further areas (a book's spine) are checked too.
    expect(further).toBeGreaterThanOrEqual(2);
    // One line per template that stretches a design, naming it.
    expect(failures.join('\n')).toBe('');
    // The round-disc rule must bite on a large part of the library, not on a handful (140 of the 360 face the
    // camera squarely; the others are checked against the camera's view above).
    expect(facing).toBeGreaterThan(TEMPLATE_MANIFEST.length / 3);
    // ~10 s alone; generous because it shares two cores with the rest of the suite.
  }, 120_000);
});
