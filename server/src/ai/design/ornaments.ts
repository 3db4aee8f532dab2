import type { Random } from './random';
import { el, n, polygon } from './svg';

/** Small decorative pieces print designs are made of: stars, rules, ribbons, rays, dots, splatters and wear. */

/** A five-pointed star (or `points`-pointed) centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45, points = 5, rotation = -Math.PI / 2): string {
  const corners: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = rotation + (i * Math.PI) / points;
    corners.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(corners);
}

/** A four-pointed sparkle with curved sides. */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  return (
    `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}` +
    `Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`
  );
}

/** A ribbon banner across (x, y)–(x + w, y + h) with folded tails, as on badges and old labels. */
export function ribbon(x: number, y: number, w: number, h: number, colours: { face: string; fold: string }, curve = 0): string {
  const tail = h * 0.9;
  const notch = h * 0.35;
  const drop = h * 0.28;
  const bend = (px: number) => curve * Math.sin((Math.PI * (px - x)) / w);
  const top = (px: number) => y - bend(px);
  const tails = [
    polygon([
      [x - tail, top(x) + drop],
      [x + h * 0.3, top(x) + drop],
      [x + h * 0.3, top(x) + h + drop],
      [x - tail, top(x) + h + drop],
      [x - tail + notch, top(x) + drop + h / 2],
    ]),
    polygon([
      [x + w + tail, top(x + w) + drop],
      [x + w - h * 0.3, top(x + w) + drop],
      [x + w - h * 0.3, top(x + w) + h + drop],
      [x + w + tail, top(x + w) + h + drop],
      [x + w + tail - notch, top(x + w) + drop + h / 2],
    ]),
  ];
  const folds = [
    polygon([
      [x, top(x) + h],
      [x + h * 0.3, top(x) + h + drop],
      [x + h * 0.3, top(x) + h],
    ]),
    polygon([
      [x + w, top(x + w) + h],
      [x + w - h * 0.3, top(x + w) + h + drop],
      [x + w - h * 0.3, top(x + w) + h],
    ]),
  ];
  const steps = 24;
  const upper: [number, number][] = [];
  const lower: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const px = x + (w * i) / steps;
    upper.push([px, top(px)]);
    lower.unshift([px, top(px) + h]);
  }
  return (
    el('path', { d: tails.join(''), fill: colours.fold }) +
    el('path', { d: folds.join(''), fill: shade(colours.fold, -0.35) }) +
    el('path', { d: polygon([...upper, ...lower]), fill: colours.face })
  );
}

/** Sun rays: `count` wedges around (cx, cy) between two radii. */
export function raysPath(cx: number, cy: number, inner: number, outer: number, count: number, rotation = 0): string {
  let d = '';
  const half = Math.PI / count / 2;
  for (let i = 0; i < count; i++) {
    const a = rotation + (i * 2 * Math.PI) / count;
    d += polygon([
      [cx + inner * Math.cos(a - half), cy + inner * Math.sin(a - half)],
      [cx + outer * Math.cos(a - half), cy + outer * Math.sin(a - half)],
      [cx + outer * Math.cos(a + half), cy + outer * Math.sin(a + half)],
      [cx + inner * Math.cos(a + half), cy + inner * Math.sin(a + half)],
    ]);
  }
  return d;
}

/**
 * Halftone: dots on a 45° grid over a box whose radius grows from nothing at `from` (0..1 along the direction) to
 * full at `to`. Clip it to a shape to shade that shape.
 */
export function halftonePath(box: { x: number; y: number; w: number; h: number }, spacing: number, direction: 'down' | 'up' | 'radial', from = 0, to = 1): string {
  let d = '';
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const maxR = spacing * 0.52;
  for (let row = 0, y = box.y; y <= box.y + box.h + spacing; row++, y += spacing * 0.5) {
    for (let x = box.x + (row % 2 ? spacing / 2 : 0); x <= box.x + box.w + spacing; x += spacing) {
      let t: number;
      if (direction === 'radial') t = Math.hypot(x - cx, y - cy) / (Math.max(box.w, box.h) / 2);
      else t = (y - box.y) / box.h;
      if (direction === 'up') t = 1 - t;
      const k = Math.min(1, Math.max(0, (t - from) / (to - from)));
      const r = maxR * k;
      if (r < 0.6) continue;
      d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    }
  }
  return d;
}

/** An irregular blob around (cx, cy): the unit of splatters, brush dabs and wear. */
export function blobPath(random: Random, cx: number, cy: number, r: number, roughness = 0.35, points = 9): string {
  const corners: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - roughness / 2 + random.next() * roughness);
    corners.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  // A closed Catmull-Rom curve through the corners, as cubic Béziers.
  let d = `M${n(corners[0]![0])} ${n(corners[0]![1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = corners[(i - 1 + points) % points]!;
    const p1 = corners[i]!;
    const p2 = corners[(i + 1) % points]!;
    const p3 = corners[(i + 2) % points]!;
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A dry-brush band centred on (cx, cy): ragged ends and bristle gaps along its length. */
export function brushStroke(random: Random, cx: number, cy: number, w: number, h: number): string {
  const top: [number, number][] = [];
  const bottom: [number, number][] = [];
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = cx - w / 2 + w * t;
    const taper = Math.min(1, Math.min(t, 1 - t) * 7);
    const jag = h * 0.06;
    top.push([x + random.range(-6, 6), cy - (h / 2) * (0.55 + 0.45 * taper) + random.range(-jag, jag)]);
    bottom.unshift([x + random.range(-6, 6), cy + (h / 2) * (0.55 + 0.45 * taper) + random.range(-jag, jag)]);
  }
  let d = polygon([...top, ...bottom]);
  // Bristle streaks trailing off both ends.
  for (let i = 0; i < 10; i++) {
    const y = cy + random.range(-h / 2.4, h / 2.4);
    const len = w * random.range(0.04, 0.12);
    const thick = h * random.range(0.02, 0.06);
    const left = random.chance(0.5);
    const x0 = left ? cx - w / 2 - len + 10 : cx + w / 2 - 10;
    d += polygon([[x0, y], [x0 + len, y - thick / 2], [x0 + len, y + thick / 2]]);
  }
  return d;
}

/** Paint splatter: a few large drops with satellites and thin flicks. */
export function splatterPath(random: Random, cx: number, cy: number, size: number): string {
  let d = blobPath(random, cx, cy, size * 0.35, 0.6, 11);
  const drops = random.int(10, 18);
  for (let i = 0; i < drops; i++) {
    const a = random.range(0, Math.PI * 2);
    const dist = size * random.range(0.4, 1.1);
    const r = size * random.range(0.02, 0.09) * (1.2 - dist / size / 1.2);
    d += blobPath(random, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, Math.max(r, size * 0.015), 0.4, 7);
  }
  return d;
}

/**
 * Wear for distressed prints: specks, worn patches and scratches, to be cut out of the ink (a mask's black).
 * `density` 1 is a well-worn print; the pieces scale with `size` (the canvas side).
 */
export function wearPath(random: Random, size: number, density = 1): string {
  let d = '';
  const specks = Math.round(520 * density);
  // Light wear (vintage) is finer as well as sparser, so small print stays legible.
  const grit = density < 0.5 ? 0.55 : 1;
  for (let i = 0; i < specks; i++) {
    const r = size * random.range(0.0012, 0.0055) * grit * (random.chance(0.08) ? 2.6 : 1);
    d += blobPath(random, random.range(0, size), random.range(0, size), r, 0.8, 6);
  }
  const patches = Math.round(9 * density);
  for (let i = 0; i < patches; i++) {
    const px = random.range(0, size);
    const py = random.range(0, size);
    const spread = size * random.range(0.04, 0.09);
    for (let j = 0; j < 40; j++) {
      const a = random.range(0, Math.PI * 2);
      const dist = spread * Math.sqrt(random.next());
      d += blobPath(random, px + Math.cos(a) * dist, py + Math.sin(a) * dist, size * random.range(0.002, 0.007) * grit, 0.8, 6);
    }
  }
  const scratches = Math.round(26 * density);
  for (let i = 0; i < scratches; i++) {
    const x = random.range(0, size);
    const y = random.range(0, size);
    const a = random.range(-0.5, 0.5) + (random.chance(0.5) ? 0 : Math.PI / 2);
    const len = size * random.range(0.03, 0.14);
    const w = size * random.range(0.0008, 0.0022);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    const mx = (x + ex) / 2 + random.range(-1, 1) * len * 0.08;
    const my = (y + ey) / 2 + random.range(-1, 1) * len * 0.08;
    d += `M${n(x)} ${n(y)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}L${n(ex + w)} ${n(ey + w)}Q${n(mx + w)} ${n(my + w * 2)} ${n(x + w)} ${n(y + w)}Z`;
  }
  return d;
}

/** Film grain for artistic prints: many tiny dots. */
export function grainPath(random: Random, size: number, count = 900): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = size * random.range(0.0007, 0.0018);
    const x = random.range(0, size);
    const y = random.range(0, size);
    d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
  }
  return d;
}

/** A colour made lighter (amount > 0) or darker (amount < 0), from -1 to 1. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes two colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
