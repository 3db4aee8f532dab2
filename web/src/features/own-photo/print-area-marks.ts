/**
 * The print-area marks as draggable handles: which handles each mode has, what dragging one does, the outline drawn
 * over the photo, and converting a mark between modes. Everything is in photo fractions (own-template.ts).
 */
import { GRID_MAX_POINTS, GRID_MIN_POINTS, type MarkEllipse, type MarkPoint, type PrintArea } from '../../../../core/src/own-photo/own-template';

export type AreaKind = PrintArea['kind'];
export type Corners = [MarkPoint, MarkPoint, MarkPoint, MarkPoint];

export interface Handle {
  id: string;
  x: number;
  y: number;
  /** Said by screen readers and shown as a tooltip. */
  label: string;
  kind: 'corner' | 'centre' | 'size' | 'grid';
}

const MIN = -0.5;
const MAX = 1.5;
const clamp = (v: number, lo = MIN, hi = MAX) => Math.min(hi, Math.max(lo, v));
const point = (x: number, y: number): MarkPoint => [clamp(x), clamp(y)];
/** How tall a rim's ellipse is against its width when first marked (a mug seen a little from above). */
const RIM_TILT = 0.15;
const CORNER_NAMES = ['Top-left', 'Top-right', 'Bottom-right', 'Bottom-left'];
/** A rim's height handle sits on its near side 30° right of the front: halfway between the centre and width handles. */
const RIM_HANDLE_X = 0.5;
const RIM_HANDLE_Y = Math.sqrt(3) / 2;

export const GRID_SIZES = Array.from({ length: GRID_MAX_POINTS - GRID_MIN_POINTS + 1 }, (_, i) => GRID_MIN_POINTS + i);

/** A first mark for a product occupying `box` (fractions): the middle of it, a chest-print-like rectangle. */
export function startingCorners(box: { x: number; y: number; width: number; height: number }): Corners {
  const w = box.width * 0.4;
  const h = Math.min(box.height * 0.45, w * 1.3);
  const left = box.x + (box.width - w) / 2;
  const top = box.y + box.height * 0.22;
  return [point(left, top), point(left + w, top), point(left + w, top + h), point(left, top + h)];
}

/** How far down the body a first cylinder's label starts and ends (a mug's rim and foot left clear). */
const LABEL_TOP = 0.2;
const LABEL_BOTTOM = 0.8;

/**
 * A first mark of `kind` for a product whose body occupies `body` (fractions; productBody): a flat or grid area in its
 * middle, or a cylinder as wide as the body with its label centred on the camera. `aspect`: the photo's width / height.
 */
export function startingArea(kind: AreaKind, body: { x: number; y: number; width: number; height: number }, aspect: number): PrintArea {
  const flat: PrintArea = { kind: 'flat', corners: startingCorners(body) };
  if (kind !== 'cylinder') return convertArea(flat, kind, aspect);
  const rx = Math.max(0.01, body.width / 2), cx = clamp(body.x + body.width / 2);
  const rim = (at: number): MarkEllipse => ({ cx, cy: clamp(body.y + body.height * at), rx, ry: Math.min(2, rx * RIM_TILT * aspect) });
  return { kind: 'cylinder', top: rim(LABEL_TOP), bottom: rim(LABEL_BOTTOM), span: 150 };
}

/** The four corners a mark spans (a cylinder: its rims' ends), top-left first, clockwise. */
export function cornersOf(area: PrintArea): Corners {
  if (area.kind === 'flat') return area.corners;
  if (area.kind === 'grid') {
    const { cols, rows, points } = area;
    return [points[0]!, points[cols - 1]!, points[cols * rows - 1]!, points[cols * (rows - 1)]!];
  }
  const { top, bottom } = area;
  return [point(top.cx - top.rx, top.cy), point(top.cx + top.rx, top.cy), point(bottom.cx + bottom.rx, bottom.cy), point(bottom.cx - bottom.rx, bottom.cy)];
}

function bilinear(c: Corners, u: number, v: number): MarkPoint {
  const top = [c[0][0] + (c[1][0] - c[0][0]) * u, c[0][1] + (c[1][1] - c[0][1]) * u];
  const bottom = [c[3][0] + (c[2][0] - c[3][0]) * u, c[3][1] + (c[2][1] - c[3][1]) * u];
  return point(top[0]! + (bottom[0]! - top[0]!) * v, top[1]! + (bottom[1]! - top[1]!) * v);
}

function gridFrom(c: Corners, size: number): PrintArea {
  const points: MarkPoint[] = [];
  for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) points.push(bilinear(c, i / (size - 1), j / (size - 1)));
  return { kind: 'grid', cols: size, rows: size, points };
}

/** A grid resized to `size` × `size`, following the old grid's shape (bilinear within its cells). */
export function resizeGrid(area: Extract<PrintArea, { kind: 'grid' }>, size: number): PrintArea {
  const { cols, rows, points } = area;
  const at = (u: number, v: number): MarkPoint => {
    const fx = u * (cols - 1), fy = v * (rows - 1);
    const i = Math.min(cols - 2, Math.floor(fx)), j = Math.min(rows - 2, Math.floor(fy));
    const cell: Corners = [points[j * cols + i]!, points[j * cols + i + 1]!, points[(j + 1) * cols + i + 1]!, points[(j + 1) * cols + i]!];
    return bilinear(cell, fx - i, fy - j);
  };
  const out: MarkPoint[] = [];
  for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) out.push(at(i / (size - 1), j / (size - 1)));
  return { kind: 'grid', cols: size, rows: size, points: out };
}

/** The same place marked the `kind` way; `aspect` is the photo's width / height (a rim's height is in height fractions). */
export function convertArea(area: PrintArea, kind: AreaKind, aspect: number, gridSize = 4): PrintArea {
  if (area.kind === kind) return area;
  const c = cornersOf(area);
  if (kind === 'flat') return { kind, corners: c };
  if (kind === 'grid') return gridFrom(c, gridSize);
  const rim = (a: MarkPoint, b: MarkPoint): MarkEllipse => {
    const rx = Math.max(0.01, Math.abs(b[0] - a[0]) / 2);
    return { cx: clamp((a[0] + b[0]) / 2), cy: clamp((a[1] + b[1]) / 2), rx, ry: Math.min(2, rx * RIM_TILT * aspect) };
  };
  return { kind: 'cylinder', top: rim(c[0], c[1]), bottom: rim(c[3], c[2]), span: 150 };
}

export function handlesOf(area: PrintArea): Handle[] {
  if (area.kind === 'flat') {
    return area.corners.map(([x, y], i) => ({ id: `corner-${i}`, x, y, label: `${CORNER_NAMES[i]} corner`, kind: 'corner' }));
  }
  if (area.kind === 'grid') {
    return area.points.map(([x, y], k) => ({
      id: `grid-${k}`,
      x,
      y,
      label: `Grid point row ${Math.floor(k / area.cols) + 1}, column ${(k % area.cols) + 1}`,
      kind: 'grid',
    }));
  }
  const rim = (name: 'top' | 'bottom', e: MarkEllipse): Handle[] => {
    const title = name === 'top' ? 'Top' : 'Bottom';
    return [
      { id: `${name}-centre`, x: e.cx, y: e.cy, label: `${title} ellipse centre`, kind: 'centre' },
      { id: `${name}-width`, x: e.cx + e.rx, y: e.cy, label: `${title} ellipse width`, kind: 'size' },
      { id: `${name}-height`, x: e.cx + e.rx * RIM_HANDLE_X, y: e.cy + e.ry * RIM_HANDLE_Y, label: `${title} ellipse height`, kind: 'size' },
    ];
  };
  return [...rim('top', area.top), ...rim('bottom', area.bottom)];
}

/** The mark with handle `id` moved to (x, y). */
export function moveHandle(area: PrintArea, id: string, x: number, y: number): PrintArea {
  const [name, part] = id.split('-') as [string, string];
  if (area.kind === 'flat' && name === 'corner') {
    const corners = [...area.corners] as Corners;
    corners[Number(part)] = point(x, y);
    return { ...area, corners };
  }
  if (area.kind === 'grid' && name === 'grid') {
    const points = [...area.points];
    points[Number(part)] = point(x, y);
    return { ...area, points };
  }
  if (area.kind === 'cylinder' && (name === 'top' || name === 'bottom')) {
    const e = area[name];
    const next: MarkEllipse =
      part === 'centre'
        ? { ...e, cx: clamp(x), cy: clamp(y) }
        : part === 'width'
          ? { ...e, rx: clamp(Math.abs(x - e.cx), 0.005, 2) }
          : { ...e, ry: clamp(Math.abs(y - e.cy) / RIM_HANDLE_Y, 0, 2) };
    return { ...area, [name]: next };
  }
  return area;
}

/** The whole mark moved by (dx, dy). */
export function translateArea(area: PrintArea, dx: number, dy: number): PrintArea {
  const shift = ([x, y]: MarkPoint) => point(x + dx, y + dy);
  if (area.kind === 'flat') return { ...area, corners: area.corners.map(shift) as Corners };
  if (area.kind === 'grid') return { ...area, points: area.points.map(shift) };
  const rim = (e: MarkEllipse): MarkEllipse => ({ ...e, cx: clamp(e.cx + dx), cy: clamp(e.cy + dy) });
  return { ...area, top: rim(area.top), bottom: rim(area.bottom) };
}

const pathOf = (points: readonly MarkPoint[], closed: boolean) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(4)} ${y.toFixed(4)}`).join(' ') + (closed ? ' Z' : '');

function arc(e: MarkEllipse, from: number, to: number, steps = 32): MarkPoint[] {
  const out: MarkPoint[] = [];
  for (let s = 0; s <= steps; s++) {
    const t = ((from + ((to - from) * s) / steps) * Math.PI) / 180;
    out.push([e.cx + e.rx * Math.sin(t), e.cy + e.ry * Math.cos(t)]);
  }
  return out;
}

/** SVG path data (in a 0–1 viewBox) for the print area's outline and, separately, its guide lines. */
export function outlineOf(area: PrintArea): { outline: string; guides: string } {
  if (area.kind === 'flat') return { outline: pathOf(area.corners, true), guides: '' };
  if (area.kind === 'grid') {
    const { cols, rows, points } = area;
    const lines: string[] = [];
    for (let j = 0; j < rows; j++) lines.push(pathOf(points.slice(j * cols, j * cols + cols), false));
    for (let i = 0; i < cols; i++) lines.push(pathOf(Array.from({ length: rows }, (_, j) => points[j * cols + i]!), false));
    const ring = [...points.slice(0, cols), ...Array.from({ length: rows - 2 }, (_, j) => points[(j + 2) * cols - 1]!), ...points.slice(cols * (rows - 1)).reverse(), ...Array.from({ length: rows - 2 }, (_, j) => points[(rows - 2 - j) * cols]!)];
    return { outline: pathOf(ring, true), guides: lines.join(' ') };
  }
  const half = area.span / 2;
  const label = [...arc(area.top, -half, half), ...arc(area.bottom, half, -half)];
  return {
    outline: pathOf(label, true),
    guides: `${pathOf(arc(area.top, 0, 360, 64), true)} ${pathOf(arc(area.bottom, 0, 360, 64), true)}`,
  };
}
