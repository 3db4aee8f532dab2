/**
 * Preview loop for the soft-goods recipes: renders each recipe, puts a test design on it through the surface
 * mesh, recolours the product (white, black, navy, red) and writes a contact sheet PNG to /tmp.
 *
 *   node --import tsx tools/templates/preview-soft.ts t-shirts [tile px] [render px] [only id]
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import type { Recipe, RecipeOutput } from './recipe';

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

/** Warp the design through the mesh: each cell as two affine-mapped triangles. */
function warpDesign(out: RecipeOutput, design: Canvas): Uint8ClampedArray {
  const { size, surface } = out;
  const c = createCanvas(size, size);
  const x = c.getContext('2d');
  const D = design.width;
  const pt = (i: number, j: number): [number, number] => {
    const k = 2 * (j * (surface.cols + 1) + i);
    return [surface.points[k]!, surface.points[k + 1]!];
  };
  type P = [number, number];
  const tri = (s: [P, P, P], d: [P, P, P]) => {
    const [[u0, v0], [u1, v1], [u2, v2]] = s;
    const [[x0, y0], [x1, y1], [x2, y2]] = d;
    const den = (u1 - u0) * (v2 - v0) - (u2 - u0) * (v1 - v0);
    const a = ((x1 - x0) * (v2 - v0) - (x2 - x0) * (v1 - v0)) / den;
    const b = ((y1 - y0) * (v2 - v0) - (y2 - y0) * (v1 - v0)) / den;
    const cc = ((x2 - x0) * (u1 - u0) - (x1 - x0) * (u2 - u0)) / den;
    const dd = ((y2 - y0) * (u1 - u0) - (y1 - y0) * (u2 - u0)) / den;
    x.save();
    x.beginPath();
    const cxm = (x0 + x1 + x2) / 3;
    const cym = (y0 + y1 + y2) / 3;
    for (const [i, [px, py]] of d.entries()) {
      const ex = px + (px - cxm) * 0.04;
      const ey = py + (py - cym) * 0.04;
      if (i === 0) x.moveTo(ex, ey);
      else x.lineTo(ex, ey);
    }
    x.closePath();
    x.clip();
    x.setTransform(a, b, cc, dd, x0 - a * u0 - cc * v0, y0 - b * u0 - dd * v0);
    x.drawImage(design, 0, 0);
    x.restore();
  };
  for (let j = 0; j < surface.rows; j++) {
    for (let i = 0; i < surface.cols; i++) {
      const s = (ii: number, jj: number): [number, number] => [(ii / surface.cols) * D, (jj / surface.rows) * D];
      tri([s(i, j), s(i + 1, j), s(i + 1, j + 1)], [pt(i, j), pt(i + 1, j), pt(i + 1, j + 1)]);
      tri([s(i, j), s(i + 1, j + 1), s(i, j + 1)], [pt(i, j), pt(i + 1, j + 1), pt(i, j + 1)]);
    }
  }
  return x.getImageData(0, 0, size, size).data;
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
  const mod = (await import(`./recipes/${slug}`)) as { recipes: Recipe[] };
  const list = mod.recipes.filter((r) => !only || r.id === only);
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
