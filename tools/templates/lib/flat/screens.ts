import { offset, panel, type Pose } from './kit';
import { hex } from './materials';
import type { Material, RGB } from './solids';
import { screenDevice, type Device, type ScreenSpec } from './devices';

/** Screen content around the print: a social feed drawn procedurally round the post. */

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
