/**
 * The physical side of a template's print area: where on the product each point of the surface mesh is, and the
 * camera that photographed it. The print aspect the renderer keeps is derived from this (never guessed), and the
 * proportions test checks every template against it: the design may only be distorted by the view (perspective,
 * a cylinder's wrap), never stretched on the product itself.
 */

/** The surface mesh's grid, seen as a physical surface. */
export interface PrintGeometry {
  cols: number;
  rows: number;
  /** [x0, y0, z0, x1, …], 3 × (cols+1) × (rows+1), centimetres: the point on the product where design coordinate
   *  (u = i/cols, v = j/rows) lands, in the same order as the surface mesh's points. */
  world: ArrayLike<number>;
  /** 3×4 row-major projection (perspective or orthographic) from a world point to template pixels. */
  camera: ArrayLike<number>;
}

type V3 = [number, number, number];

const at = (g: PrintGeometry, i: number, j: number): V3 => {
  const k = 3 * (j * (g.cols + 1) + i);
  return [g.world[k]!, g.world[k + 1]!, g.world[k + 2]!];
};
const dist = (a: V3, b: V3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Where a world point lands in the template (pixels). */
export function projectPoint(camera: ArrayLike<number>, x: number, y: number, z: number): [number, number] {
  const c = camera;
  const w = c[8]! * x + c[9]! * y + c[10]! * z + c[11]!;
  return [(c[0]! * x + c[1]! * y + c[2]! * z + c[3]!) / w, (c[4]! * x + c[5]! * y + c[6]! * z + c[7]!) / w];
}

/** Physical width and height of the print area, centimetres: the mean length of the mesh's rows and of its columns. */
export function physicalSize(g: PrintGeometry): { width: number; height: number } {
  let across = 0, down = 0;
  for (let j = 0; j <= g.rows; j++) for (let i = 0; i < g.cols; i++) across += dist(at(g, i, j), at(g, i + 1, j));
  for (let i = 0; i <= g.cols; i++) for (let j = 0; j < g.rows; j++) down += dist(at(g, i, j), at(g, i, j + 1));
  return { width: across / (g.rows + 1), height: down / (g.cols + 1) };
}

/** Physical width / height of the print area. */
export function physicalAspect(g: PrintGeometry): number {
  const { width, height } = physicalSize(g);
  return width / height;
}

export interface CellDistortion {
  /** The cell's own width/height in design units (1 = the design keeps its proportions there). */
  stretch: number;
  /** |cos| of the angle between the cell's u and v directions on the product (0 = square corners). */
  shear: number;
  i: number;
  j: number;
}

/** The worst local stretch and shear of the design on the product, for a print area `aspect` wide and 1 high. */
export function worstDistortion(g: PrintGeometry, aspect: number): { stretch: CellDistortion; shear: CellDistortion } {
  let stretch: CellDistortion = { stretch: 1, shear: 0, i: 0, j: 0 };
  let shear: CellDistortion = stretch;
  for (let j = 0; j < g.rows; j++) {
    for (let i = 0; i < g.cols; i++) {
      const a = at(g, i, j), b = at(g, i + 1, j), c = at(g, i, j + 1), d = at(g, i + 1, j + 1);
      // Central differences across the cell: mean of its two u edges and two v edges.
      const du: V3 = [(b[0] - a[0] + d[0] - c[0]) / 2, (b[1] - a[1] + d[1] - c[1]) / 2, (b[2] - a[2] + d[2] - c[2]) / 2];
      const dv: V3 = [(c[0] - a[0] + d[0] - b[0]) / 2, (c[1] - a[1] + d[1] - b[1]) / 2, (c[2] - a[2] + d[2] - b[2]) / 2];
      const lu = Math.hypot(...du), lv = Math.hypot(...dv);
      if (lu === 0 || lv === 0) continue;
      const cell: CellDistortion = {
        stretch: (lu * g.cols) / (lv * g.rows) / aspect,
        shear: Math.abs(du[0] * dv[0] + du[1] * dv[1] + du[2] * dv[2]) / (lu * lv),
        i,
        j,
      };
      if (Math.abs(Math.log(cell.stretch)) > Math.abs(Math.log(stretch.stretch))) stretch = cell;
      if (cell.shear > shear.shear) shear = cell;
    }
  }
  return { stretch, shear };
}

/** The world point at design coordinate (u, v), bilinear between mesh points. */
export function worldAt(g: PrintGeometry, u: number, v: number): V3 {
  const x = Math.min(g.cols - 1e-9, Math.max(0, u * g.cols)), y = Math.min(g.rows - 1e-9, Math.max(0, v * g.rows));
  const i = Math.floor(x), j = Math.floor(y), fx = x - i, fy = y - j;
  const a = at(g, i, j), b = at(g, i + 1, j), c = at(g, i, j + 1), d = at(g, i + 1, j + 1);
  return [0, 1, 2].map((k) => (a[k]! * (1 - fx) + b[k]! * fx) * (1 - fy) + (c[k]! * (1 - fx) + d[k]! * fx) * fy) as V3;
}

/** Unit vector from world point p towards the camera (for an orthographic camera: its viewing direction). */
export function towardsCamera(camera: ArrayLike<number>, p: V3): V3 {
  const c = camera;
  const r0: V3 = [c[0]!, c[1]!, c[2]!], r1: V3 = [c[4]!, c[5]!, c[6]!], r2: V3 = [c[8]!, c[9]!, c[10]!];
  const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const unit = (a: V3): V3 => {
    const l = Math.hypot(...a) || 1;
    return [a[0] / l, a[1] / l, a[2] / l];
  };
  if (Math.hypot(...r2) < 1e-12) {
    // Orthographic: the view direction is what neither image axis sees; orient it so that x right, y down face us.
    return unit(cross(r1, r0));
  }
  // Perspective: the eye is where all three rows vanish (M·eye = −t).
  const m = [r0, r1, r2], t = [c[3]!, c[7]!, c[11]!];
  const det = r0[0] * (r1[1] * r2[2] - r1[2] * r2[1]) - r0[1] * (r1[0] * r2[2] - r1[2] * r2[0]) + r0[2] * (r1[0] * r2[1] - r1[1] * r2[0]);
  const col = (k: number, b: number[]) => m.map((row, r) => row.map((v, q) => (q === k ? b[r]! : v)));
  const det3 = (a: number[][]) => a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) - a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) + a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const b = t.map((v) => -v);
  const eye: V3 = [det3(col(0, b)) / det, det3(col(1, b)) / det, det3(col(2, b)) / det];
  return unit([eye[0] - p[0], eye[1] - p[1], eye[2] - p[2]]);
}

/** The surface normal at design coordinate (u, v), facing the camera. */
export function normalAt(g: PrintGeometry, u: number, v: number): V3 {
  const e = 0.5 / Math.max(g.cols, g.rows);
  const a = worldAt(g, u - e, v), b = worldAt(g, u + e, v), c = worldAt(g, u, v - e), d = worldAt(g, u, v + e);
  const du: V3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]], dv: V3 = [d[0] - c[0], d[1] - c[1], d[2] - c[2]];
  const n: V3 = [du[1] * dv[2] - du[2] * dv[1], du[2] * dv[0] - du[0] * dv[2], du[0] * dv[1] - du[1] * dv[0]];
  const l = Math.hypot(...n) || 1;
  const unit: V3 = [n[0] / l, n[1] / l, n[2] / l];
  const view = towardsCamera(g.camera, worldAt(g, u, v));
  return unit[0] * view[0] + unit[1] * view[1] + unit[2] * view[2] < 0 ? [-unit[0], -unit[1], -unit[2]] : unit;
}

/** How far the picture strays from the camera's view of the product: the largest distance between a surface-mesh
 *  point and the projection of its world point, as a fraction of the print's diagonal in the picture. */
export function pictureDeviation(points: ArrayLike<number>, g: PrintGeometry): number {
  let worst = 0, x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const n = (g.cols + 1) * (g.rows + 1);
  for (let k = 0; k < n; k++) {
    const [x, y] = projectPoint(g.camera, g.world[3 * k]!, g.world[3 * k + 1]!, g.world[3 * k + 2]!);
    worst = Math.max(worst, Math.hypot(points[2 * k]! - x, points[2 * k + 1]! - y));
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return worst / (Math.hypot(x1 - x0, y1 - y0) || 1);
}

/**
 * Draped fabric folds and creases: a chord across a fold is shorter than the fabric, so a grid on a drape cannot show
 * compression apart from folding. What it can show is stretch: no chord may be longer than its cell of fabric. So a
 * fabric print area is judged by its median cell (the fabric's own size: most of it lies smooth), its aspect against
 * the area's size on the flat fabric, and the longest chord where a design lands at Size 1 (the middle 80 %) against
 * the median: knit stretches a little over a chest, and the print with it.
 */
export const FABRIC = { margin: 0.1, aspect: 0.03, stretch: 0.06 } as const;

const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;

/** Problems with a draped fabric's print geometry (see FABRIC). */
function fabricProblems(g: PrintGeometry, aspect: number): string[] {
  const across: number[] = [], down: number[] = [];
  for (let j = 0; j <= g.rows; j++) for (let i = 0; i < g.cols; i++) across.push(dist(at(g, i, j), at(g, i + 1, j)));
  for (let j = 0; j < g.rows; j++) for (let i = 0; i <= g.cols; i++) down.push(dist(at(g, i, j), at(g, i, j + 1)));
  const cellU = median([...across]), cellV = median([...down]);
  const out: string[] = [];
  const fabricAspect = (cellU * g.cols) / (cellV * g.rows);
  if (Math.abs(fabricAspect / aspect - 1) > FABRIC.aspect) out.push(`print aspect ${aspect} but the fabric is ${fabricAspect.toFixed(3)} wide per 1 high`);
  const i0 = Math.floor(g.cols * FABRIC.margin), j0 = Math.floor(g.rows * FABRIC.margin);
  let worst = { stretch: 1, i: 0, j: 0 };
  for (let j = j0; j < g.rows - j0; j++) {
    for (let i = i0; i < g.cols - i0; i++) {
      const stretch = Math.max(dist(at(g, i, j), at(g, i + 1, j)) / cellU, dist(at(g, i, j), at(g, i, j + 1)) / cellV);
      if (stretch > worst.stretch) worst = { stretch, i, j };
    }
  }
  if (worst.stretch > 1 + FABRIC.stretch) out.push(`the fabric is stretched ×${worst.stretch.toFixed(3)} at mesh cell (${worst.i}, ${worst.j})`);
  return out;
}

/** What every template must meet (the builder refuses a recipe that does not; the proportions test checks the assets). */
export const PROPORTION_LIMITS = {
  /** Largest local stretch of the design on the product: 1 ± this. */
  stretch: 0.03,
  /** Largest |cos| between the design's axes on the product. */
  shear: 0.05,
  /** Largest picture deviation (fabric folds move ink a little). */
  deviation: 0.03,
} as const;

/** Problems with a print geometry, in words (empty: the design keeps its proportions on the product); `fabric`: a
 *  draped garment's print area, judged as FABRIC says. */
export function proportionProblems(points: ArrayLike<number>, g: PrintGeometry, aspect: number, fabric = false): string[] {
  const out: string[] = [];
  const n = (g.cols + 1) * (g.rows + 1);
  if (g.world.length !== 3 * n || g.camera.length !== 12) return ['the print geometry does not match the surface mesh'];
  if (Array.from(g.world).some((v) => !Number.isFinite(v))) return ['the print geometry has a non-finite point'];
  if (fabric) out.push(...fabricProblems(g, aspect));
  else {
    const physical = physicalAspect(g);
    if (Math.abs(physical / aspect - 1) > 0.005) out.push(`print aspect ${aspect} but the surface is ${physical.toFixed(3)} wide per 1 high`);
    const { stretch, shear } = worstDistortion(g, physical);
    if (Math.abs(stretch.stretch - 1) > PROPORTION_LIMITS.stretch) {
      out.push(`the surface stretches the design ×${stretch.stretch.toFixed(3)} across at mesh cell (${stretch.i}, ${stretch.j})`);
    }
    if (shear.shear > PROPORTION_LIMITS.shear) out.push(`the surface shears the design (cos ${shear.shear.toFixed(3)}) at mesh cell (${shear.i}, ${shear.j})`);
  }
  const deviation = pictureDeviation(points, g);
  if (deviation > PROPORTION_LIMITS.deviation) {
    out.push(`the surface mesh strays ${(deviation * 100).toFixed(1)}% of the print's size from the camera's view of the product`);
  }
  return out;
}
