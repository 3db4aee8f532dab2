/** Headwear still painted in 2D: a cuffed knit beanie and a bucket hat (the baseball caps are rendered physically). */
import type { Draw } from './canvas';

/** Beanie: a rounded knit tube with a folded cuff. */
export const beanieShape: Draw = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(0.28, 0.72);
  ctx.lineTo(0.29, 0.42);
  ctx.bezierCurveTo(0.3, 0.18, 0.7, 0.18, 0.71, 0.42);
  ctx.lineTo(0.72, 0.72);
  ctx.quadraticCurveTo(0.5, 0.74, 0.28, 0.72);
  ctx.closePath();
  ctx.fill();
};

/** Knit ribs (vertical lines) and the cuff fold. */
export const beanieDetails: Draw = (ctx) => {
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  ctx.moveTo(0.285, 0.55);
  ctx.quadraticCurveTo(0.5, 0.57, 0.715, 0.55);
  ctx.stroke();
  ctx.globalAlpha = 0.3;
  ctx.lineWidth = 0.004;
  for (let x = 0.295; x < 0.71; x += 0.012) {
    ctx.beginPath();
    ctx.moveTo(x, 0.56);
    ctx.lineTo(x, 0.72);
    ctx.moveTo(x, 0.54);
    ctx.quadraticCurveTo(x + (x - 0.5) * 0.05, 0.3, 0.5 + (x - 0.5) * 0.4, 0.24);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};

/** Bucket hat: short crown and a wide, drooping brim. */
export const bucketShape: Draw = (ctx) => {
  ctx.beginPath();
  ctx.moveTo(0.36, 0.55);
  ctx.bezierCurveTo(0.37, 0.33, 0.63, 0.33, 0.64, 0.55);
  ctx.bezierCurveTo(0.74, 0.57, 0.8, 0.62, 0.82, 0.7);
  ctx.quadraticCurveTo(0.5, 0.78, 0.18, 0.7);
  ctx.bezierCurveTo(0.2, 0.62, 0.26, 0.57, 0.36, 0.55);
  ctx.closePath();
  ctx.fill();
};

export const bucketDetails: Draw = (ctx) => {
  ctx.lineWidth = 0.003;
  ctx.beginPath();
  ctx.moveTo(0.355, 0.555);
  ctx.quadraticCurveTo(0.5, 0.58, 0.645, 0.555);
  ctx.stroke();
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = 0.0016;
  for (const k of [0.02, 0.035, 0.05]) {
    ctx.beginPath();
    ctx.moveTo(0.2 + k, 0.7 - k * 0.6);
    ctx.quadraticCurveTo(0.5, 0.78 - k, 0.8 - k, 0.7 - k * 0.6);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};
