// `npx tsx tools/templates/side-by-side.ts <category> --before=<git revision>`: the category's templates as committed
// at that revision beside today's, each at 800 px in white, black and navy with a round logo (both through today's
// renderer), into docs/photographic/<category>.jpg; and 100 % crops of today's (fabric, a fold, the print's edge) in
// white and black into docs/photographic/<category>-crops.jpg. `--only=<id>,<id>` takes only those templates (a
// category rebuilt in part).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { renderMockup } from '../../core/src/render/index';
import type { TemplateLayers } from '../../core/src/render/types';
import type { TemplateAsset } from '../../core/src/templates/manifest';
import { allTemplates } from '../../core/src/templates/assets';
import { loadTemplateLayers, type AssetReader } from '../../core/src/templates/load';
import { nodeAssetReader } from '../../server/src/services/templates';
import { roundLogo } from './lib/build/index';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const category = args.find((a) => !a.startsWith('--'));
const before = option('before');
const only = option('only')?.split(',');
if (!category || !before) throw new Error('usage: side-by-side.ts <category> --before=<git revision>');

const TILE = 800;
const COLOURS = ['#FFFFFF', '#111111', '#1E2A4A'];
const PLACEMENT = { x: 50, y: 45, size: 0.8, rotation: 0 };
const out = path.resolve('docs/photographic');

const git = (file: string) => execFileSync('git', ['show', `${before}:${file}`], { maxBuffer: 1 << 28 });

/** The assets as committed at `before`, read straight from git. */
const gitReader: AssetReader = {
  async image(url) {
    const { data, info } = await sharp(git(`web/public${url}`)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  },
  text: async (url) => git(`web/public${url}`).toString('utf8'),
};

function oldManifest(): TemplateAsset[] {
  return git('core/src/templates/manifest.generated.ts')
    .toString('utf8')
    .split('\n')
    .filter((line) => line.startsWith('  {'))
    .map((line) => JSON.parse(line.trim().replace(/,$/, '')) as TemplateAsset);
}

const tiles = (layers: TemplateLayers) =>
  COLOURS.map((colour) => ({ raw: renderMockup(layers, roundLogo(600), PLACEMENT, colour, TILE), size: TILE }));

async function sheet(rows: Array<Array<{ raw: Uint8Array | Uint8ClampedArray; size: number }>>, file: string): Promise<void> {
  const w = Math.max(...rows.map((r) => r.reduce((s, t) => s + t.size, 0)));
  const h = rows.reduce((s, r) => s + r[0]!.size, 0);
  const composites: OverlayOptions[] = [];
  let top = 0;
  for (const row of rows) {
    let left = 0;
    for (const t of row) {
      composites.push({ input: Buffer.from(t.raw.buffer, t.raw.byteOffset, t.raw.byteLength), raw: { width: t.size, height: t.size, channels: 4 }, left, top });
      left += t.size;
    }
    top += row[0]!.size;
  }
  await sharp({ create: { width: w, height: h, channels: 3, background: '#ffffff' } }).composite(composites).jpeg({ quality: 84 }).toFile(file);
  console.log(`${file} ${(fs.statSync(file).size / 2 ** 20).toFixed(1)} MB`);
}

/** 512² crops at the template's own size: the fabric beside the print, the print's lower edge, a fold low down. */
function crops(layers: TemplateLayers, asset: TemplateAsset) {
  const size = asset.size;
  const c = 512;
  const full = (colour: string) => renderMockup(layers, roundLogo(600), PLACEMENT, colour, size);
  const picks: Array<[number, number]> = [[0.56, 0.3], [0.42, 0.5], [0.36, 0.68]];
  return ['#FFFFFF', '#111111'].flatMap((colour) => {
    const px = full(colour);
    return picks.map(([fx, fy]) => {
      const x0 = Math.round(fx * size - c / 2), y0 = Math.round(fy * size - c / 2);
      const raw = new Uint8Array(c * c * 4);
      for (let y = 0; y < c; y++) raw.set(px.subarray(((y0 + y) * size + x0) * 4, ((y0 + y) * size + x0 + c) * 4), y * c * 4);
      return { raw, size: c };
    });
  });
}

fs.mkdirSync(out, { recursive: true });
const olds = new Map(oldManifest().map((a) => [a.id, a]));
const rows = [];
const cropRows = [];
for (const asset of allTemplates().filter((a) => a.category === category && (!only || only.includes(a.id)))) {
  const now = await loadTemplateLayers(asset, nodeAssetReader);
  const was = olds.get(asset.id);
  const old = was ? tiles(await loadTemplateLayers(was, gitReader)) : [];
  rows.push([...old, ...tiles(now)]);
  const cut = crops(now, asset);
  cropRows.push(cut.slice(0, 3), cut.slice(3));
  console.log(asset.id);
}
await sheet(rows, path.join(out, `${category}.jpg`));
await sheet(cropRows, path.join(out, `${category}-crops.jpg`));
