/**
 * Preview loop for the soft-goods recipes: renders each recipe, puts a test design on it through the surface
 * mesh, recolours the product (white, black, navy, red) and writes a contact sheet PNG to /tmp.
 *
 *   node --import tsx tools/templates/preview-soft.ts t-shirts [tile px] [render px] [only id]
 *   node --import tsx tools/templates/preview-soft.ts all [tile px] [render px] [template number]
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import type { Recipe, RecipeOutput } from './recipe';

const SLUGS = ['t-shirts', 'hoodies', 'sweatshirts', 'tote-bags', 'sports', 'bags', 'pillows', 'caps', 'patches', 'shoes', 'keychains', 'vehicles', 'automotive', 'real-estate'];
const COLOURS: [number, number, number][] = [[255, 255, 255], [17, 17, 17], [30, 58, 138], [220, 38, 38]];

function testDesign(): Canvas {
  const c = createCanvas(512, 512);
  const x = c.getContext('2d');
  x.fillStyle = '#f59e0b';
  x.beginPath();
  x.arc(256, 200, 150, 0, Math.PI * 2);
  x.fill();
  x.fillStyle = '#0ea5e9';
  x.beginPath();
  x.moveTo(256, 90);
  x.lineTo(360, 290);
  x.lineTo(152, 290);
  x.closePath();
  x.fill();
  x.fillStyle = '#16a34a';
  x.font = 'bold 92px sans-serif';
  x.textAlign = 'center';
  x.fillText('MOCKUP', 256, 430);
  x.strokeStyle = '#7c3aed';
  x.lineWidth = 10;
  x.strokeRect(8, 8, 496, 496);
  return c;
}

/** Warp the design through the mesh the way the renderer does: per pixel, invert the bilinear cell. */
function warpDesign(out: RecipeOutput, design: Canvas): Uint8ClampedArray {
  const { size, surface } = out;
  const D = design.width;
  const src = design.getContext('2d').getImageData(0, 0, D, D).data;
  const ink = new Uint8ClampedArray(size * size * 4);
  const P = surface.points;
  const at = (i: number, j: number): [number, number] => {
    const k = 2 * (j * (surface.cols + 1) + i);
    return [P[k]!, P[k + 1]!];
  };
  for (let j = 0; j < surface.rows; j++) {
    for (let i = 0; i < surface.cols; i++) {
      const a = at(i, j);
      const b = at(i + 1, j);
      const c = at(i + 1, j + 1);
      const d = at(i, j + 1);
      const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0], c[0], d[0])));
      const x1 = Math.min(size - 1, Math.ceil(Math.max(a[0], b[0], c[0], d[0])));
      const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1], c[1], d[1])));
      const y1 = Math.min(size - 1, Math.ceil(Math.max(a[1], b[1], c[1], d[1])));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          // Newton iterations on p(u, v) = bilinear(a, b, c, d) − (x, y).
          let u = 0.5;
          let v = 0.5;
          for (let it = 0; it < 6; it++) {
            const fx = (1 - u) * (1 - v) * a[0] + u * (1 - v) * b[0] + u * v * c[0] + (1 - u) * v * d[0] - (x + 0.5);
            const fy = (1 - u) * (1 - v) * a[1] + u * (1 - v) * b[1] + u * v * c[1] + (1 - u) * v * d[1] - (y + 0.5);
            const ux = (1 - v) * (b[0] - a[0]) + v * (c[0] - d[0]);
            const uy = (1 - v) * (b[1] - a[1]) + v * (c[1] - d[1]);
            const vx = (1 - u) * (d[0] - a[0]) + u * (c[0] - b[0]);
            const vy = (1 - u) * (d[1] - a[1]) + u * (c[1] - b[1]);
            const det = ux * vy - uy * vx || 1e-9;
            u -= (fx * vy - fy * vx) / det;
            v -= (fy * ux - fx * uy) / det;
          }
          if (u < -1e-3 || u > 1 + 1e-3 || v < -1e-3 || v > 1 + 1e-3) continue;
          const sx = Math.min(D - 1, Math.max(0, Math.floor(((i + u) / surface.cols) * D)));
          const sy = Math.min(D - 1, Math.max(0, Math.floor(((j + v) / surface.rows) * D)));
          const s4 = (sy * D + sx) * 4;
          const o = (y * size + x) * 4;
          ink[o] = src[s4]!;
          ink[o + 1] = src[s4 + 1]!;
          ink[o + 2] = src[s4 + 2]!;
          ink[o + 3] = src[s4 + 3]!;
        }
      }
    }
  }
  return ink;
}

const screen = (a: number, b: number) => a + b - a * b;

function composite(out: RecipeOutput, ink: Uint8ClampedArray, colour: [number, number, number]): Uint8ClampedArray {
  const px = new Uint8ClampedArray(out.scene);
  for (let i = 0; i < out.size * out.size; i++) {
    const m = out.productMask[i]! / 255;
    if (m === 0) continue;
    const s = out.shade[i]! / 255;
    const h = out.highlight[i]! / 255;
    const a = ((ink[i * 4 + 3]! / 255) * out.printMask[i]!) / 255;
    for (let c = 0; c < 3; c++) {
      const prod = screen((colour[c]! / 255) * s, h);
      const inked = screen((ink[i * 4 + c]! / 255) * s, h * 0.3);
      const v = prod + (inked - prod) * a;
      px[i * 4 + c] = (px[i * 4 + c]! / 255 + (v - px[i * 4 + c]! / 255) * m) * 255;
    }
  }
  return px;
}

async function main(): Promise<void> {
  const [slug = 't-shirts', tileArg = '300', sizeArg = '600', only] = process.argv.slice(2);
  const tile = Number(tileArg);
  const size = Number(sizeArg);
  // 'all': template #n (default 1) of every soft-goods category, one row each.
  const slugs = slug === 'all' ? SLUGS : [slug];
  const list: Recipe[] = [];
  for (const s of slugs) {
    const mod = (await import(`./recipes/${s}`)) as { recipes: Recipe[] };
    if (slug === 'all') list.push(mod.recipes[Number(only ?? 1) - 1]!);
    else list.push(...mod.recipes.filter((r) => !only || r.id === only));
  }
  const design = testDesign();
  const sheet = createCanvas(tile * COLOURS.length, tile * list.length);
  const sx = sheet.getContext('2d');
  for (const [row, recipe] of list.entries()) {
    const t0 = performance.now();
    const out = await recipe.render(size);
    const ms = performance.now() - t0;
    const ink = warpDesign(out, design);
    for (const [col, colour] of COLOURS.entries()) {
      const img = createCanvas(size, size);
      const ictx = img.getContext('2d');
      const data = ictx.createImageData(size, size);
      data.data.set(composite(out, ink, colour));
      ictx.putImageData(data, 0, 0);
      sx.drawImage(img, col * tile, row * tile, tile, tile);
    }
    sx.fillStyle = 'rgba(0,0,0,0.6)';
    sx.font = '14px sans-serif';
    sx.fillText(`${recipe.id} ${recipe.style} (${Math.round(ms)} ms)`, 6, row * tile + 16);
    console.log(recipe.id, Math.round(ms), 'ms');
  }
  const file = `/tmp/soft-${slug}${only ? '-' + only : ''}.png`;
  writeFileSync(file, await sheet.encode('png'));
  console.log(file);
}

void main();
