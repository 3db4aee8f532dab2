import { offset, panel, slab, type Pose } from './kit';
import { hex } from './materials';
import type { Material, Quad, RGB, Solid } from './solids';
import { screenDevice, type Device, type ScreenSpec } from './devices';

/** Screen content around the print: app chrome drawn procedurally (feeds, browser bars), desktop monitors. */

const lightGrey = hex('#e9ebee');
const midGrey = hex('#c9cdd3');
const ink = hex('#30343b');

const inBox = (s: number, t: number, x0: number, y0: number, x1: number, y1: number) => s >= x0 && s <= x1 && t >= y0 && t <= y1;
const inCircle = (s: number, t: number, cx: number, cy: number, r: number, aspect: number) => (s - cx) ** 2 + ((t - cy) * aspect) ** 2 <= r * r;

/** A social post card: header (avatar, name), the post square (left blank for the print), action icons, caption. */
export function feedUI(aspect: number, postTop: number, postBottom: number, accent = '#e1306c'): (s: number, t: number) => RGB {
  const acc = hex(accent);
  return (s, t) => {
    if (t < 0.055) return inBox(s, t, 0.05, 0.022, 0.3, 0.038) ? ink : [1, 1, 1];
    if (t < postTop) {
      if (inCircle(s, t, 0.1, (0.055 + postTop) / 2, 0.055, aspect)) return acc;
      if (inBox(s, t, 0.2, postTop - 0.045, 0.5, postTop - 0.03)) return ink;
      if (inBox(s, t, 0.2, postTop - 0.025, 0.38, postTop - 0.015)) return midGrey;
      return [1, 1, 1];
    }
    if (t <= postBottom) return lightGrey;
    const y = t - postBottom;
    for (const cx of [0.07, 0.17, 0.27]) if (inCircle(s, t, cx, postBottom + 0.03, 0.035, aspect)) return cx === 0.07 ? acc : ink;
    if (y > 0.06 && y < 0.072 && s > 0.05 && s < 0.35) return ink;
    if (y > 0.085 && y < 0.095 && s > 0.05 && s < 0.9) return midGrey;
    if (y > 0.105 && y < 0.115 && s > 0.05 && s < 0.7) return midGrey;
    if (t > 0.94) {
      for (const cx of [0.1, 0.3, 0.5, 0.7, 0.9]) if (inCircle(s, t, cx, 0.97, 0.03, aspect)) return ink;
    }
    return [1, 1, 1];
  };
}

/** A phone showing a social feed whose post (square or 4:5) is the print. */
export function feedPhone(p: Pose, s: ScreenSpec, postRatio = 1, body?: Material, accent?: string): Device {
  const dev = screenDevice(p, s, body);
  const scr = dev.print;
  const sw = scr.lu;
  const sh = scr.lv;
  const postH = sw * postRatio;
  const top = 0.15;
  const bottom = top + postH / sh;
  const ui = panel('prop', { colour: feedUI(sh / sw, top, bottom, accent), emissive: 0.95, glare: 0.09 }, { ...p, at: scr.point(0.5, 0.5) }, sw, sh, Math.max(0.1, s.corner - s.bezel));
  const post = panel('print', { colour: [1, 1, 1], emissive: 0.95, glare: 0.09 }, offset({ ...p, at: scr.point(0.5, top + postH / sh / 2) }, 0, 0, 0.001), sw, postH);
  dev.solids.splice(dev.solids.indexOf(scr), 1, ui, post);
  return { solids: dev.solids, print: post };
}

/** A browser window: tab strip and address bar over the page (the print). Returns the chrome and the page. */
export function browser(screen: Quad, p: Pose, barFraction = 0.075): { chrome: Quad; page: Quad } {
  const w = screen.lu;
  const h = screen.lv;
  const bar = h * barFraction;
  const chromeColour = (s: number, t: number): RGB => {
    if (inCircle(s, t, 0.02, 0.5, 0.008, w / h / barFraction)) return hex('#ff5f57');
    if (inCircle(s, t, 0.04, 0.5, 0.008, w / h / barFraction)) return hex('#febc2e');
    if (inCircle(s, t, 0.06, 0.5, 0.008, w / h / barFraction)) return hex('#28c840');
    if (inBox(s, t, 0.3, 0.25, 0.7, 0.75)) return [1, 1, 1];
    return hex('#e4e6ea');
  };
  const chrome = panel('prop', { colour: chromeColour, emissive: 0.95, glare: 0.09 }, { ...p, at: screen.point(0.5, barFraction / 2) }, w, bar);
  const page = panel('print', { colour: [1, 1, 1], emissive: 0.95, glare: 0.09 }, { ...p, at: screen.point(0.5, barFraction + (1 - barFraction) / 2) }, w, h - bar);
  return { chrome, page };
}

/** A desktop monitor on a foot, its front at the pose (bottom of the stand on the desk below). */
export function monitor(p: Pose, w = 55, h = 32, body: Material = { colour: [0.9, 0.9, 0.91], spec: 0.3, shininess: 40 }): Device {
  const d = 1.2;
  const solids: Solid[] = [slab('product', body, p, w, h, d, 1.2, 0.4)];
  solids.push(panel('product', { colour: [0.03, 0.03, 0.035], spec: 0.8, shininess: 160, glare: 0.07 }, offset(p, 0, 0, d / 2 + 0.002), w - 0.4, h - 0.4, 1));
  const print = panel('print', { colour: [1, 1, 1], emissive: 0.95, glare: 0.09 }, offset(p, 0, 0.6, d / 2 + 0.004), w - 2.2, h - 3.4, 0.1);
  solids.push(print);
  const neckTop = offset(p, 0, -h / 2 + 4, -d / 2 - 1.6);
  const y = neckTop.at[1];
  solids.push(slab('prop', body, { ...neckTop, at: [neckTop.at[0], y / 2 + 2, neckTop.at[2]] }, 6, y, 1.2, 0.4, 0.3));
  solids.push(slab('prop', body, { at: [neckTop.at[0], 0.4, neckTop.at[2] + 3], yaw: p.yaw ?? 0, pitch: -90 }, 18, 14, 0.8, 3, 0.3));
  return { solids, print };
}
