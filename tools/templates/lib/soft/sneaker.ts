/**
 * A canvas sneaker seen from the side (toe to the right): the recoloured upper — quarter panel, vamp, tongue, heel
 * counter, padded collar — with its panel seams and stitching, and the parts that stay as they are: the rubber sole
 * with its foxing stripe, toe bumper and tread, the laces and the metal eyelets.
 */
import type { Ctx, Draw } from './canvas';

export interface Sneaker {
  /** Collar height (y of the ankle opening; lower = higher shoe) and sole thickness. */
  collar: number;
  sole: number;
  laces: boolean;
}

export const SOLE_Y = 0.66;
const TOE = 0.835;
const HEEL = 0.185;

/** Where the eyelets sit along the eyestay, from the throat to the vamp. */
function eyelets(s: Sneaker): Array<[number, number]> {
  const n = s.collar < 0.4 ? 8 : 5;
  const out: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    out.push([0.485 + t * 0.19, s.collar + 0.022 + t * (0.53 - s.collar - 0.01)]);
  }
  return out;
}

function upperPath(ctx: Ctx, s: Sneaker): void {
  const c = s.collar;
  ctx.moveTo(HEEL + 0.01, SOLE_Y);
  // Heel counter: the back bulges a little, then leans in to the collar.
  ctx.bezierCurveTo(HEEL - 0.012, SOLE_Y - 0.07, HEEL - 0.004, c + 0.06, HEEL + 0.02, c);
  // Padded collar dipping to the throat.
  ctx.bezierCurveTo(0.28, c + 0.02, 0.37, c + 0.035, 0.45, c + 0.012);
  // The tongue stands above the throat.
  ctx.quadraticCurveTo(0.452, c - 0.038, 0.48, c - 0.042);
  ctx.quadraticCurveTo(0.505, c - 0.04, 0.5, c - 0.008);
  // Along the laces down the instep to the vamp and the toe.
  ctx.bezierCurveTo(0.56, 0.47, 0.66, 0.52, 0.73, 0.545);
  ctx.bezierCurveTo(0.79, 0.565, TOE, 0.6, TOE - 0.004, SOLE_Y);
  ctx.closePath();
}

export const sneakerShape = (s: Sneaker): Draw => (ctx) => {
  ctx.beginPath();
  upperPath(ctx, s);
  ctx.fill();
};

/** The ankle opening's lining, seen over the collar. */
export const sneakerInner = (s: Sneaker): Draw => (ctx) => {
  ctx.beginPath();
  ctx.ellipse(0.33, s.collar + 0.02, 0.115, 0.011, 0.06, 0, Math.PI * 2);
  ctx.fill();
};

/** Panel seams: vamp, heel counter, the eyestay's edge, the tongue's edge and the collar's padding line. */
export const sneakerSeams = (s: Sneaker): Draw => (ctx) => {
  const c = s.collar;
  ctx.lineWidth = 0.0024;
  ctx.beginPath();
  // Vamp: from the throat round to the sole, in front of the quarter.
  ctx.moveTo(0.5, c + 0.03);
  ctx.bezierCurveTo(0.485, c + 0.09, 0.5, 0.6, 0.52, SOLE_Y);
  // Heel counter.
  ctx.moveTo(HEEL + 0.045, SOLE_Y);
  ctx.bezierCurveTo(0.24, SOLE_Y - 0.06, 0.23, c + 0.09, HEEL + 0.03, c + 0.025);
  // Eyestay: a band along the lacing.
  ctx.moveTo(0.465, c + 0.045);
  ctx.bezierCurveTo(0.53, 0.5, 0.62, 0.55, 0.7, 0.565);
  // Collar padding.
  ctx.moveTo(HEEL + 0.022, c + 0.02);
  ctx.bezierCurveTo(0.28, c + 0.042, 0.37, c + 0.055, 0.455, c + 0.035);
  ctx.stroke();
};

/** Double rows of stitching along the seams. */
export const sneakerStitches = (s: Sneaker): Draw => (ctx) => {
  const c = s.collar;
  ctx.setLineDash([0.0022, 0.0013]);
  ctx.lineWidth = 0.001;
  ctx.beginPath();
  for (const d of [0.005, 0.009]) {
    ctx.moveTo(0.5 + d, c + 0.03);
    ctx.bezierCurveTo(0.485 + d, c + 0.09, 0.5 + d, 0.6, 0.52 + d, SOLE_Y - 0.004);
    ctx.moveTo(HEEL + 0.045 + d, SOLE_Y - 0.004);
    ctx.bezierCurveTo(0.24 + d, SOLE_Y - 0.06, 0.23 + d, c + 0.09, HEEL + 0.03 + d, c + 0.03);
    ctx.moveTo(0.465, c + 0.045 + d);
    ctx.bezierCurveTo(0.53, 0.5 + d, 0.62, 0.55 + d, 0.7, 0.565 + d);
  }
  ctx.stroke();
  ctx.setLineDash([]);
};

/** The tongue and the eyestay are layers of canvas over the vamp. */
export const sneakerLayers = (s: Sneaker): Array<{ area: Draw; height: number; soft?: number }> => [
  {
    area: (ctx) => {
      const c = s.collar;
      ctx.beginPath();
      ctx.moveTo(0.465, c + 0.045);
      ctx.bezierCurveTo(0.53, 0.5, 0.62, 0.55, 0.7, 0.565);
      ctx.lineTo(0.72, 0.535);
      ctx.bezierCurveTo(0.64, 0.51, 0.55, 0.46, 0.5, c - 0.008);
      ctx.closePath();
      ctx.fill();
    },
    height: 0.003,
  },
];

const rubber = (ctx: Ctx, y0: number, y1: number) => {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, '#fbfaf6');
  g.addColorStop(0.55, '#ecebe5');
  g.addColorStop(1, '#c4c1b8');
  return g;
};

/** The sole: a vulcanised rubber wall with a thin foxing stripe, a toe bumper and a tread edge; not recoloured. */
export const sneakerSole = (s: Sneaker): Draw => (ctx) => {
  const y0 = SOLE_Y - 0.018, y1 = SOLE_Y + s.sole;
  ctx.fillStyle = rubber(ctx, y0, y1);
  ctx.beginPath();
  ctx.moveTo(HEEL + 0.002, y0);
  ctx.lineTo(0.78, y0);
  // Toe spring: the sole curves up at the front.
  ctx.bezierCurveTo(0.83, y0 - 0.02, TOE + 0.018, y0 + 0.005, TOE + 0.012, y1 - s.sole * 0.45);
  ctx.quadraticCurveTo(TOE, y1 - 0.002, 0.79, y1);
  ctx.lineTo(HEEL + 0.02, y1);
  ctx.quadraticCurveTo(HEEL - 0.01, y1, HEEL - 0.008, y1 - s.sole * 0.5);
  ctx.quadraticCurveTo(HEEL - 0.006, y0, HEEL + 0.002, y0);
  ctx.closePath();
  ctx.fill();
  // Toe bumper over the front of the upper.
  ctx.beginPath();
  ctx.moveTo(0.72, y0 + 0.002);
  ctx.bezierCurveTo(0.74, y0 - 0.035, 0.81, y0 - 0.045, TOE + 0.006, y0 - 0.004);
  ctx.lineTo(TOE + 0.012, y0 + 0.01);
  ctx.closePath();
  ctx.fill();
  // Foxing stripe and the tread's edge.
  ctx.lineWidth = 0.0045;
  ctx.strokeStyle = 'rgba(30,30,34,0.55)';
  ctx.beginPath();
  ctx.moveTo(HEEL + 0.004, SOLE_Y + s.sole * 0.3);
  ctx.lineTo(0.82, SOLE_Y + s.sole * 0.3);
  ctx.stroke();
  ctx.fillStyle = 'rgba(70,66,60,0.35)';
  for (let x = HEEL + 0.012; x < 0.8; x += 0.009) ctx.fillRect(x, y1 - 0.009, 0.0045, 0.007);
  ctx.strokeStyle = 'rgba(0,0,0,0.18)';
  ctx.lineWidth = 0.0016;
  ctx.beginPath();
  ctx.moveTo(HEEL + 0.004, y0 + 0.002);
  ctx.lineTo(0.75, y0 + 0.002);
  ctx.stroke();
};

/** Laces (white cords crossing over the tongue from eyelet to eyelet, a bow at the top) and the metal eyelets. */
export const sneakerLaces = (s: Sneaker): Draw => (ctx) => {
  if (!s.laces) return;
  const pts = eyelets(s);
  const cord = (x0: number, y0: number, x1: number, y1: number, cx: number, cy: number) => {
    ctx.strokeStyle = '#b9b7b1';
    ctx.lineWidth = 0.0085;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(cx, cy, x1, y1);
    ctx.stroke();
    ctx.strokeStyle = '#f7f6f2';
    ctx.lineWidth = 0.0052;
    ctx.beginPath();
    ctx.moveTo(x0, y0 - 0.0012);
    ctx.quadraticCurveTo(cx, cy - 0.0012, x1, y1 - 0.0012);
    ctx.stroke();
  };
  ctx.lineCap = 'round';
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!, [x1, y1] = pts[i + 1]!;
    // Over the top of the tongue to the next eyelet: the cord arcs above the eyestay.
    cord(x0, y0, x1, y1, (x0 + x1) / 2 + 0.004, (y0 + y1) / 2 - 0.028);
  }
  const [tx, ty] = pts[0]!;
  // The bow: two loops and two ends falling over the side.
  cord(tx, ty, tx - 0.05, ty + 0.01, tx - 0.035, ty - 0.045);
  cord(tx, ty, tx + 0.03, ty - 0.018, tx + 0.02, ty - 0.055);
  cord(tx, ty, tx - 0.03, ty + 0.075, tx - 0.012, ty + 0.03);
  cord(tx, ty, tx - 0.005, ty + 0.09, tx + 0.004, ty + 0.04);
  for (const [x, y] of pts) {
    const g = ctx.createRadialGradient(x - 0.002, y - 0.002, 0.0005, x, y, 0.007);
    g.addColorStop(0, '#fdfdfc');
    g.addColorStop(0.6, '#a7aaae');
    g.addColorStop(1, '#55585d');
    ctx.strokeStyle = g;
    ctx.lineWidth = 0.0032;
    ctx.beginPath();
    ctx.arc(x, y, 0.0048, 0, Math.PI * 2);
    ctx.stroke();
  }
};

/** A slip-on's elastic side gore instead of laces. */
export const sneakerGore = (s: Sneaker): Draw => (ctx) => {
  if (s.laces) return;
  ctx.lineWidth = 0.002;
  for (let i = 0; i < 7; i++) {
    ctx.beginPath();
    ctx.moveTo(0.452 + i * 0.006, s.collar + 0.01);
    ctx.lineTo(0.458 + i * 0.006, s.collar + 0.075);
    ctx.stroke();
  }
};

/** The shadow under the sole where it meets the floor (drawn behind the shoe). */
export const sneakerContact = (s: Sneaker): Draw => (ctx) => {
  const y = SOLE_Y + s.sole;
  const g = ctx.createLinearGradient(0, y - 0.004, 0, y + 0.02);
  g.addColorStop(0, 'rgba(0,0,0,0.55)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.ellipse((HEEL + TOE) / 2, y + 0.004, (TOE - HEEL) / 2 + 0.01, 0.014, 0, 0, Math.PI * 2);
  ctx.fill();
};
