import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { n } from './svg';

/**
 * The typefaces the design engine sets words in: open-licence (SIL OFL 1.1) families from the `@expo-google-fonts/*`
 * packages, read from node_modules when first used. Text becomes outlines (path data), so the SVG needs no fonts and
 * looks the same wherever it is rasterised.
 */
export const FACES = {
  anton: ['anton', '400Regular/Anton_400Regular.ttf'],
  bebas: ['bebas-neue', '400Regular/BebasNeue_400Regular.ttf'],
  montserratBlack: ['montserrat', '900Black/Montserrat_900Black.ttf'],
  montserratSemiBold: ['montserrat', '600SemiBold/Montserrat_600SemiBold.ttf'],
  playfairBlackItalic: ['playfair-display', '900Black_Italic/PlayfairDisplay_900Black_Italic.ttf'],
  playfairBold: ['playfair-display', '700Bold/PlayfairDisplay_700Bold.ttf'],
  playfairItalic: ['playfair-display', '400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf'],
  abril: ['abril-fatface', '400Regular/AbrilFatface_400Regular.ttf'],
  rye: ['rye', '400Regular/Rye_400Regular.ttf'],
  pacifico: ['pacifico', '400Regular/Pacifico_400Regular.ttf'],
  righteous: ['righteous', '400Regular/Righteous_400Regular.ttf'],
  josefinLight: ['josefin-sans', '300Light/JosefinSans_300Light.ttf'],
  josefinSemiBold: ['josefin-sans', '600SemiBold/JosefinSans_600SemiBold.ttf'],
  caveat: ['caveat', '700Bold/Caveat_700Bold.ttf'],
  fredoka: ['fredoka', '700Bold/Fredoka_700Bold.ttf'],
  fredokaMedium: ['fredoka', '500Medium/Fredoka_500Medium.ttf'],
  lilita: ['lilita-one', '400Regular/LilitaOne_400Regular.ttf'],
  oswald: ['oswald', '700Bold/Oswald_700Bold.ttf'],
  oswaldMedium: ['oswald', '500Medium/Oswald_500Medium.ttf'],
} as const satisfies Record<string, readonly [string, string]>;

export type Face = keyof typeof FACES;

const require = createRequire(import.meta.url);
const loaded = new Map<Face, opentype.Font>();

function font(face: Face): opentype.Font {
  let found = loaded.get(face);
  if (!found) {
    const [family, file] = FACES[face];
    const bytes = readFileSync(require.resolve(`@expo-google-fonts/${family}/${file}`));
    found = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(face, found);
  }
  return found;
}

/** Characters a face has no glyph for are dropped, so a prompt in another script never draws boxes. */
function glyphsOf(face: Face, text: string) {
  const f = font(face);
  // One glyph per character: opentype.js's shaping stumbles on some fonts' substitution tables, and display
  // words need no ligatures.
  return Array.from(text)
    .map((char) => f.charToGlyph(char))
    .filter((glyph) => glyph.index !== 0);
}

interface Placed {
  glyph: opentype.Glyph;
  /** Left edge in font units from the start of the run. */
  x: number;
  advance: number;
}

/** Glyphs with their positions (advances, kerning and extra tracking in em/1000), in font units. */
function layout(face: Face, text: string, tracking: number): { placed: Placed[]; width: number } {
  const f = font(face);
  const glyphs = glyphsOf(face, text);
  const extra = (tracking / 1000) * f.unitsPerEm;
  const placed: Placed[] = [];
  let x = 0;
  glyphs.forEach((glyph, i) => {
    const advance = glyph.advanceWidth ?? 0;
    placed.push({ glyph, x, advance });
    x += advance + (i < glyphs.length - 1 ? extra : 0);
    const following = glyphs[i + 1];
    if (following) x += f.getKerningValue(glyph, following);
  });
  return { placed, width: x };
}

/** Height of capitals as a fraction of the font size (text is centred on it). */
export function capHeight(face: Face): number {
  const f = font(face);
  const os2 = f.tables.os2 as { sCapHeight?: number } | undefined;
  const fromTable = os2?.sCapHeight;
  if (fromTable) return fromTable / f.unitsPerEm;
  const h = f.charToGlyph('H').getBoundingBox();
  return (h.y2 - h.y1) / f.unitsPerEm || 0.7;
}

/** Width of `text` at `size` with `tracking` (thousandths of an em between letters). */
export function measure(face: Face, text: string, size: number, tracking = 0): number {
  return (layout(face, text, tracking).width / font(face).unitsPerEm) * size;
}

/** The largest size ≤ maxSize at which the text fits in maxWidth. */
export function fitSize(face: Face, text: string, maxWidth: number, maxSize: number, tracking = 0): number {
  const widthAtOne = measure(face, text, 1, tracking);
  return widthAtOne > 0 ? Math.min(maxSize, maxWidth / widthAtOne) : maxSize;
}

type Transform = (x: number, y: number) => [number, number];

function pathData(path: opentype.Path, map: Transform): string {
  let d = '';
  for (const c of path.commands) {
    if (c.type === 'Z') {
      d += 'Z';
      continue;
    }
    const [x, y] = map(c.x, c.y);
    if (c.type === 'M' || c.type === 'L') d += `${c.type}${n(x)} ${n(y)}`;
    else if (c.type === 'Q') {
      const [x1, y1] = map(c.x1, c.y1);
      d += `Q${n(x1)} ${n(y1)} ${n(x)} ${n(y)}`;
    } else if (c.type === 'C') {
      const [x1, y1] = map(c.x1, c.y1);
      const [x2, y2] = map(c.x2, c.y2);
      d += `C${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)}`;
    }
  }
  return d;
}

export interface TextRun {
  /** Outline path data. */
  d: string;
  width: number;
}

export type Anchor = 'start' | 'middle' | 'end';

/**
 * A line of text as outlines. `y` is the vertical centre of the capitals (not the baseline), so text centres in a
 * box whatever the face.
 */
export function textLine(face: Face, text: string, options: { x: number; y: number; size: number; anchor?: Anchor; tracking?: number }): TextRun {
  const { x, y, size, anchor = 'middle', tracking = 0 } = options;
  const f = font(face);
  const scale = size / f.unitsPerEm;
  const { placed, width } = layout(face, text, tracking);
  const total = width * scale;
  const left = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
  const baseline = y + (capHeight(face) * size) / 2;
  const d = placed.map((p) => pathData(p.glyph.getPath(left + p.x * scale, baseline, size), (px, py) => [px, py])).join('');
  return { d, width: total };
}

/**
 * Text set on a circle, letters upright to it: along the top, reading clockwise, or along the bottom, reading
 * left to right. `radius` is where the middle of the capitals runs.
 */
export function arcText(
  face: Face,
  text: string,
  options: { cx: number; cy: number; radius: number; size: number; side: 'top' | 'bottom'; tracking?: number; centreAngle?: number },
): TextRun & { sweep: number; glyphs: string[] } {
  const { cx, cy, radius, size, side, tracking = 0, centreAngle = 0 } = options;
  const f = font(face);
  const scale = size / f.unitsPerEm;
  const { placed, width } = layout(face, text, tracking);
  const total = width * scale;
  const cap = capHeight(face) * size;
  const baseRadius = side === 'top' ? radius - cap / 2 : radius + cap / 2;
  const glyphs = placed
    .map((p) => {
      const along = (p.x + p.advance / 2) * scale - total / 2;
      const theta = along / radius + centreAngle;
      const [sin, cos] = [Math.sin(theta), Math.cos(theta)];
      const px = cx + baseRadius * sin;
      const py = side === 'top' ? cy - baseRadius * cos : cy + baseRadius * cos;
      const angle = side === 'top' ? theta : -theta;
      const [s, c] = [Math.sin(angle), Math.cos(angle)];
      const glyphPath = p.glyph.getPath((-p.advance / 2) * scale, 0, size);
      return pathData(glyphPath, (gx, gy) => [px + gx * c - gy * s, py + gx * s + gy * c]);
    });
  return { d: glyphs.join(''), width: total, sweep: total / radius, glyphs };
}
