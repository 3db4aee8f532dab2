/**
 * Photoshop's warp styles (Edit › Transform › Warp: arc, flag, bulge…) as the 4 × 4 Bézier control points of one
 * envelope patch, so a style warp is drawn by the same patch evaluation as a custom mesh (smart-object-mesh.ts).
 *
 * Photoshop documents none of this. The geometry follows public reconstructions of it (see the README's PSD
 * section): bend b = value/100 bends an edge into a circular arc of half-angle b·90° whose chord is the edge
 * (100 % is a half circle), drawn as a cubic with the usual 4/3·tan(θ/2) handles; interior rows sit on straight
 * lines between the top and bottom control points of each column. Horizontal and vertical distortion scale each
 * column and row about its middle, by 1 ∓ d at the near edge and 1 ± d at the far one.
 */
import type { EnvelopeWarp } from './smart-object-mesh';

export const WARP_STYLES = ['arc', 'arcLower', 'arcUpper', 'arch', 'bulge', 'shellLower', 'shellUpper', 'flag', 'wave', 'fish', 'rise', 'fisheye', 'inflate', 'squeeze', 'twist'] as const;
export type WarpStyleName = (typeof WARP_STYLES)[number];

/** Styles whose control points the public reconstructions disagree on: drawn, but listed as not checked. */
export const UNCONFIRMED_STYLES: ReadonlySet<WarpStyleName> = new Set(['flag', 'fisheye', 'inflate', 'squeeze', 'twist']);

export const isWarpStyle = (style: string): style is WarpStyleName => (WARP_STYLES as readonly string[]).includes(style);

export interface StyleWarp {
  style: WarpStyleName;
  /** Bend, percent (−100…100). */
  bend: number;
  /** Horizontal and vertical distortion, percent (Photoshop's warpPerspective and warpPerspectiveOther). */
  horizontal?: number;
  vertical?: number;
  /** Photoshop's "vertical" orientation bends along the other axis. */
  orientation?: 'horizontal' | 'vertical';
}

type P = [number, number];
/** 4 rows × 4 columns of control points, row-major, in a frame centred on the rectangle (y down). */
type Grid = P[];

const clampUnit = (percent: number | undefined) => Math.max(-1, Math.min(1, Number.isFinite(percent) ? percent! / 100 : 0));

/** The identity grid of a w × h rectangle centred on the origin. */
function identity(w: number, h: number): Grid {
  const grid: Grid = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) grid.push([-w / 2 + (c * w) / 3, -h / 2 + (r * h) / 3]);
  return grid;
}

/**
 * Control point k (0–3) of a circular arc of half-angle θ and radius ρ about (0, centreY): `up` arcs have their
 * centre below the chord (they bulge towards −y), the others above it.
 */
function arcPoint(k: number, rho: number, theta: number, centreY: number, up: boolean): P {
  const s = Math.sin(theta), c = Math.cos(theta);
  const side = k < 2 ? -1 : 1;
  const [x, y] = k === 0 || k === 3 ? [rho * s, rho * c] : [(rho * (1 - c) * (3 - c)) / (3 * s), (rho * (4 - c)) / 3];
  return [side * x, centreY + (up ? -y : y)];
}

const mirrorY = (grid: Grid): Grid => grid.map((_, i) => grid[(3 - Math.floor(i / 4)) * 4 + (i % 4)]!).map(([x, y]) => [x, -y]);

/** Columns given by their top and bottom control points; the two inner rows on the straight line between them. */
function fromColumns(top: readonly P[], bottom: readonly P[]): Grid {
  const grid: Grid = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const t = top[c]!, b = bottom[c]!;
      grid.push([t[0] + ((b[0] - t[0]) * r) / 3, t[1] + ((b[1] - t[1]) * r) / 3]);
    }
  }
  return grid;
}

const ks = [0, 1, 2, 3] as const;
const inner = (i: number) => [5, 6, 9, 10].includes(i);
/** Control points inside the left and right edges (rows 1–2), and inside the top and bottom edges (columns 1–2). */
const sideHandle = (i: number) => [4, 7, 8, 11].includes(i);
const endHandle = (i: number) => [1, 2, 13, 14].includes(i);

/** A style's grid for a positive or negative bend b (≠ 0) over a w × h rectangle, bending along x. */
function bentGrid(style: WarpStyleName, b: number, w: number, h: number): Grid {
  const theta = (Math.abs(b) * Math.PI) / 2;
  const radius = w / 2 / Math.sin(theta);
  const rc = radius * Math.cos(theta);
  const flat = identity(w, h);
  const topRow = flat.slice(0, 4), bottomRow = flat.slice(12);
  // An arc through the top (or bottom) corners, bulging up for a positive bend and down for a negative one.
  const upperEdge = () => ks.map((k) => (b > 0 ? arcPoint(k, radius, theta, -h / 2 + rc, true) : arcPoint(k, radius, theta, -h / 2 - rc, false)));
  switch (style) {
    case 'arc': {
      if (b < 0) return mirrorY(bentGrid(style, -b, w, h));
      const centreY = h / 2 + rc;
      return fromColumns(ks.map((k) => arcPoint(k, radius + h, theta, centreY, true)), ks.map((k) => arcPoint(k, radius, theta, centreY, true)));
    }
    case 'arcLower':
      return fromColumns(topRow, ks.map((k) => (b > 0 ? arcPoint(k, radius, theta, h / 2 - rc, false) : arcPoint(k, radius, theta, h / 2 + rc, true))));
    case 'arcUpper':
      return fromColumns(upperEdge(), bottomRow);
    case 'arch': {
      const top = upperEdge();
      return fromColumns(top, top.map(([x, y]) => [x, y + h]));
    }
    case 'bulge': {
      const top = upperEdge();
      return fromColumns(top, top.map(([x, y]) => [x, -y]));
    }
    case 'flag':
    case 'wave':
    case 'fish': {
      const d = 2 * h * b;
      const bottom = bottomRow.map(([x, y], k): P => [x, y + (k === 1 ? d : k === 2 ? -d : 0)]);
      const top = style === 'fish' ? topRow.map(([x, y], k): P => [x, y + (k === 1 ? -d : k === 2 ? d : 0)]) : bottom.map(([x, y]): P => [x, y - h]);
      const grid = fromColumns(top, bottom);
      if (style !== 'wave') return grid;
      // Wave keeps its top and bottom edges straight and moves the inner rows two thirds of the flag's way.
      return grid.map(([x, y], i) => [x, flat[i]![1] + (Math.floor(i / 4) % 3 === 0 ? 0 : (2 / 3) * (y - flat[i]![1]))]);
    }
    case 'rise': {
      const top = topRow.map(([x, y], k): P => [x, k < 2 ? y + 2 * h * b : y]);
      return fromColumns(top, top.map(([x, y]) => [x, y + h]));
    }
    case 'fisheye':
      return flat.map(([x, y], i) => (inner(i) ? [x * (1 + 4 * b), y * (1 + 4 * b)] : [x, y]));
    case 'inflate':
      return flat.map(([x, y], i) => (inner(i) ? [x * (1 + b / 2), y * (1 + b / 2)] : sideHandle(i) ? [x * (1 + (2 * b) / 3), y] : endHandle(i) ? [x, y * (1 + (2 * b) / 3)] : [x, y]));
    case 'squeeze':
      return flat.map(([x, y], i): P => {
        if (inner(i)) return b > 0 ? [x * (1 - (2 * b) / 3), y] : [x, y * (1 + (2 * b) / 3)];
        if (sideHandle(i)) return [x * (1 - (2 * b) / 3), y];
        return endHandle(i) ? [x, y * (1 + (2 * b) / 3)] : [x, y];
      });
    case 'twist': {
      const a = (b * Math.PI) / 2, k = 1 + 2 * Math.abs(b);
      return flat.map(([x, y], i) => (inner(i) ? [k * (x * Math.cos(a) - y * Math.sin(a)), k * (x * Math.sin(a) + y * Math.cos(a))] : [x, y]));
    }
    case 'shellLower':
      return shellLower(b, w, h, theta, radius, rc, flat);
    case 'shellUpper':
      return mirrorY(shellLower(b, w, h, theta, radius, rc, flat));
  }
}

/**
 * Shell lower: the top edge stays; a positive bend fans the bottom out into an arc about a centre above the top edge
 * (the sides on its radii), a negative one bends the bottom edge up with the sides meeting it square.
 */
function shellLower(b: number, w: number, h: number, theta: number, radius: number, rc: number, flat: Grid): Grid {
  const s = Math.sin(theta), c = Math.cos(theta);
  const grid = flat.map((p): P => [p[0], p[1]]);
  if (b > 0) {
    const centreY = -rc - h / 2;
    const rho = radius + (2 * h) / 3;
    grid[8] = [-rho * s, centreY + rho * c];
    grid[11] = [rho * s, centreY + rho * c];
    for (const k of ks) grid[12 + k] = arcPoint(k, radius + h, theta, centreY, false);
  } else {
    grid[8] = [-w / 2 - (h / 3) * s, h / 2 - (h / 3) * c];
    grid[11] = [w / 2 + (h / 3) * s, h / 2 - (h / 3) * c];
    for (const k of ks) grid[12 + k] = arcPoint(k, radius, theta, h / 2 + rc, true);
  }
  return grid;
}

/** Distortion: columns scaled about the middle row by 1 + dh·(2u − 1), then rows about the middle column by 1 + dv·(2v − 1). */
function distort(grid: Grid, w: number, h: number, dh: number, dv: number): Grid {
  return grid.map(([x, y]) => {
    const u = x / w + 0.5;
    const y2 = y * (1 + dh * (2 * u - 1));
    const v = y2 / h + 0.5;
    return [x * (1 + dv * (2 * v - 1)), y2];
  });
}

/** True when a bend and a distortion are both set: Photoshop then combines them in a way not reconstructed here. */
export const distortionApproximated = (warp: StyleWarp) => clampUnit(warp.bend) !== 0 && (clampUnit(warp.horizontal) !== 0 || clampUnit(warp.vertical) !== 0);

/** The style warp over a smart object's own width × height pixels, as one bicubic patch. */
export function styleEnvelope(warp: StyleWarp, width: number, height: number): EnvelopeWarp {
  const b = clampUnit(warp.bend);
  const vertical = warp.orientation === 'vertical';
  // A vertical style is the horizontal one in a frame turned a quarter: its x runs up the original, its y along x.
  const [w, h] = vertical ? [height, width] : [width, height];
  let grid = b === 0 ? identity(w, h) : bentGrid(warp.style, b, w, h);
  if (vertical) {
    const turned = grid;
    grid = identity(width, height);
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) grid[(3 - c) * 4 + r] = [turned[r * 4 + c]![1], -turned[r * 4 + c]![0]];
  }
  grid = distort(grid, width, height, clampUnit(warp.horizontal), clampUnit(warp.vertical));
  return {
    bounds: { left: 0, top: 0, right: width, bottom: height },
    points: grid.map(([x, y]) => ({ x: x + width / 2, y: y + height / 2 })),
  };
}
