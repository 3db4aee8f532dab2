/** Preview: render flat/print/screen recipes with a test design and write contact sheets to /tmp.
 *  Usage: node --import tsx tools/templates/preview-flat.ts [slug …] [--size=600] [--colour=#1e3a8a] */
import { createCanvas, type ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { writeFileSync } from 'node:fs';
import type { Recipe, RecipeOutput } from './recipe';
import { FLAT_CATEGORIES, loadFlatRecipes } from './recipes/flat-index';

function testDesign(n: number): ImageData {
  const c = createCanvas(n, n);
  const g = c.getContext('2d');
  const grad = g.createLinearGradient(0, 0, n, n);
  grad.addColorStop(0, '#ff5a36');
  grad.addColorStop(0.55, '#ffb400');
  grad.addColorStop(1, '#1b8a9b');
  g.fillStyle = grad;
  g.fillRect(0, 0, n, n);
  g.fillStyle = '#14213d';
  g.beginPath();
  g.arc(n * 0.68, n * 0.36, n * 0.2, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = `bold ${Math.round(n * 0.15)}px sans-serif`;
  g.fillText('MOCKUP', n * 0.07, n * 0.78);
  g.font = `${Math.round(n * 0.06)}px sans-serif`;
  g.fillText('studio · 2026', n * 0.08, n * 0.9);
  g.strokeStyle = '#14213d';
  g.lineWidth = n * 0.02;
  g.strokeRect(n * 0.03, n * 0.03, n * 0.94, n * 0.94);
  return g.getImageData(0, 0, n, n);
}

/** Forward-map the design through the mesh (two triangles per cell) and composite like the real renderer. */
export function composite(out: RecipeOutput, design: ImageData, colour: [number, number, number]): Uint8ClampedArray {
  const { size, scene, productMask, shade, highlight, printMask, surface } = out;
  const img = new Uint8ClampedArray(scene);
  for (let i = 0; i < size * size; i++) {
    const m = productMask[i]! / 255;
    if (!m) continue;
    const s = shade[i]! / 255;
    const h = highlight[i]! / 255;
    for (let c = 0; c < 3; c++) {
      const p = colour[c]! * s;
      const v = (p + h - p * h) * 255;
      img[i * 4 + c] = img[i * 4 + c]! * (1 - m) + v * m;
    }
  }
  const { cols, rows, points } = surface;
  const dn = design.width;
  const P = (i: number, j: number) => [points[(j * (cols + 1) + i) * 2]!, points[(j * (cols + 1) + i) * 2 + 1]!] as const;
  const tri = (a: readonly number[], b: readonly number[], c: readonly number[], ua: number[], ub: number[], uc: number[]) => {
    const x0 = Math.max(0, Math.floor(Math.min(a[0]!, b[0]!, c[0]!)));
    const x1 = Math.min(size - 1, Math.ceil(Math.max(a[0]!, b[0]!, c[0]!)));
    const y0 = Math.max(0, Math.floor(Math.min(a[1]!, b[1]!, c[1]!)));
    const y1 = Math.min(size - 1, Math.ceil(Math.max(a[1]!, b[1]!, c[1]!)));
    const den = (b[1]! - c[1]!) * (a[0]! - c[0]!) + (c[0]! - b[0]!) * (a[1]! - c[1]!);
    if (Math.abs(den) < 1e-9) return;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const wa = ((b[1]! - c[1]!) * (px - c[0]!) + (c[0]! - b[0]!) * (py - c[1]!)) / den;
        const wb = ((c[1]! - a[1]!) * (px - c[0]!) + (a[0]! - c[0]!) * (py - c[1]!)) / den;
        const wc = 1 - wa - wb;
        if (wa < -1e-6 || wb < -1e-6 || wc < -1e-6) continue;
        const i = y * size + x;
        const pm = printMask[i]! / 255;
        if (!pm) continue;
        const u = wa * ua[0]! + wb * ub[0]! + wc * uc[0]!;
        const v = wa * ua[1]! + wb * ub[1]! + wc * uc[1]!;
        const dx = Math.min(dn - 1, Math.max(0, Math.floor(u * dn)));
        const dy = Math.min(dn - 1, Math.max(0, Math.floor(v * dn)));
        const s = shade[i]! / 255;
        const h = (highlight[i]! / 255) * 0.6;
        for (let ch = 0; ch < 3; ch++) {
          const d = (design.data[(dy * dn + dx) * 4 + ch]! / 255) * s;
          img[i * 4 + ch] = img[i * 4 + ch]! * (1 - pm) + (d + h - d * h) * 255 * pm;
        }
      }
  };
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const uv = (a: number, b: number) => [(i + a) / cols, (j + b) / rows];
      tri(P(i, j), P(i + 1, j), P(i + 1, j + 1), uv(0, 0), uv(1, 0), uv(1, 1));
      tri(P(i, j), P(i + 1, j + 1), P(i, j + 1), uv(0, 0), uv(1, 1), uv(0, 1));
    }
  return img;
}

async function sheet(name: string, recipes: Recipe[], size: number, colour: [number, number, number]): Promise<void> {
  const perRow = 4;
  const rowsN = Math.ceil(recipes.length / perRow);
  const c = createCanvas(perRow * size, rowsN * (size + 24));
  const g: SKRSContext2D = c.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, c.width, c.height);
  const design = testDesign(512);
  for (const [k, r] of recipes.entries()) {
    const t0 = performance.now();
    const out = await r.render(size);
    const ms = performance.now() - t0;
    const px = composite(out, design, colour);
    const tile = g.createImageData(size, size);
    tile.data.set(px);
    const x = (k % perRow) * size;
    const y = Math.floor(k / perRow) * (size + 24);
    g.putImageData(tile, x, y);
    g.fillStyle = '#222';
    g.font = '14px sans-serif';
    g.fillText(`${r.id} · ${r.style} · ${Math.round(ms)} ms`, x + 6, y + size + 17);
    console.log(`${r.id}\t${Math.round(ms)} ms`);
  }
  const file = `/tmp/flat-${name}.png`;
  writeFileSync(file, c.toBuffer('image/png'));
  console.log('wrote', file);
}

const args = process.argv.slice(2);
const size = Number(args.find((a) => a.startsWith('--size='))?.slice(7) ?? 600);
const hexColour = args.find((a) => a.startsWith('--colour='))?.slice(9) ?? '#ffffff';
const v = parseInt(hexColour.slice(1), 16);
const colour: [number, number, number] = [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
const slugs = args.filter((a) => !a.startsWith('--'));
for (const slug of slugs.length ? slugs : FLAT_CATEGORIES) {
  await sheet(slug, loadFlatRecipes(slug), size, colour);
}
