// `npx tsx tools/templates/contact-sheet.ts`: the whole library on one sheet — every template at 256 px in white with a
// round logo, through the renderer, in the manifest's order, twenty to a row with its id beneath — into
// docs/library.jpg, to see at a glance which categories are photographs and which are still drawn.
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { renderMockup } from '../../core/src/render/index';
import { allTemplates } from '../../core/src/templates/assets';
import { loadTemplateLayers } from '../../core/src/templates/load';
import { nodeAssetReader } from '../../server/src/services/templates';
import { roundLogo } from './lib/build/index';

const TILE = 256;
const LABEL = 22;
const COLUMNS = 20;
const PLACEMENT = { x: 50, y: 45, size: 0.8, rotation: 0 };
const file = path.resolve('docs/library.jpg');

const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><text x="${TILE / 2}" y="16" font-family="Liberation Sans, sans-serif" font-size="14" text-anchor="middle" fill="#333">${text}</text></svg>`,
  );

const templates = allTemplates();
const logo = roundLogo(600);
const composites: OverlayOptions[] = [];
for (const [i, asset] of templates.entries()) {
  const layers = await loadTemplateLayers(asset, nodeAssetReader);
  const raw = renderMockup(layers, logo, PLACEMENT, '#FFFFFF', TILE);
  const left = (i % COLUMNS) * TILE, top = Math.floor(i / COLUMNS) * (TILE + LABEL);
  composites.push({ input: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), raw: { width: TILE, height: TILE, channels: 4 }, left, top });
  composites.push({ input: label(asset.id), left, top: top + TILE });
}
const rows = Math.ceil(templates.length / COLUMNS);
fs.mkdirSync(path.dirname(file), { recursive: true });
await sharp({ create: { width: COLUMNS * TILE, height: rows * (TILE + LABEL), channels: 3, background: '#ffffff' } })
  .composite(composites)
  .jpeg({ quality: 80 })
  .toFile(file);
console.log(`${file}: ${templates.length} templates, ${(fs.statSync(file).size / 2 ** 20).toFixed(1)} MB`);
