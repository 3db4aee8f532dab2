import { fanMesh, gridMesh, mergeMeshes, surfaceNormal, type MeshData, type Surface } from './mesh-data';
import type { ProductModel } from './product-model';
import { add, lerp, normalize, scale, smoothstep, sub, type Vec3 } from './vec';

/**
 * A crew-neck T-shirt on an invisible mannequin, in metres, front facing +z. The torso is one surface
 * (hem to collar), the sleeves are tubes from an upright armhole to a tilted cuff, and the collar and hems
 * are rolled ribs. Soft folds are a sum of gentle waves pushed along the surface normal, which the chest
 * print follows too.
 */
const HEM_Y = -0.37;
const SHOULDER_Y = 0.235;
const NECK_Y = 0.345;
const NECK_DIP = 0.055;
const HALF_WIDTH = 0.255;
const HALF_DEPTH = 0.105;
const NECK_HALF_WIDTH = 0.088;
const NECK_HALF_DEPTH = 0.07;
const NECK_Z = -0.014;
/** Superellipse exponent of the torso's cross-section: a little squarer than an ellipse. */
const SQUARENESS = 2.3;

/** Rounds the corner where the side seam meets the shoulder line, then runs straight up the slope to the collar. */
const SHOULDER_ROUNDING = 0.18;
function shoulderLine(k: number) {
  const r = SHOULDER_ROUNDING;
  return (Math.sqrt(k * k + r * r) - r) / (Math.sqrt(1 + r * r) - r);
}

/** How much lower the chest starts rounding back towards the collar than the shoulder seam does. */
const CHEST_ROUNDING = 0.07;
const yokeStart = (theta: number) => SHOULDER_Y - CHEST_ROUNDING * Math.sin(theta) ** 2;

/** Fraction of the torso's v where the sloping shoulders (the yoke) begin. */
const YOKE_V = (SHOULDER_Y - HEM_Y) / (NECK_Y - HEM_Y);

/** Angle round the torso for u: u = 0.5 is the front centre, u grows to the wearer's left (viewer's right). */
const angleOf = (u: number) => Math.PI / 2 - 2 * Math.PI * (u - 0.5);

const superCos = (t: number) => Math.sign(Math.cos(t)) * Math.abs(Math.cos(t)) ** (2 / SQUARENESS);
const superSin = (t: number) => Math.sign(Math.sin(t)) * Math.abs(Math.sin(t)) ** (2 / SQUARENESS);

/** Fold depth (metres, outward) at an angle and height: drape at the hem, pulls at the sides, a breath on the chest. */
function foldDepth(theta: number, y: number): number {
  const body = 1 - smoothstep(SHOULDER_Y - 0.08, SHOULDER_Y, y);
  const hem = 1 - smoothstep(HEM_Y, HEM_Y + 0.3, y);
  const side = smoothstep(0.45, 0.95, Math.abs(Math.cos(theta)));
  const drape = 0.0075 * hem * Math.sin(7 * theta + 1.3) * (0.65 + 0.35 * Math.sin(3 * theta + 0.4));
  const pulls = 0.005 * side * Math.sin(34 * (y + 0.55 * Math.abs(Math.cos(theta)))) * smoothstep(HEM_Y + 0.1, 0, y);
  const breath = 0.0022 * Math.sin(2.6 * theta + 0.7) * Math.sin(9 * y + 0.5);
  return body * (drape + pulls + breath);
}

export const torsoSurface: Surface = (u, v) => {
  const theta = angleOf(u);
  let y: number;
  let a: number;
  let b: number;
  let zc = 0;
  if (v <= YOKE_V) {
    y = HEM_Y + (v / YOKE_V) * (yokeStart(theta) - HEM_Y);
    const waist = Math.exp(-(((y + 0.08) / 0.18) ** 2));
    a = HALF_WIDTH + 0.008 * (1 - smoothstep(HEM_Y, HEM_Y + 0.2, y)) - 0.006 * waist;
    b = HALF_DEPTH - 0.004 * waist;
  } else {
    // Shoulders: upright at the side seam, turning into a straight slope up to the collar.
    const k = (v - YOKE_V) / (1 - YOKE_V);
    const top = NECK_Y - NECK_DIP * Math.max(0, Math.sin(theta)) ** 2;
    y = lerp(yokeStart(theta), top, k);
    a = lerp(HALF_WIDTH, NECK_HALF_WIDTH, shoulderLine(k));
    b = lerp(HALF_DEPTH, NECK_HALF_DEPTH, shoulderLine(k) ** 1.2);
    zc = NECK_Z * k;
  }
  const x = a * superCos(theta);
  const z = zc + b * superSin(theta);
  const outward = normalize([x / (a * a), 0, (z - zc) / (b * b)]);
  return add([x, y, z], scale(outward, foldDepth(theta, y)));
};

/** The torso's v at a height on the front centre line, below the chest's rounding. */
export const torsoVAt = (y: number) => ((y - HEM_Y) / (yokeStart(Math.PI / 2) - HEM_Y)) * YOKE_V;

const ARMHOLE_X = 0.232;
const ARMHOLE_Y = 0.16;
const ARMHOLE_HALF_HEIGHT = 0.09;
const ARMHOLE_HALF_DEPTH = 0.1;
const CUFF_CENTRE: Vec3 = [0.392, 0.028, -0.004];
const CUFF_HALF_HEIGHT = 0.074;
const CUFF_HALF_DEPTH = 0.068;

/** The right sleeve (viewer's right, +x); the left one is its mirror image. */
function sleeveSurface(side: 1 | -1): Surface {
  const root: Vec3 = [ARMHOLE_X, ARMHOLE_Y, 0];
  const axis = normalize(sub(CUFF_CENTRE, root));
  const up = normalize([-axis[1], axis[0], 0]);
  return (u, v) => {
    const phi = 2 * Math.PI * (side > 0 ? u : 1 - u);
    const rootRing: Vec3 = [ARMHOLE_X, ARMHOLE_Y + ARMHOLE_HALF_HEIGHT * Math.cos(phi), ARMHOLE_HALF_DEPTH * Math.sin(phi)];
    const cuffRing = add(CUFF_CENTRE, add(scale(up, CUFF_HALF_HEIGHT * Math.cos(phi)), [0, 0, CUFF_HALF_DEPTH * Math.sin(phi)]));
    const point: Vec3 = [lerp(rootRing[0], cuffRing[0], v), lerp(rootRing[1], cuffRing[1], v), lerp(rootRing[2], cuffRing[2], v)];
    const centre: Vec3 = [lerp(root[0], CUFF_CENTRE[0], v), lerp(root[1], CUFF_CENTRE[1], v), lerp(root[2], CUFF_CENTRE[2], v)];
    // A full sleeve bulges a little between seams; creases gather under the arm.
    const radial = normalize(sub(point, centre));
    const fullness = 0.012 * Math.sin(Math.PI * v) ** 0.8;
    const underarm = smoothstep(0.2, 1, -Math.cos(phi));
    const crease = 0.0045 * underarm * Math.sin(3 * phi + 9 * v) * (1 - v * 0.6);
    const bent = add(point, scale(radial, fullness + crease));
    return [side * bent[0], bent[1], bent[2]];
  };
}

/** A rolled rib (collar, hems) following a closed edge curve, `radius` thick, with knit ribs along it. */
function ribAlong(edge: (u: number) => Vec3, centreOf: (u: number) => Vec3, radius: number, ribs: number, lift: number): Surface {
  return (u, w) => {
    const point = edge(u);
    const out = normalize(sub(point, centreOf(u)));
    const phi = 2 * Math.PI * w;
    const r = radius * (1 + 0.07 * Math.sin(2 * Math.PI * ribs * u));
    const outward: Vec3 = [out[0], 0, out[2]];
    const across = normalize(outward);
    const base = add(point, [0, lift, 0]);
    return add(base, add(scale(across, r * Math.cos(phi)), [0, r * Math.sin(phi), 0]));
  };
}

/** Where the collar band ends on the shoulders, as a fraction of the yoke below the neck edge. */
const COLLAR_BAND = 0.2;

/** The crew neck: a knitted rib band lying on the shoulders, its edge rolled over into the neck. */
function collar(detail: number): MeshData {
  const bandTop = 1;
  const bandBottom = 1 - COLLAR_BAND * (1 - YOKE_V);
  const lift = 0.0024;
  const band: Surface = (u, w) => {
    const v = lerp(bandBottom, bandTop, w);
    const ribs = 0.00045 * Math.sin(2 * Math.PI * 110 * u);
    return add(torsoSurface(u, v), scale(surfaceNormalOf(u, v), lift * smoothstep(0, 0.15, w) + ribs));
  };
  const edge = (u: number) => add(torsoSurface(u, 1), scale(surfaceNormalOf(u, 1), lift / 2));
  const centre = (u: number): Vec3 => [0, edge(u)[1], NECK_Z];
  return mergeMeshes([
    gridMesh(band, grid(220, 6, detail)),
    gridMesh(ribAlong(edge, centre, 0.0042, 110, 0.001), { ...grid(220, 10, detail), flip: true }),
  ]);
}

const surfaceNormalOf = (u: number, v: number) => surfaceNormal(torsoSurface, u, v);

function torsoHem(detail: number): MeshData {
  const edge = (u: number) => torsoSurface(u, 0);
  const centre = (u: number): Vec3 => [0, edge(u)[1], 0];
  return gridMesh(ribAlong(edge, centre, 0.0045, 0, 0.001), { ...grid(120, 8, detail), flip: true });
}

function cuff(side: 1 | -1, detail: number): MeshData {
  const sleeve = sleeveSurface(side);
  const centre = (): Vec3 => [side * CUFF_CENTRE[0], CUFF_CENTRE[1], CUFF_CENTRE[2]];
  // The cuff ring follows the sleeve's open end; its rib runs round the arm, not up it.
  const surface: Surface = (u, w) => {
    const point = sleeve(u, 1);
    const out = normalize(sub(point, centre()));
    const along = normalize([side * (CUFF_CENTRE[0] - ARMHOLE_X), CUFF_CENTRE[1] - ARMHOLE_Y, 0]);
    const phi = 2 * Math.PI * w;
    const r = 0.0045;
    return add(point, add(scale(out, r * Math.cos(phi)), scale(along, r * Math.sin(phi))));
  };
  return gridMesh(surface, { ...grid(64, 8, detail), flip: side < 0 });
}

/** A dark disc inside the neck, hiding the hollow and reading as the back of the shirt seen through it. */
function neckShadow(): MeshData {
  const ring: Vec3[] = Array.from({ length: 48 }, (_, i) => {
    const p = torsoSurface(i / 48, 1);
    return [p[0] * 0.98, p[1] - 0.035, (p[2] - NECK_Z) * 0.98 + NECK_Z];
  });
  const centre: Vec3 = [0, ring.reduce((sum, p) => sum + p[1], 0) / ring.length, NECK_Z];
  return fanMesh(centre, ring, [0, 1, 0], (p) => [0.5 + p[0] / 0.2, 0.5 + (p[2] - NECK_Z) / 0.2]);
}

/** A grid's columns and rows at a fraction of the full detail, never fewer than 3 × 2. */
const grid = (cols: number, rows: number, detail: number) => ({
  cols: Math.max(3, Math.round(cols * detail)),
  rows: Math.max(2, Math.round(rows * detail)),
});

/**
 * `detail` scales every grid: 1 is the shirt as exported; software GL draws its interaction frames with a
 * coarser one, where vertex work costs as much as shading.
 */
export function buildTShirt(detail = 1): ProductModel {
  const torso = gridMesh(torsoSurface, grid(160, 110, detail));
  const sleeves = ([1, -1] as const).map((side) => gridMesh(sleeveSurface(side), grid(64, 28, detail)));
  return {
    parts: [
      { name: 'torso', role: 'body', mesh: mergeMeshes([torso, ...sleeves]) },
      { name: 'ribs', role: 'trim', mesh: mergeMeshes([collar(detail), torsoHem(detail), cuff(1, detail), cuff(-1, detail)]) },
      { name: 'inside', role: 'lining', mesh: neckShadow() },
    ],
    // The standard adult chest print: 30 × 36 cm, its top a hand's width below the collar.
    print: { surface: torsoSurface, u: 0.5, v: torsoVAt(0.02), width: 0.3, height: 0.36 },
    radius: 0.56,
  };
}
