/** Hoodie and sweatshirt parts on top of a garment: hood, kangaroo pocket, drawstrings, zip, raglan seams. */
import type { Draw } from './canvas';
import type { Garment } from './garment';

/** Long-sleeved, rib-cuffed base for hoodies and sweatshirts (a tee with different proportions). */
export const fleece = (over: Partial<Garment> = {}): Garment => ({
  cx: 0.5, top: 0.17, neckW: 0.075, neckDrop: 0.045, neck: 'crew', shoulderW: 0.22, shoulderDrop: 0.045,
  armpitY: 0.38, bodyW: 0.205, hemY: 0.86, hemW: 0.195, waist: 0, sleeveLen: 0.52, sleeveAngle: 0.3,
  sleeveW: 0.1, cuffRib: 0.04, hemRib: 0.05, collarRib: 0.018, skew: 0.006, ...over,
});

/** The hood lying behind the neck, seen from the front (part of the product silhouette). */
export function hoodBack(g: Garment): Draw {
  return (ctx) => {
    const { cx, top, neckW } = g;
    ctx.beginPath();
    ctx.moveTo(cx - neckW - 0.06, top + 0.04);
    ctx.bezierCurveTo(cx - neckW - 0.07, top - 0.08, cx + neckW + 0.07, top - 0.08, cx + neckW + 0.06, top + 0.04);
    ctx.closePath();
    ctx.fill();
  };
}

/** The hood's lining seen through its opening. */
export function hoodInner(g: Garment): Draw {
  return (ctx) => {
    const { cx, top, neckW } = g;
    ctx.beginPath();
    ctx.moveTo(cx - neckW - 0.03, top + 0.02);
    ctx.bezierCurveTo(cx - neckW - 0.035, top - 0.055, cx + neckW + 0.035, top - 0.055, cx + neckW + 0.03, top + 0.02);
    ctx.quadraticCurveTo(cx + neckW * 0.5, top + 0.02, cx, top + 0.075);
    ctx.quadraticCurveTo(cx - neckW * 0.5, top + 0.02, cx - neckW - 0.03, top + 0.02);
    ctx.closePath();
    ctx.fill();
  };
}

/** Hood opening edge, drawstrings, kangaroo pocket (pullover) or zip and split pockets (zip). */
export function hoodDetails(g: Garment, zip: boolean, strings = true): Draw {
  return (ctx) => {
    const { cx, top, neckW, hemY, hemRib } = g;
    ctx.lineWidth = 0.0022;
    ctx.beginPath();
    ctx.moveTo(cx - neckW - 0.045, top + 0.03);
    ctx.quadraticCurveTo(cx - neckW * 0.3, top + 0.04, cx + 0.004, top + 0.09);
    ctx.moveTo(cx + neckW + 0.045, top + 0.03);
    ctx.quadraticCurveTo(cx + neckW * 0.3, top + 0.04, cx - 0.004, top + 0.09);
    ctx.stroke();
    if (strings) {
      ctx.lineWidth = 0.0065;
      ctx.globalAlpha = 0.3;
      ctx.beginPath();
      ctx.moveTo(cx - 0.035, top + 0.06);
      ctx.quadraticCurveTo(cx - 0.045, top + 0.14, cx - 0.038, top + 0.2);
      ctx.moveTo(cx + 0.035, top + 0.06);
      ctx.quadraticCurveTo(cx + 0.04, top + 0.15, cx + 0.046, top + 0.22);
      ctx.stroke();
      ctx.globalAlpha = 0.75;
      ctx.lineWidth = 0.008;
      ctx.beginPath();
      ctx.moveTo(cx - 0.038, top + 0.2);
      ctx.lineTo(cx - 0.038, top + 0.215);
      ctx.moveTo(cx + 0.046, top + 0.22);
      ctx.lineTo(cx + 0.047, top + 0.235);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    const py = hemY - hemRib - 0.17;
    const by = hemY - hemRib;
    ctx.lineWidth = 0.0022;
    ctx.beginPath();
    if (zip) {
      ctx.moveTo(cx - 0.012, py + 0.01);
      ctx.lineTo(cx - 0.1, py);
      ctx.lineTo(cx - 0.15, by);
      ctx.moveTo(cx + 0.012, py + 0.01);
      ctx.lineTo(cx + 0.1, py);
      ctx.lineTo(cx + 0.15, by);
    } else {
      ctx.moveTo(cx - 0.17, by);
      ctx.lineTo(cx - 0.11, py);
      ctx.lineTo(cx + 0.11, py);
      ctx.lineTo(cx + 0.17, by);
    }
    ctx.stroke();
    if (zip) zipper(g)(ctx);
  };
}

/** Centre-front zip from the neck to the hem (or `to`, for quarter zips). */
export function zipper(g: Garment, to = g.hemY): Draw {
  return (ctx) => {
    ctx.lineWidth = 0.007;
    ctx.globalAlpha = 0.55;
    ctx.beginPath();
    ctx.moveTo(g.cx, g.top + g.neckDrop * 0.5);
    ctx.lineTo(g.cx + g.skew * 0.5, to);
    ctx.stroke();
    ctx.globalAlpha = 0.9;
    ctx.lineWidth = 0.0022;
    ctx.beginPath();
    ctx.moveTo(g.cx - 0.0065, g.top + g.neckDrop * 0.5);
    ctx.lineTo(g.cx - 0.0065 + g.skew * 0.5, to);
    ctx.moveTo(g.cx + 0.0065, g.top + g.neckDrop * 0.5);
    ctx.lineTo(g.cx + 0.0065 + g.skew * 0.5, to);
    ctx.stroke();
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    ctx.moveTo(g.cx, g.top + g.neckDrop + 0.02);
    ctx.lineTo(g.cx, g.top + g.neckDrop + 0.05);
    ctx.stroke();
    ctx.globalAlpha = 1;
  };
}

/** Hood lying on the back, for back views (part of the silhouette's surface, stroked). */
export function hoodOnBack(g: Garment): Draw {
  return (ctx) => {
    const { cx, top, neckW } = g;
    ctx.lineWidth = 0.0025;
    ctx.beginPath();
    ctx.moveTo(cx - neckW - 0.05, top + 0.01);
    ctx.bezierCurveTo(cx - neckW - 0.09, top + 0.12, cx - 0.06, top + 0.2, cx, top + 0.21);
    ctx.bezierCurveTo(cx + 0.06, top + 0.2, cx + neckW + 0.09, top + 0.12, cx + neckW + 0.05, top + 0.01);
    ctx.moveTo(cx, top + 0.0);
    ctx.lineTo(cx, top + 0.21);
    ctx.stroke();
  };
}

/** Raglan seams: from the neck diagonally to the armpits (sweatshirts). */
export function raglan(g: Garment): Draw {
  return (ctx) => {
    ctx.lineWidth = 0.002;
    ctx.beginPath();
    ctx.moveTo(g.cx - g.neckW - 0.01, g.top + 0.01);
    ctx.quadraticCurveTo(g.cx - g.bodyW + 0.02, g.top + 0.1, g.cx - g.bodyW, g.armpitY);
    ctx.moveTo(g.cx + g.neckW + 0.01, g.top + 0.01);
    ctx.quadraticCurveTo(g.cx + g.bodyW - 0.02, g.top + 0.1, g.cx + g.bodyW, g.armpitY);
    ctx.stroke();
  };
}
