/**
 * Keychains and patches rendered physically: a flat piece cut to an outline — coloured acrylic with polished edges,
 * stitched leather, or an embroidered patch under its rolled border — lying on a tabletop, a keychain with a steel
 * split ring through its hole (tools/templates/blender/badges/), rendered by Cycles; layers from the passes as the
 * garments' (layers.ts). The piece is the product (its colour); the print is a rectangle of its face, clipped by the
 * outline.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';

type Point = [number, number];

/** The piece: its outline (mm, about its centre), thickness and make; a keychain's hole (mm). */
export interface Badge {
  outline: Point[];
  thicknessMm: number;
  make: 'acrylic' | 'leather' | 'embroidered';
  /** How far its edges are rounded, mm (0.6 unless said). */
  easeMm?: number;
  hole?: { x: number; y: number; r: number };
}

export interface BadgeSpec extends Pick<PaperSpec, 'id' | 'style' | 'table' | 'wall' | 'props' | 'lights' | 'seed'> {
  category: 'keychains' | 'patches';
  type: string;
  badge: Badge;
  /** The print's rectangle on the face, mm about the piece's centre. */
  label: { widthMm: number; heightMm: number; centre?: Point };
  /** Lying at (x, y) mm, turned `turn` degrees. */
  place: { x: number; y: number; turn?: number };
  view: ViewSpec & { aim?: [number, number] };
}

const STEPS = 96;
const around = (f: (a: number) => Point, steps = STEPS): Point[] =>
  Array.from({ length: steps }, (_, k) => f((2 * Math.PI * k) / steps)).map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);

/** An ellipse w × h (a circle when they are equal). */
export const oval = (w: number, h = w): Point[] => around((a) => [(w / 2) * Math.cos(a), (h / 2) * Math.sin(a)]);

/** A rectangle w × h with corners rounded by r (a stadium when r is half the width). */
export function roundedRect(w: number, h: number, r: number): Point[] {
  const quarter = STEPS / 4;
  const corners: [number, number, number][] = [[w / 2 - r, h / 2 - r, 0], [-w / 2 + r, h / 2 - r, 90], [-w / 2 + r, -h / 2 + r, 180], [w / 2 - r, -h / 2 + r, 270]];
  return corners.flatMap(([cx, cy, start]) =>
    Array.from({ length: quarter / 2 + 1 }, (_, k): Point => {
      const a = ((start + (90 * k) / (quarter / 2)) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    }),
  );
}

/** A regular polygon of `sides` across `d` (corner to corner), its corners rounded by r, a flat side at the bottom. */
export function polygon(sides: number, d: number, r: number): Point[] {
  const out: Point[] = [];
  const reach = d / 2 - r / Math.cos(Math.PI / sides);
  for (let s = 0; s < sides; s++) {
    const mid = -Math.PI / 2 + Math.PI / sides + (2 * Math.PI * s) / sides;
    for (let k = 0; k <= 6; k++) {
      const a = mid - Math.PI / sides + ((2 * Math.PI) / sides) * (k / 6);
      out.push([reach * Math.cos(mid) + r * Math.cos(a), reach * Math.sin(mid) + r * Math.sin(a)]);
    }
  }
  return out;
}

/** A heart w wide (the classic curve, scaled). */
export const heart = (w: number): Point[] =>
  around((t) => {
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [(x * w) / 33, ((y + 2.5) * w) / 33];
  });

/** A shield w × h: a straight top with rounded corners, its sides running down and in to a point. */
export function shield(w: number, h: number): Point[] {
  const top = roundedRect(w, h, 5).filter(([, y]) => y > 0);
  // Upright at the top of the sides, meeting at an angle at the bottom.
  const curve = Array.from({ length: 17 }, (_, k): Point => [(w / 2) * Math.cos(((k / 16) * Math.PI) / 2), (-h / 2) * (k / 16) ** 1.2]);
  return [...top, ...curve.map(([x, y]): Point => [-x, y]), ...curve.slice(0, -1).reverse()];
}

/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;

/** Everything Blender needs for one keychain or patch template (what its cache is keyed by). */
export function badgeScene(s: BadgeSpec, size: number, samples = SAMPLES) {
  const { widthMm: w, heightMm: h, centre: [cx, cy] = [0, 0] } = s.label;
  return {
    script: 'badges/render_badge.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    badge: { ...s.badge, albedo: WHITE_ALBEDO },
    place: s.place,
    printArea: { panel: 0, x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 },
    grid: [Math.max(8, Math.round(w / 3)), Math.max(8, Math.round(h / 3))],
    table: s.table,
    wall: s.wall,
    props: s.props ?? [],
    lights: s.lights,
    view: s.view,
  };
}

export const badgeRecipe = (s: BadgeSpec): Recipe =>
  modelledRecipe({
    id: s.id,
    category: s.category,
    type: s.type,
    style: s.style,
    printArea: { name: 'face', widthMm: s.label.widthMm, heightMm: s.label.heightMm },
    scene: (size) => badgeScene(s, size),
    file: import.meta.url,
  });
