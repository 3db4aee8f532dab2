/**
 * The one text layout, for the editor's preview, exports and the server: glyphs from the face's own advances and
 * kerning, our letter spacing, alignment and arc — no platform text engine — so a string lands on the same positions
 * in the browser and in Node. Units are ems (font size 1), y down, the block centred on (0, 0): lines are stacked
 * `LINE_HEIGHT` apart and the middle of the capitals of the middle line sits on y = 0.
 */
import type opentype from 'opentype.js';
import type { TextAlign } from '../editor/document';

export const LINE_HEIGHT = 1.2;

export interface TextLayoutOptions {
  /** Extra space between letters, thousandths of an em. */
  letterSpacing: number;
  align: TextAlign;
  /** Degrees of circle each line bends through: > 0 arches up, < 0 sags, 0 straight. */
  arc: number;
}

/** One glyph: its origin on the baseline (ems) and its turn (radians, clockwise). */
export interface PlacedGlyph {
  glyph: opentype.Glyph;
  x: number;
  y: number;
  rotation: number;
  /** Advance width, ems (arced glyphs turn about their middle). */
  advance: number;
}

export interface TextLayout {
  glyphs: PlacedGlyph[];
  /** The straight block's width and height, ems (before arc). */
  width: number;
  height: number;
}

/** Height of the capitals as a fraction of the em. */
function capHeight(font: opentype.Font): number {
  const os2 = font.tables.os2 as { sCapHeight?: number } | undefined;
  if (os2?.sCapHeight) return os2.sCapHeight / font.unitsPerEm;
  const box = font.charToGlyph('H').getBoundingBox();
  return (box.y2 - box.y1) / font.unitsPerEm || 0.7;
}

/** A line's glyphs with pen positions (ems from the line's start) and its width. */
function setLine(font: opentype.Font, line: string, letterSpacing: number) {
  const em = font.unitsPerEm;
  // One glyph per character (display words need no ligatures); characters the face lacks are left out.
  const glyphs = Array.from(line)
    .map((char) => font.charToGlyph(char))
    .filter((glyph) => glyph.index !== 0);
  const pens: { glyph: opentype.Glyph; pen: number; advance: number }[] = [];
  let pen = 0;
  glyphs.forEach((glyph, i) => {
    const advance = (glyph.advanceWidth ?? 0) / em;
    pens.push({ glyph, pen, advance });
    const next = glyphs[i + 1];
    if (next) pen += advance + letterSpacing / 1000 + font.getKerningValue(glyph, next) / em;
    else pen += advance;
  });
  return { pens, width: pen };
}

export function layoutText(font: opentype.Font, text: string, options: TextLayoutOptions): TextLayout {
  const lines = text.split('\n').map((line) => setLine(font, line, options.letterSpacing));
  const width = Math.max(0, ...lines.map((l) => l.width));
  const half = capHeight(font) / 2;
  const arc = (options.arc * Math.PI) / 180;
  const glyphs: PlacedGlyph[] = [];
  lines.forEach((line, i) => {
    const baseline = (i - (lines.length - 1) / 2) * LINE_HEIGHT + half;
    const start = options.align === 'left' ? -width / 2 : options.align === 'right' ? width / 2 - line.width : -line.width / 2;
    for (const { glyph, pen, advance } of line.pens) {
      if (arc === 0 || line.width === 0) {
        glyphs.push({ glyph, x: start + pen, y: baseline, rotation: 0, advance });
        continue;
      }
      // The line's length is kept along a circle through its middle: radius = length / angle.
      const radius = line.width / Math.abs(arc);
      const along = start + pen + advance / 2;
      const theta = along / radius;
      const up = arc > 0 ? 1 : -1;
      const cx = radius * Math.sin(theta);
      const cy = baseline + up * radius * (1 - Math.cos(theta));
      const rotation = up * theta;
      // The glyph turns about the middle of its advance on the baseline.
      glyphs.push({ glyph, x: cx - (Math.cos(rotation) * advance) / 2, y: cy - (Math.sin(rotation) * advance) / 2, rotation, advance });
    }
  });
  return { glyphs, width, height: lines.length * LINE_HEIGHT };
}

/** A point transform from ems to the target's pixels. */
export type EmToPixels = (x: number, y: number) => [number, number];

/** Closed polygons (flattened outlines) of every glyph, in target pixels, for the rasteriser. */
export function glyphPolygons(font: opentype.Font, layout: TextLayout, toPixels: EmToPixels, tolerancePx = 0.2): number[][] {
  const em = font.unitsPerEm;
  const polygons: number[][] = [];
  for (const g of layout.glyphs) {
    const cos = Math.cos(g.rotation), sin = Math.sin(g.rotation);
    const map = (fx: number, fy: number): [number, number] => {
      const lx = fx / em, ly = -fy / em; // font units are y up
      return toPixels(g.x + lx * cos - ly * sin, g.y + lx * sin + ly * cos);
    };
    let current: number[] = [];
    let px = 0, py = 0;
    const close = () => {
      if (current.length >= 6) polygons.push(current);
      current = [];
    };
    for (const c of g.glyph.path.commands) {
      if (c.type === 'M') {
        close();
        [px, py] = map(c.x, c.y);
        current.push(px, py);
      } else if (c.type === 'L') {
        [px, py] = map(c.x, c.y);
        current.push(px, py);
      } else if (c.type === 'Q') {
        const [x1, y1] = map(c.x1, c.y1), [x2, y2] = map(c.x, c.y);
        const n = steps(Math.hypot(px - 2 * x1 + x2, py - 2 * y1 + y2) / 4, tolerancePx);
        for (let k = 1; k <= n; k++) {
          const t = k / n, s = 1 - t;
          current.push(s * s * px + 2 * s * t * x1 + t * t * x2, s * s * py + 2 * s * t * y1 + t * t * y2);
        }
        [px, py] = [x2, y2];
      } else if (c.type === 'C') {
        const [x1, y1] = map(c.x1, c.y1), [x2, y2] = map(c.x2, c.y2), [x3, y3] = map(c.x, c.y);
        const d = Math.max(Math.hypot(px - 2 * x1 + x2, py - 2 * y1 + y2), Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3));
        const n = steps((d * 3) / 4, tolerancePx);
        for (let k = 1; k <= n; k++) {
          const t = k / n, s = 1 - t;
          const a = s * s * s, b = 3 * s * s * t, e = 3 * s * t * t, f = t * t * t;
          current.push(a * px + b * x1 + e * x2 + f * x3, a * py + b * y1 + e * y2 + f * y3);
        }
        [px, py] = [x3, y3];
      } else if (c.type === 'Z') {
        close();
      }
    }
    close();
  }
  return polygons;
}

/** Segments for a curve whose control polygon bends by `deviation` pixels, to stay within `tolerance`. */
const steps = (deviation: number, tolerance: number) => Math.max(1, Math.min(64, Math.ceil(Math.sqrt(deviation / tolerance))));
