// Where a template's first render goes, step by step on one thread:
//   node --import tsx bench/cold-profile.ts [template id] [width]     (default t-shirts-1 at 4096)
// The layers decoded as the server did before it kept levels on disk (RGBA maps, grey bytes picked out in JS) and as
// it does now (the first band only), the level prepared, written to and read back from the level store, then the
// render and its PNG (the first, with the JIT and the shaded picture cold, then two more).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { compositeMockup } from '../core/src/render/composite';
import { rasteriseMesh } from '../core/src/render/mesh';
import { levelFor, prepareLevel, smallerLevel } from '../core/src/render/prepare';
import { templateAsset } from '../core/src/templates/assets';
import { loadTemplateLayers, type AssetReader } from '../core/src/templates/load';
import { encodeOpaquePng } from '../server/src/images/png-encoder';
import { createLevelStore } from '../server/src/services/render-level-store';
import { nodeAssetReader } from '../server/src/services/templates';
import { makeTestDesign } from '../tests/e2e/render-fixtures';

sharp.cache(false);
const id = process.argv[2] ?? 't-shirts-1';
const width = Number(process.argv[3] ?? 4096);
const asset = templateAsset(id);
if (!asset) throw new Error(`no template ${id}`);

async function step<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(label.padEnd(52), `${(performance.now() - started).toFixed(0).padStart(5)} ms`);
  return result;
}

console.log(`${id} (${asset.size}²) → ${width}², ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
const scene = await step('decode scene (sharp, RGBA)', () => nodeAssetReader.image(asset.scene));
await step('decode maps as RGBA (before)', () => nodeAssetReader.image(asset.maps));
const grey = await step('decode maps, first band only (now)', () => nodeAssetReader.grey!(asset.maps));
const mesh = await step('read mesh', () => nodeAssetReader.text(asset.mesh));
const decoded: AssetReader = { image: async () => scene, text: async () => mesh };
await step('layers: grey bytes picked out in JS (before)', () =>
  loadTemplateLayers(asset, { ...decoded, image: async (url) => (url === asset.maps ? nodeAssetReader.image(url) : scene) }),
);
const layers = await step('layers: band views (now)', () => loadTemplateLayers(asset, { ...decoded, grey: async () => grey }));
const own = await step(`prepare level ${asset.size}`, () => prepareLevel(layers, asset.size));
await step(`  of which: rasterise the mesh at ${asset.size}`, () => rasteriseMesh(layers.surface, asset.size, asset.size));
const size = levelFor(asset.size, width);
let level = size === asset.size ? own : await step(`smaller level ${size}`, () => smallerLevel(own, size));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-profile-'));
try {
  const store = createLevelStore({ dir, maxBytes: 2 ** 30 });
  await step('write the level to the store', () => store.write('profile', level));
  level = (await step('read it back (one read + crc32 + views)', () => store.read('profile')))!;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const design = makeTestDesign(800);
for (const [run, colour] of ['#1e3a8a', '#1e3a8a', '#b91c1c'].entries()) {
  let drawMs = 0;
  const png = await step(`render + PNG ${width}² #${run + 1} ${colour}`, () =>
    encodeOpaquePng(width, width, (from, to, band) => {
      const started = performance.now();
      compositeMockup(level, design, { x: 50, y: 50, size: 1, rotation: 0 }, colour, band, width, from, to);
      drawMs += performance.now() - started;
    }),
  );
  console.log(`  of which drawing ${drawMs.toFixed(0)} ms; PNG ${(png.byteLength / 2 ** 20).toFixed(1)} MB`);
}
