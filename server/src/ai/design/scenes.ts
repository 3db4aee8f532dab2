import { blobPath, halftonePath, mix, shade, sparklePath, starPath } from './ornaments';
import type { Theme } from './prompt-words';
import type { Random } from './random';
import type { Palette } from './styles';
import { el, group, n, polygon } from './svg';

/** Generated landscapes for a theme — ridges, sea, dunes, skylines, stars — drawn inside a circle or a rectangle. */

export interface SceneFrame {
  x: number;
  y: number;
  w: number;
  h: number;
  shape: 'circle' | 'rect';
}

export interface SceneOptions {
  random: Random;
  palette: Palette;
  /** A unique id for the clip path. */
  clipId: string;
  /** Retro sunsets: a sun cut by horizontal gaps. */
  stripedSun: boolean;
  /** Vintage and retro: halftone shading on the sky. */
  halftone: boolean;
  /** A big sun riding high over the land (retro sunsets). */
  sunHigh?: boolean;
}

type Pt = [number, number];

/** A jagged ridge line from left to right: peaks with midpoint displacement. */
function ridge(random: Random, x0: number, x1: number, base: number, height: number, peaks: number, rough: number): Pt[] {
  const anchors: Pt[] = [[x0 - 10, base - height * random.range(0.1, 0.35)]];
  for (let i = 1; i <= peaks; i++) {
    const px = x0 + ((x1 - x0) * (i - 0.5 + random.range(-0.25, 0.25))) / peaks;
    anchors.push([px, base - height * random.range(0.65, 1)]);
    if (i < peaks) anchors.push([px + (x1 - x0) / peaks / 2, base - height * random.range(0.2, 0.5)]);
  }
  anchors.push([x1 + 10, base - height * random.range(0.1, 0.35)]);
  let points = anchors;
  for (let pass = 0; pass < 3; pass++) {
    const next: Pt[] = [];
    points.forEach((p, i) => {
      next.push(p);
      const q = points[i + 1];
      if (!q) return;
      const spread = Math.abs(q[0] - p[0]) * rough;
      next.push([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2 + random.range(-spread, spread) * 0.5]);
    });
    points = next;
  }
  return points;
}

const ridgeShape = (line: Pt[], bottom: number) => polygon([...line, [line[line.length - 1]![0], bottom], [line[0]![0], bottom]]);

/** Snow on the peaks: each local top gets a cap with a zigzag lower edge. */
function snowCaps(line: Pt[], depth: number): string {
  let d = '';
  for (let i = 2; i < line.length - 2; i++) {
    const [x, y] = line[i]!;
    if (!(y < line[i - 1]![1] && y < line[i + 1]![1] && y < line[i - 2]![1] && y < line[i + 2]![1])) continue;
    const w = depth * 1.2;
    d += polygon([[x, y], [x + w, y + depth], [x + w * 0.4, y + depth * 0.7], [x, y + depth * 1.05], [x - w * 0.45, y + depth * 0.7], [x - w, y + depth]]);
  }
  return d;
}

function pine(x: number, ground: number, h: number): string {
  const w = h * 0.42;
  let d = polygon([[x - w * 0.08, ground], [x + w * 0.08, ground], [x + w * 0.08, ground - h * 0.2], [x - w * 0.08, ground - h * 0.2]]);
  for (let tier = 0; tier < 3; tier++) {
    const top = ground - h + tier * h * 0.22;
    const bottom = ground - h * 0.14 - (2 - tier) * h * 0.2;
    const tw = w * (0.55 + tier * 0.25);
    d += polygon([[x, top], [x + tw / 2, bottom], [x - tw / 2, bottom]]);
  }
  return d;
}

function palm(x: number, ground: number, h: number, lean: number): string {
  const topX = x + lean * h * 0.3;
  const topY = ground - h;
  const w = h * 0.035;
  let d = `M${n(x - w * 1.6)} ${n(ground)}Q${n(x + lean * h * 0.05)} ${n(ground - h * 0.5)} ${n(topX - w)} ${n(topY)}L${n(topX + w)} ${n(topY)}Q${n(x + lean * h * 0.12 + w * 2)} ${n(ground - h * 0.5)} ${n(x + w * 1.6)} ${n(ground)}Z`;
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.5 + lean * 0.2;
    const len = h * (0.42 + (i % 2) * 0.08);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.25;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.5 - len * 0.08;
    d += `M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my - h * 0.05)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + h * 0.04)} ${n(topX)} ${n(topY + h * 0.02)}Z`;
  }
  return d;
}

function cactus(x: number, ground: number, h: number): string {
  const w = h * 0.16;
  const r = w / 2;
  const body = `M${n(x - r)} ${n(ground)}V${n(ground - h + r)}a${n(r)} ${n(r)} 0 0 1 ${n(w)} 0V${n(ground)}Z`;
  const armL = `M${n(x - r)} ${n(ground - h * 0.42)}H${n(x - w * 1.5)}V${n(ground - h * 0.75)}a${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(w * 0.8)} 0V${n(ground - h * 0.56)}H${n(x - r)}Z`;
  const armR = `M${n(x + r)} ${n(ground - h * 0.55)}H${n(x + w * 1.5)}V${n(ground - h * 0.85)}a${n(r * 0.8)} ${n(r * 0.8)} 0 0 0 ${n(-w * 0.8)} 0V${n(ground - h * 0.68)}H${n(x + r)}Z`;
  return body + armL + armR;
}

/** The sky, sun and land of a theme; the caller puts the motif in front. */
export function scene(theme: Theme | undefined, frame: SceneFrame, options: SceneOptions): string {
  const { random, palette: pal, clipId } = options;
  const { x, y, w, h } = frame;
  const clip =
    frame.shape === 'circle'
      ? el('circle', { cx: x + w / 2, cy: y + h / 2, r: w / 2 })
      : el('rect', { x, y, width: w, height: h });
  const night = theme === 'space' || theme === 'city';
  const sky = night ? pal.ink : pal.light;
  const sunColour = night ? pal.light : pal.accent;
  const parts: string[] = [el('rect', { x: x - 2, y: y - 2, width: w + 4, height: h + 4, fill: sky })];
  const horizon = y + h * (theme === 'sea' ? 0.6 : 0.66);
  const sunR = w * (theme === 'desert' || options.sunHigh ? 0.27 : 0.2);
  const sunX = x + w * (theme === 'space' ? 0.68 : 0.5);
  const sunY = theme === 'space' ? y + h * 0.3 : horizon - sunR * (options.sunHigh ? 0.95 : 0.55);

  if (options.halftone && !night) {
    parts.push(el('path', { d: halftonePath({ x, y, w, h: horizon - y }, w / 38, 'up', 0.35, 1.1), fill: mix(sky, pal.secondary, 0.35) }));
  }
  if (night) {
    let stars = '';
    for (let i = 0; i < 60; i++) {
      const sx = random.range(x, x + w);
      const sy = random.range(y, horizon);
      stars += random.chance(0.15) ? sparklePath(sx, sy, w * random.range(0.012, 0.022)) : starPath(sx, sy, w * random.range(0.003, 0.007), undefined, 4);
    }
    parts.push(el('path', { d: stars, fill: pal.light, opacity: 0.9 }));
  }

  // Sun or planet.
  if (theme === 'space') {
    parts.push(el('circle', { cx: sunX, cy: sunY, r: sunR * 0.8, fill: pal.accent }));
    parts.push(el('path', { d: halftonePath({ x: sunX - sunR, y: sunY - sunR, w: sunR * 2, h: sunR * 2 }, w / 60, 'down', 0.3, 1), fill: shade(pal.accent, -0.3), 'clip-path': `url(#${clipId}p)` }));
    parts.push(el('clipPath', { id: `${clipId}p` }, el('circle', { cx: sunX, cy: sunY, r: sunR * 0.8 })));
    parts.push(el('ellipse', { cx: sunX, cy: sunY, rx: sunR * 1.45, ry: sunR * 0.32, fill: 'none', stroke: pal.primary, 'stroke-width': w * 0.018, transform: `rotate(-18 ${n(sunX)} ${n(sunY)})` }));
    const mx = x + w * 0.28;
    const my = y + h * 0.24;
    parts.push(el('path', { d: `M${n(mx)} ${n(my - w * 0.07)}a${n(w * 0.07)} ${n(w * 0.07)} 0 1 0 ${n(w * 0.05)} ${n(w * 0.13)}a${n(w * 0.055)} ${n(w * 0.055)} 0 1 1 ${n(-w * 0.05)} ${n(-w * 0.13)}Z`, fill: pal.light }));
  } else {
    parts.push(el('circle', { cx: sunX, cy: sunY, r: sunR, fill: sunColour }));
    if (options.stripedSun) {
      let gaps = '';
      for (let i = 0; i < 5; i++) {
        const gy = sunY + sunR * (0.05 + i * 0.2);
        gaps += polygon([[sunX - sunR - 2, gy], [sunX + sunR + 2, gy], [sunX + sunR + 2, gy + sunR * (0.03 + i * 0.025)], [sunX - sunR - 2, gy + sunR * (0.03 + i * 0.025)]]);
      }
      parts.push(el('path', { d: gaps, fill: sky }));
    }
  }

  const far = mix(pal.secondary, sky, 0.45);
  const mid = pal.secondary;
  const near = night ? shade(pal.secondary, -0.45) : pal.ink;
  const bottom = y + h + 4;
  if (theme === 'sea') {
    parts.push(el('rect', { x: x - 2, y: horizon, width: w + 4, height: h, fill: mid }));
    let waves = '';
    for (let i = 0; i < 7; i++) {
      const wy = horizon + (h - (horizon - y)) * (0.12 + i * 0.13);
      const amp = h * 0.012 * (1 + i * 0.3);
      const len = w / (5 - i * 0.35);
      let d = `M${n(x - 4)} ${n(wy)}`;
      for (let px = x - 4; px < x + w + len; px += len) d += `q${n(len / 4)} ${n(-amp * 2)} ${n(len / 2)} 0t${n(len / 2)} 0`;
      waves += `${d}v${n(amp * 1.2)}H${n(x - 4)}Z`;
    }
    parts.push(el('path', { d: waves, fill: shade(mid, 0.22), opacity: 0.7 }));
    let glints = '';
    for (let i = 0; i < 6; i++) {
      const gy = horizon + h * 0.03 + i * h * 0.045;
      const gw = sunR * (1.4 - i * 0.18);
      glints += polygon([[sunX - gw / 2, gy], [sunX + gw / 2, gy], [sunX + gw / 2, gy + h * 0.012], [sunX - gw / 2, gy + h * 0.012]]);
    }
    parts.push(el('path', { d: glints, fill: sunColour, opacity: 0.8 }));
    parts.push(el('path', { d: palm(x + w * 0.2, bottom, h * 0.62, 0.5) + palm(x + w * 0.86, bottom, h * 0.48, -0.6), fill: near }));
  } else if (theme === 'desert') {
    const dune = (base: number, amp: number, phase: number) => {
      let d = `M${n(x - 4)} ${n(base)}`;
      for (let i = 0; i <= 24; i++) {
        const px = x - 4 + ((w + 8) * i) / 24;
        d += `L${n(px)} ${n(base - amp * Math.sin(phase + (i / 24) * Math.PI * 2.2))}`;
      }
      return `${d}V${n(bottom)}H${n(x - 4)}Z`;
    };
    parts.push(el('path', { d: dune(horizon, h * 0.05, random.range(0, 3)), fill: far }));
    parts.push(el('path', { d: dune(horizon + h * 0.12, h * 0.06, random.range(0, 3)), fill: pal.primary }));
    parts.push(el('path', { d: cactus(x + w * 0.24, horizon + h * 0.22, h * 0.34) + cactus(x + w * 0.8, horizon + h * 0.18, h * 0.22), fill: near }));
  } else if (theme === 'city') {
    let towers = '';
    let windows = '';
    for (let bx = x - 4; bx < x + w; ) {
      const bw = w * random.range(0.06, 0.12);
      const bh = h * random.range(0.2, 0.5);
      towers += polygon([[bx, bottom], [bx, horizon + h * 0.2 - bh], [bx + bw, horizon + h * 0.2 - bh], [bx + bw, bottom]]);
      for (let wy = horizon + h * 0.2 - bh + w * 0.02; wy < bottom - w * 0.03; wy += w * 0.035) {
        for (let wx = bx + bw * 0.2; wx < bx + bw * 0.8; wx += bw * 0.3) {
          if (random.chance(0.55)) windows += polygon([[wx, wy], [wx + w * 0.012, wy], [wx + w * 0.012, wy + w * 0.018], [wx, wy + w * 0.018]]);
        }
      }
      bx += bw + w * 0.006;
    }
    parts.push(el('path', { d: towers, fill: shade(pal.secondary, -0.2) }), el('path', { d: windows, fill: pal.accent }));
  } else {
    // Mountains (the default landscape) and forest: three ridges, snow on the far ones, pines in front.
    const farLine = ridge(random, x, x + w, horizon, h * 0.34, 3, 0.5);
    const midLine = ridge(random, x, x + w, horizon + h * 0.08, h * 0.26, 2, 0.45);
    parts.push(el('path', { d: ridgeShape(farLine, bottom), fill: far }));
    if (theme !== 'forest') parts.push(el('path', { d: snowCaps(farLine, h * 0.05), fill: mix(pal.light, '#ffffff', 0.6) }));
    parts.push(el('path', { d: ridgeShape(midLine, bottom), fill: mid }));
    const nearBase = horizon + h * 0.2;
    parts.push(el('path', { d: ridgeShape(ridge(random, x, x + w, nearBase, h * 0.1, 2, 0.3), bottom), fill: near }));
    let trees = '';
    const count = theme === 'forest' ? 13 : 8;
    for (let i = 0; i < count; i++) {
      const tx = x + w * (i / (count - 1)) + random.range(-w * 0.02, w * 0.02);
      const edge = Math.abs(tx - (x + w / 2)) / (w / 2);
      trees += pine(tx, nearBase + h * 0.04, h * random.range(0.12, 0.2) * (0.8 + edge * 0.6));
    }
    parts.push(el('path', { d: trees, fill: near }));
  }
  if (theme === 'space') {
    // A planet's curve in the foreground.
    parts.push(el('path', { d: blobPath(random, x + w * 0.5, y + h * 1.25, w * 0.72, 0.06, 14), fill: shade(pal.secondary, -0.15) }));
  }

  return group({}, el('defs', {}, el('clipPath', { id: clipId }, clip)), group({ 'clip-path': `url(#${clipId})` }, ...parts));
}
