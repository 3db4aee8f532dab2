/** The construction of a garment, for the relief: seams pressed in, stitching standing up, rib knit bands. */
import type { Ctx, Draw } from './canvas';
import { frame, frontNeck, mid, type Frame, type Garment } from './garment';
import type { Pt } from './quad';
import type { Rib } from './relief';

/** Stitch length and gap (unit): about 3 mm stitches on an adult garment. */
const DASH: [number, number] = [0.0026, 0.0014];
const THREAD = 0.0011;

function hemLine(ctx: Ctx, g: Garment, f: Frame, up: number): void {
  ctx.moveTo(f.hl[0] + 0.003, f.hl[1] - up);
  ctx.quadraticCurveTo(g.cx, g.hemY + 0.008 - up, f.hr[0] - 0.003, f.hr[1] - up);
}

/** A line across a sleeve's opening, `up` in from the cuff edge (towards the shoulder). */
function cuffLine(ctx: Ctx, g: Garment, o: Pt, i: Pt, side: number, up: number): void {
  const a = g.sleeveAngle + side * g.skew * 3;
  const ux = -side * Math.sin(a) * up, uy = -Math.cos(a) * up;
  ctx.moveTo(o[0] + ux, o[1] + uy);
  ctx.lineTo(i[0] + ux, i[1] + uy);
}

/** Shoulder and armhole seams, the seam under the collar band, and the fold of a plain hem. */
export function garmentSeams(g: Garment): Draw {
  return (ctx) => {
    const f = frame(g);
    ctx.lineWidth = 0.0016;
    ctx.beginPath();
    if (g.neck !== 'none') {
      // Shoulder seams run from the neck to the shoulder point.
      ctx.moveTo(f.nl[0] - 0.004, f.nl[1] + 0.002);
      ctx.quadraticCurveTo(mid(f.nl, f.sl)[0], mid(f.nl, f.sl)[1] - 0.004, f.sl[0] + 0.004, f.sl[1]);
      ctx.moveTo(f.nr[0] + 0.004, f.nr[1] + 0.002);
      ctx.quadraticCurveTo(mid(f.nr, f.sr)[0], mid(f.nr, f.sr)[1] - 0.004, f.sr[0] - 0.004, f.sr[1]);
    }
    if (g.sleeveLen > 0) {
      // Set-in sleeves: the armhole seam curves from the shoulder point down to the underarm.
      ctx.moveTo(f.sl[0], f.sl[1]);
      ctx.quadraticCurveTo(f.al[0] - 0.012, mid(f.sl, f.al)[1], f.al[0], f.al[1]);
      ctx.moveTo(f.sr[0], f.sr[1]);
      ctx.quadraticCurveTo(f.ar[0] + 0.012, mid(f.sr, f.ar)[1], f.ar[0], f.ar[1]);
    }
    ctx.stroke();
    if (g.neck !== 'none') {
      ctx.beginPath();
      frontNeck(ctx, g, f, g.collarRib);
      ctx.stroke();
    }
    // A plain hem is folded up and sewn: a faint crease where it turns.
    ctx.globalAlpha = g.hemRib ? 1 : 0.5;
    ctx.beginPath();
    hemLine(ctx, g, f, g.hemRib || 0.022);
    ctx.stroke();
    if (g.sleeveLen > 0) {
      ctx.beginPath();
      cuffLine(ctx, g, f.col, f.cil, -1, g.cuffRib || 0.02);
      cuffLine(ctx, g, f.cor, f.cir, 1, g.cuffRib || 0.02);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  };
}

/** Twin-needle hems and cuffs and the cover stitch under the collar: dashed rows of thread. */
export function garmentStitches(g: Garment): Draw {
  return (ctx) => {
    const f = frame(g);
    ctx.setLineDash(DASH);
    ctx.lineWidth = THREAD;
    ctx.lineCap = 'butt';
    ctx.beginPath();
    if (!g.hemRib) for (const up of [0.016, 0.0215]) hemLine(ctx, g, f, up);
    if (g.sleeveLen > 0 && !g.cuffRib) {
      for (const up of [0.014, 0.0195]) {
        cuffLine(ctx, g, f.col, f.cil, -1, up);
        cuffLine(ctx, g, f.cor, f.cir, 1, up);
      }
    }
    ctx.stroke();
    if (g.neck !== 'none') {
      ctx.beginPath();
      frontNeck(ctx, g, f, g.collarRib + 0.004);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  };
}

/** Rib bands: the collar's ribs radiate from the neck, cuffs and waistbands rib along the garment. */
export function garmentRibs(g: Garment): Rib[] {
  const f = frame(g);
  const ribs: Rib[] = [];
  if (g.neck !== 'none' && g.collarRib > 0) {
    ribs.push({ area: ringBetween(g, f), along: [g.cx, g.top] });
  }
  if (g.hemRib > 0) {
    ribs.push({
      area: (ctx) => {
        ctx.beginPath();
        ctx.moveTo(f.hl[0], f.hl[1]);
        ctx.quadraticCurveTo(g.cx, g.hemY + 0.008, f.hr[0], f.hr[1]);
        ctx.lineTo(f.hr[0], f.hr[1] - g.hemRib);
        ctx.quadraticCurveTo(g.cx, g.hemY + 0.008 - g.hemRib, f.hl[0], f.hl[1] - g.hemRib);
        ctx.closePath();
        ctx.fill();
      },
      along: Math.PI / 2,
    });
  }
  if (g.cuffRib > 0 && g.sleeveLen > 0) {
    for (const [o, i, side] of [[f.col, f.cil, -1], [f.cor, f.cir, 1]] as const) {
      const a = g.sleeveAngle + side * g.skew * 3;
      const ux = -side * Math.sin(a) * g.cuffRib, uy = -Math.cos(a) * g.cuffRib;
      ribs.push({
        area: (ctx) => {
          ctx.beginPath();
          ctx.moveTo(o[0], o[1]);
          ctx.lineTo(i[0], i[1]);
          ctx.lineTo(i[0] + ux, i[1] + uy);
          ctx.lineTo(o[0] + ux, o[1] + uy);
          ctx.closePath();
          ctx.fill();
        },
        along: Math.atan2(-uy, -ux),
      });
    }
  }
  return ribs;
}

/** The collar band: between the neckline and a line `collarRib` below it. */
function ringBetween(g: Garment, f: Frame): Draw {
  return (ctx) => {
    ctx.beginPath();
    frontNeck(ctx, g, f, g.collarRib);
    ctx.lineTo(f.nr[0], f.nr[1] - 0.002);
    ctx.lineTo(f.nl[0], f.nl[1] - 0.002);
    ctx.closePath();
    ctx.fill();
    ctx.globalCompositeOperation = 'destination-out';
    ctx.beginPath();
    frontNeck(ctx, g, f);
    ctx.lineTo(f.nr[0], f.nr[1] - 0.05);
    ctx.lineTo(f.nl[0], f.nl[1] - 0.05);
    ctx.closePath();
    ctx.fill();
    ctx.globalCompositeOperation = 'source-over';
  };
}
