// `npx tsx tools/ai-photo/contact-sheet.ts [--tile=320] [--out=docs/ai-photo-sheet.jpg] [--cells=DIR]`: the offline
// background and product-photo engines on two mockups a user would bring (a mug and a dropper bottle, each with a
// printed logo, rendered from the template library and cut out by the real ISNet model): the 8 background styles,
// 8 prompts with place, surface and light words, the 8 photography styles and the 7 lightings on one style. Each cell
// is labelled; with --cells every 1024² picture is also written to DIR, for 100 % crops.
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { BACKGROUND_STYLES, LIGHTING_STYLES, PHOTOGRAPHY_STYLES, type BackgroundStyle, type LightingStyle, type PhotographyStyle } from '../../core/src/ai/options';
import { DEFAULT_PLACEMENT } from '../../core/src/render/types';
import { PHOTO_SCENES } from '../../core/src/scenes/photo-scenes';
import type { SegmentedImage } from '../../server/src/ai/cutout/cutout-task';
import { prepareCutout } from '../../server/src/ai/cutout/prepare';
import { backgroundBackdrop, backgroundScenePng, productPhotoBackdrop, productPhotoPng } from '../../server/src/ai/photo/photo-tasks';
import { ISNET_SIDE, Segmenter } from '../../server/src/ai/segmentation/segmenter';
import { renderMockupPng } from '../../server/src/services/render-task';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const tile = Number(option('tile', '320'));
const out = path.resolve(option('out', 'docs/ai-photo-sheet.jpg'));
const cellsDir = args.find((a) => a.startsWith('--cells='))?.slice(8);
if (cellsDir) fs.mkdirSync(cellsDir, { recursive: true });

const PROMPTS = [
  'wooden cafe table with morning sunlight',
  'white marble kitchen counter, window light',
  'on the beach at golden hour',
  'outdoors on grass in a forest',
  'concrete office desk',
  'linen bedsheet, soft morning light',
  'neon night city',
  'studio',
];

/** A small brand mark with fine dark lettering: where a halo round a printed logo would show first. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="820" viewBox="0 0 1200 820">
  <circle cx="600" cy="300" r="230" fill="none" stroke="#1d3557" stroke-width="34"/>
  <path d="M470 380 L600 170 L730 380 Z" fill="#e63946"/>
  <text x="600" y="690" font-family="DejaVu Sans" font-weight="bold" font-size="150" text-anchor="middle" fill="#1d3557">NORTH CO</text>
</svg>`;

/** A mockup rendered from the template library, cut out as the tools cut out an upload. */
async function product(segmenter: Segmenter, templateId: string, color: string): Promise<SegmentedImage> {
  const design = new Uint8Array(await sharp(Buffer.from(LOGO)).png().toBuffer());
  const photo = await renderMockupPng({ templateId, design, placement: DEFAULT_PLACEMENT, color, width: 1024, cacheBytes: 256 << 20 });
  const { modelInput, ...prepared } = await prepareCutout({ bytes: photo, workingSide: 1024, side: ISNET_SIDE, keepOwnCutout: false });
  const mask = await segmenter.segment(modelInput!, 120_000);
  if (cellsDir) fs.writeFileSync(path.join(cellsDir, `input-${templateId}.png`), photo);
  return { ...prepared, mask };
}

interface Cell {
  section: string;
  label: string;
  make: () => Promise<{ png: Uint8Array }>;
}

const segmenter = new Segmenter({ side: ISNET_SIDE, threads: 2, queueLimit: 4, idleMs: 60_000 });
const mug = await product(segmenter, 'mugs-1', '#ffffff');
const bottle = await product(segmenter, 'cosmetics-1', '#ffffff');
segmenter.close();

const background = (image: SegmentedImage, style: BackgroundStyle, prompt: string) => async () => {
  const request = { style, prompt };
  return backgroundScenePng({ ...request, image, backdrop: backgroundBackdrop(request) });
};
const photo = (image: SegmentedImage, style: PhotographyStyle, lighting: LightingStyle) => async () => {
  const request = { style, lighting, description: '' };
  return productPhotoPng({ ...request, image, backdrop: productPhotoBackdrop(request) });
};

const LIGHTING_STYLE: PhotographyStyle = 'lifestyle';
const cells: Cell[] = [
  ...BACKGROUND_STYLES.map((style) => ({ section: 'Background styles', label: style, make: background(mug, style, '') })),
  ...PROMPTS.map((prompt) => ({ section: 'Background prompts (studio style)', label: `“${prompt}”`, make: background(bottle, 'studio', prompt) })),
  ...PHOTOGRAPHY_STYLES.map((style) => {
    const own = PHOTO_SCENES[style]().lighting;
    const lighting = LIGHTING_STYLES.find((l) => l === own) ?? 'natural';
    return { section: 'Photography styles', label: `${style} · ${lighting}`, make: photo(mug, style, lighting) };
  }),
  ...LIGHTING_STYLES.map((lighting) => ({ section: `Lightings (${LIGHTING_STYLE} style)`, label: lighting, make: photo(bottle, LIGHTING_STYLE, lighting) })),
];

const PER_ROW = 8;
const LABEL = Math.round(tile * 0.09);
const HEADER = Math.round(tile * 0.1);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (width: number, height: number, body: string, size: number, weight = 'normal') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="8" y="${Math.round(height * 0.72)}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#1f2937">${escape(body)}</text></svg>`);

const overlays: OverlayOptions[] = [];
let top = 0;
let section = '';
let column = PER_ROW;
for (const [i, cell] of cells.entries()) {
  if (cell.section !== section || column === PER_ROW) {
    if (i > 0) top += tile + LABEL;
    if (cell.section !== section) {
      overlays.push({ input: text(PER_ROW * tile, HEADER, cell.section, Math.round(HEADER * 0.6), 'bold'), left: 0, top });
      top += HEADER;
      section = cell.section;
    }
    column = 0;
  }
  const started = performance.now();
  const { png } = await cell.make();
  console.log(`${cell.section} / ${cell.label}: ${Math.round(performance.now() - started)} ms`);
  if (cellsDir) fs.writeFileSync(path.join(cellsDir, `${String(i).padStart(2, '0')}-${cell.label.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}.png`), png);
  overlays.push({ input: await sharp(png).resize(tile, tile).png().toBuffer(), left: column * tile, top });
  const fit = Math.min(LABEL * 0.55, (tile - 16) / (cell.label.length * 0.56));
  overlays.push({ input: text(tile, LABEL, cell.label, Math.round(fit)), left: column * tile, top: top + tile });
  column++;
}
const height = top + tile + LABEL;
const sheet = sharp({ create: { width: PER_ROW * tile, height, channels: 3, background: '#f3f4f6' } }).composite(overlays);
await (out.endsWith('.png') ? sheet.png() : sheet.jpeg({ quality: 86, mozjpeg: true })).toFile(out);
console.log(`${out}: ${cells.length} cells`);
