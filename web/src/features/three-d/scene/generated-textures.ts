import { CanvasTexture, NoColorSpace, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import { BOX_DIELINE, type BoxShape } from '../geometry/box';
import type { LightRig } from './light-rigs';

type BoxUvDieline = BoxShape['dieline'];

/** Every texture here is drawn by code in the browser: nothing is downloaded. */
function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return [element, element.getContext('2d')!];
}

function colourTexture(element: HTMLCanvasElement): CanvasTexture {
  const texture = new CanvasTexture(element);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** A little deterministic noise, so textures look the same on every load (and in tests). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Share of the frame the glow behind the product spans, and how strong it is (also used for the CSS version). */
const GLOW = { x: 0.5, y: 0.45, radius: 0.58, alpha: 0.55 };

/** Studio backdrop: a vertical gradient with a soft glow behind the product, drawn at size × size. */
export function drawBackdrop(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, size: number, rig: LightRig) {
  const vertical = ctx.createLinearGradient(0, 0, 0, size);
  vertical.addColorStop(0, rig.backdrop.top);
  vertical.addColorStop(1, rig.backdrop.bottom);
  ctx.fillStyle = vertical;
  ctx.fillRect(0, 0, size, size);
  const glow = ctx.createRadialGradient(GLOW.x * size, GLOW.y * size, 0, GLOW.x * size, GLOW.y * size, GLOW.radius * size);
  glow.addColorStop(0, rig.backdrop.glow);
  glow.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.globalAlpha = GLOW.alpha;
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, size, size);
  ctx.globalAlpha = 1;
}

/**
 * The same backdrop as CSS, behind the transparent live canvas: the browser paints it for free, where
 * drawing it in WebGL costs every frame on software GL.
 */
export function backdropCss(rig: LightRig): string {
  const alpha = Math.round(GLOW.alpha * 255).toString(16).padStart(2, '0');
  return `radial-gradient(circle at ${GLOW.x * 100}% ${GLOW.y * 100}%, ${rig.backdrop.glow}${alpha} 0%, transparent ${GLOW.radius * 100}%), linear-gradient(${rig.backdrop.top}, ${rig.backdrop.bottom})`;
}

/** The page block's edges: thousands of sheets, a few a little greyer than the rest. */
export function pageEdgeTexture(): Texture {
  const [element, ctx] = canvas(1024, 4);
  const next = random(7);
  for (let x = 0; x < 1024; x++) {
    const shade = 236 - Math.round(next() ** 3 * 40);
    ctx.fillStyle = `rgb(${shade},${shade - 3},${shade - 10})`;
    ctx.fillRect(x, 0, 1, 4);
  }
  const texture = colourTexture(element);
  texture.wrapS = RepeatWrapping;
  return texture;
}

/**
 * The carton's printed sheet, drawn as a flat dieline: white coated board with a faint grain, and the folds
 * and the lid's tuck slit pressed in. The product colour multiplies it. A mailer (`mailerSeamV`) has no slit:
 * its lid closes over the front and side walls, a seam that far (in v) below their top edges.
 */
export function dielineTexture(dieline: BoxUvDieline = BOX_DIELINE, mailerSeamV?: number): Texture {
  const height = 1024;
  // A long thin box's sheet would be wider than GPUs take: its pixels then stretch, which board grain hides.
  const width = Math.min(4096, Math.round(height * dieline.aspect));
  const [element, ctx] = canvas(width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const next = random(11);
  for (let i = 0; i < 9000; i++) {
    ctx.fillStyle = `rgba(120,110,100,${0.025 + next() * 0.035})`;
    ctx.fillRect(next() * width, next() * height, 1 + next() * 2, 1);
  }
  const px = (u: number) => u * width;
  const py = (v: number) => (1 - v) * height;
  ctx.strokeStyle = 'rgba(0,0,0,0.13)';
  ctx.lineWidth = 2;
  const { left, front, right, lid } = dieline;
  for (const u of [left.u1, front.u1, right.u1]) {
    ctx.beginPath();
    ctx.moveTo(px(u), py(front.v0));
    ctx.lineTo(px(u), py(front.v1));
    ctx.stroke();
  }
  for (const v of [front.v0, front.v1]) {
    ctx.beginPath();
    ctx.moveTo(px(front.u0), py(v));
    ctx.lineTo(px(front.u1), py(v));
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(0,0,0,0.2)';
  ctx.beginPath();
  if (mailerSeamV === undefined) {
    // The lid's tuck flap: a slit a few millimetres in from its back edge.
    ctx.moveTo(px(lid.u0 + 0.01), py(lid.v1 - 0.012));
    ctx.lineTo(px(lid.u1 - 0.01), py(lid.v1 - 0.012));
  } else {
    ctx.lineWidth = 3;
    ctx.moveTo(px(left.u0), py(front.v1 - mailerSeamV));
    ctx.lineTo(px(right.u1), py(front.v1 - mailerSeamV));
  }
  ctx.stroke();
  return colourTexture(element);
}

/** The landing page's sample artwork: a badge that reads well on any product colour. */
export function sampleDesignTexture(): { texture: Texture; aspect: number } {
  const [element, ctx] = canvas(1024, 1024);
  const ring = ctx.createLinearGradient(0, 0, 1024, 1024);
  ring.addColorStop(0, '#7c3aed');
  ring.addColorStop(1, '#ec4899');
  ctx.fillStyle = ring;
  ctx.beginPath();
  ctx.arc(512, 512, 470, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(512, 512, 400, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#4c1d95';
  ctx.textAlign = 'center';
  ctx.font = 'bold 150px system-ui, sans-serif';
  ctx.fillText('MOCKUP', 512, 500);
  ctx.fillStyle = '#db2777';
  ctx.font = 'bold 120px system-ui, sans-serif';
  ctx.fillText('STUDIO', 512, 640);
  ctx.fillStyle = '#7c3aed';
  ctx.font = '600 54px system-ui, sans-serif';
  ctx.fillText('★ 3D ★', 512, 330);
  return { texture: colourTexture(element), aspect: 1 };
}

/**
 * Single-jersey knit as a normal map: columns of V-shaped loops. Tiled finely over the fabric (and the print,
 * which sits in the fabric), it catches the light the way cotton does.
 */
export function knitNormalTexture(): Texture {
  const size = 128;
  const wales = 8;
  const courses = 10;
  const height = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const fx = (x / size) * wales;
      const fy = (y / size) * courses;
      const across = fx - Math.floor(fx) - 0.5;
      const along = fy - Math.floor(fy);
      // Each loop's two legs lean towards the middle of the wale, making the V.
      const leg = Math.abs(Math.abs(across) - 0.25 - (along - 0.5) * 0.18 * Math.sign(across));
      height[y * size + x] = Math.exp(-((leg / 0.16) ** 2)) * (0.75 + 0.25 * Math.sin(Math.PI * along));
    }
  }
  const [element, ctx] = canvas(size, size);
  const image = ctx.createImageData(size, size);
  const at = (x: number, y: number) => height[((y + size) % size) * size + ((x + size) % size)]!;
  const strength = 1.6;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (at(x + 1, y) - at(x - 1, y)) * strength;
      const dy = (at(x, y + 1) - at(x, y - 1)) * strength;
      const l = Math.hypot(dx, dy, 1);
      const i = (y * size + x) * 4;
      image.data[i] = ((-dx / l) * 0.5 + 0.5) * 255;
      image.data[i + 1] = ((dy / l) * 0.5 + 0.5) * 255;
      image.data[i + 2] = ((1 / l) * 0.5 + 0.5) * 255;
      image.data[i + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
  const texture = new CanvasTexture(element);
  texture.colorSpace = NoColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.anisotropy = 4;
  return texture;
}
