import { box, offset, panel, type Pose } from './kit';
import { hex } from './materials';
import type { Material, Quad, Role, Solid } from './solids';

/** Printed paper: near-white, fine grain, a touch of sheen. */
export const PAPER: Material = { colour: [0.97, 0.97, 0.96], grain: 0.05, grainSize: 0.05, spec: 0.05, shininess: 12 };

export interface Framed {
  solids: Solid[];
  print: Quad;
}

export interface FrameStyle {
  /** Moulding width and depth (cm), its colour, and the mat (passe-partout) width around the art. */
  border: number;
  depth: number;
  colour: string;
  mat?: number;
  matColour?: string;
  gloss?: number;
}

/** A picture frame centred on the pose with art of artW × artH, facing the pose's Z. The back sits at the pose. */
export function framed(p: Pose, artW: number, artH: number, f: FrameStyle, art: Material = PAPER, artRole: Role = 'print'): Framed {
  const m = f.mat ?? 0;
  const iw = artW + 2 * m;
  const ih = artH + 2 * m;
  const b = f.border;
  const wood: Material = { colour: hex(f.colour), spec: f.gloss ?? 0.12, shininess: 30 };
  const bar = (x: number, y: number, w: number, h: number) =>
    box(offset(p, x, y, f.depth / 2), w, h, f.depth, { front: ['prop', wood], sides: ['prop', wood] });
  const solids: Solid[] = [
    ...bar(0, ih / 2 + b / 2, iw + 2 * b, b),
    ...bar(0, -ih / 2 - b / 2, iw + 2 * b, b),
    ...bar(-iw / 2 - b / 2, 0, b, ih),
    ...bar(iw / 2 + b / 2, 0, b, ih),
  ];
  const inner = f.depth * 0.55;
  if (m > 0) solids.push(panel('prop', { colour: hex(f.matColour ?? '#f7f5f0'), grain: 0.03 }, offset(p, 0, 0, inner), iw, ih));
  const print = panel(artRole, art, offset(p, 0, 0, inner + 0.03), artW, artH);
  solids.push(print);
  return { solids, print };
}

/** Strips of paper tape over a sheet's top corners (scenery in front of the print). */
export function tape(sheet: Quad, colour = '#e9dfc7'): Solid[] {
  const mat: Material = { colour: hex(colour), grain: 0.06, spec: 0.1 };
  const out: Solid[] = [];
  for (const s of [0, 1]) {
    const at = sheet.point(s, 0);
    out.push(panel('prop', mat, { at: [at[0], at[1], at[2] + 0.08], roll: s ? -35 : 35 }, 7, 2.4));
  }
  return out;
}
