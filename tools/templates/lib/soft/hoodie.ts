/** Hoodie and sweatshirt parts on top of a garment: hood, kangaroo pocket, drawstrings, zip, raglan seams. */
import type { Ctx, Draw } from './canvas';
import type { Garment } from './garment';

/** Long-sleeved, rib-cuffed base for hoodies and sweatshirts (a tee with different proportions). */
export const fleece = (over: Partial<Garment> = {}): Garment => ({
  cx: 0.5, top: 0.17, neckW: 0.075, neckDrop: 0.045, neck: 'crew', shoulderW: 0.22, shoulderDrop: 0.045,
  armpitY: 0.38, bodyW: 0.205, hemY: 0.86, hemW: 0.195, waist: 0, sleeveLen: 0.52, sleeveAngle: 0.3,
  sleeveW: 0.1, cuffRib: 0.04, hemRib: 0.05, collarRib: 0.018, skew: 0.006, ...over,
});

/** The hood's outline, laid back behind the neck (front views). */
function hoodOutline(ctx: Ctx, g: Garment): void {
  const { cx, top, neckW } = g;
  const w = neckW + 0.085;
  ctx.moveTo(cx - w, top + 0.05);
  ctx.bezierCurveTo(cx - w - 0.012, top - 0.06, cx - w * 0.55, top - 0.115, cx, top - 0.115);
  ctx.bezierCurveTo(cx + w * 0.55, top - 0.115, cx + w + 0.012, top - 0.06, cx + w, top + 0.05);
  ctx.closePath();
}

/** The hood's opening: the lining shows down to where the two edges cross at the neck. */
function hoodOpening(ctx: Ctx, g: Garment): void {
  const { cx, top, neckW } = g;
  const w = neckW + 0.05;
  ctx.moveTo(cx - w, top + 0.02);
  ctx.bezierCurveTo(cx - w - 0.006, top - 0.05, cx - w * 0.5, top - 0.085, cx, top - 0.085);
  ctx.bezierCurveTo(cx + w * 0.5, top - 0.085, cx + w + 0.006, top - 0.05, cx + w, top + 0.02);
  ctx.quadraticCurveTo(cx + neckW * 0.45, top + 0.03, cx, top + 0.085);
  ctx.quadraticCurveTo(cx - neckW * 0.45, top + 0.03, cx - w, top + 0.02);
  ctx.closePath();
}

/** The hood, laid back behind the neck (a separately rounded part of the product). */
export function hoodBack(g: Garment): Draw {
  return (ctx) => {
    ctx.beginPath();
    hoodOutline(ctx, g);
    ctx.fill();
  };
}

/** The hood's lining seen through its opening. */
export function hoodInner(g: Garment): Draw {
  return (ctx) => {
    ctx.beginPath();
    hoodOpening(ctx, g);
    ctx.fill();
  };
}

/** The rolled, double-stitched edge round the hood's opening, and the seam up the middle of the hood. */
export function hoodSeams(g: Garment): Draw {
  return (ctx) => {
    ctx.lineWidth = 0.002;
    ctx.beginPath();
    hoodOpening(ctx, g);
    ctx.stroke();
  };
}

const STRING = 0.0075;

/** Where the drawstrings hang: out of the eyelets beside the crossover, down over the chest. */
function strings(ctx: Ctx, g: Garment): void {
  const { cx, top } = g;
  ctx.moveTo(cx - 0.032, top + 0.06);
  ctx.bezierCurveTo(cx - 0.036, top + 0.1, cx - 0.046, top + 0.16, cx - 0.041, top + 0.215);
  ctx.moveTo(cx + 0.032, top + 0.06);
  ctx.bezierCurveTo(cx + 0.034, top + 0.11, cx + 0.04, top + 0.17, cx + 0.047, top + 0.235);
}

/** The drawstrings: cords of the same fleece, raised off the chest (and hiding the print under them). */
export function drawstrings(g: Garment): Draw {
  return (ctx) => {
    ctx.lineWidth = STRING;
    ctx.lineCap = 'round';
    ctx.beginPath();
    strings(ctx, g);
    ctx.stroke();
  };
}

/** Metal eyelets and plastic aglets: not recoloured. */
export function drawstringHardware(g: Garment): Draw {
  return (ctx) => {
    const { cx, top } = g;
    for (const x of [cx - 0.032, cx + 0.032]) {
      const grad = ctx.createRadialGradient(x - 0.002, top + 0.057, 0.001, x, top + 0.06, 0.008);
      grad.addColorStop(0, '#f4f4f2');
      grad.addColorStop(1, '#8b8e92');
      ctx.strokeStyle = grad;
      ctx.lineWidth = 0.0035;
      ctx.beginPath();
      ctx.arc(x, top + 0.06, 0.0055, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.lineCap = 'round';
    ctx.lineWidth = STRING * 1.05;
    for (const [x0, y0, x1, y1] of [[cx - 0.041, top + 0.215, cx - 0.0405, top + 0.237], [cx + 0.047, top + 0.235, cx + 0.048, top + 0.257]] as const) {
      const grad = ctx.createLinearGradient(x0 - 0.004, 0, x0 + 0.004, 0);
      grad.addColorStop(0, '#9a9da1');
      grad.addColorStop(0.4, '#eceded');
      grad.addColorStop(1, '#6d7075');
      ctx.strokeStyle = grad;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
    }
  };
}

/** The kangaroo pocket's panel (pullover) or the split pockets' outline (zip), for the fabric layer on top. */
export function pocketPanel(g: Garment, zip: boolean): Draw {
  return (ctx) => {
    const { cx, hemY, hemRib } = g;
    const py = hemY - hemRib - 0.17;
    const by = hemY - hemRib + 0.002;
    ctx.beginPath();
    if (zip) {
      for (const s of [-1, 1]) {
        ctx.moveTo(cx + s * 0.012, py + 0.012);
        ctx.lineTo(cx + s * 0.1, py);
        ctx.lineTo(cx + s * 0.15, by);
        ctx.lineTo(cx + s * 0.012, by);
        ctx.closePath();
      }
    } else {
      ctx.moveTo(cx - 0.17, by);
      ctx.lineTo(cx - 0.115, py);
      ctx.quadraticCurveTo(cx, py - 0.004, cx + 0.115, py);
      ctx.lineTo(cx + 0.17, by);
      ctx.closePath();
    }
    ctx.fill();
  };
}

/** Pocket openings: the slanted sides of a kangaroo pocket show a dark slit. */
export function pocketOpenings(g: Garment, zip: boolean): Draw {
  return (ctx) => {
    if (zip) return;
    const { cx, hemY, hemRib } = g;
    const py = hemY - hemRib - 0.17;
    const by = hemY - hemRib;
    ctx.lineWidth = 0.005;
    ctx.beginPath();
    ctx.moveTo(cx - 0.113, py + 0.02);
    ctx.lineTo(cx - 0.155, by - 0.03);
    ctx.moveTo(cx + 0.113, py + 0.02);
    ctx.lineTo(cx + 0.155, by - 0.03);
    ctx.stroke();
  };
}

/** Double-needle stitching round the pocket. */
export function pocketStitches(g: Garment, zip: boolean): Draw {
  return (ctx) => {
    const { cx, hemY, hemRib } = g;
    const py = hemY - hemRib - 0.17;
    ctx.setLineDash([0.0026, 0.0014]);
    ctx.lineWidth = 0.0011;
    ctx.beginPath();
    for (const inset of [0.004, 0.009]) {
      if (zip) {
        for (const s of [-1, 1]) {
          ctx.moveTo(cx + s * 0.1 - s * inset * 0.3, py + inset);
          ctx.lineTo(cx + s * 0.15 - s * inset, hemY - hemRib);
        }
      } else {
        ctx.moveTo(cx - 0.115 + inset, py + inset);
        ctx.quadraticCurveTo(cx, py - 0.004 + inset, cx + 0.115 - inset, py + inset);
      }
    }
    ctx.stroke();
    ctx.setLineDash([]);
  };
}

/** Centre-front zip from the neck to the hem (or `to`, for quarter zips): tape, teeth and the pull. */
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

/** Hood lying on the back, for back views: its outline and centre seam. */
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

/** The hood on the back as a fabric layer (its edge casts a soft shadow). */
export function hoodOnBackPanel(g: Garment): Draw {
  return (ctx) => {
    const { cx, top, neckW } = g;
    ctx.beginPath();
    ctx.moveTo(cx - neckW - 0.05, top + 0.01);
    ctx.bezierCurveTo(cx - neckW - 0.09, top + 0.12, cx - 0.06, top + 0.2, cx, top + 0.21);
    ctx.bezierCurveTo(cx + 0.06, top + 0.2, cx + neckW + 0.09, top + 0.12, cx + neckW + 0.05, top + 0.01);
    ctx.closePath();
    ctx.fill();
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
