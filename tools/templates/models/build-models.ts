/**
 * `npm run models:build [product…]`: exports the 3D editor's Blender-made products into web/public/models/, each
 * only when what makes it (its scene and the Blender scripts) changed since the committed file was made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPasses, sceneHash } from '../physical/blender';
import { PRODUCT_MODELS, portableModelScene } from './product-models';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MODELS_DIR = path.join(root, 'web/public/models');
/** What each committed model was made from (its scene's hash), so a build remakes only what changed. */
const HASHES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'built-hashes.json');

async function main() {
  const wanted = process.argv.slice(2);
  const hashes: Record<string, string> = fs.existsSync(HASHES) ? JSON.parse(fs.readFileSync(HASHES, 'utf8')) : {};
  fs.mkdirSync(MODELS_DIR, { recursive: true });
  for (const model of PRODUCT_MODELS) {
    if (wanted.length && !wanted.includes(model.product)) continue;
    const scene = model.scene();
    const hash = sceneHash(portableModelScene(scene));
    const file = path.join(MODELS_DIR, `${model.product}.glb`);
    if (hashes[model.product] === hash && fs.existsSync(file)) {
      console.log(`${model.product}: up to date`);
      continue;
    }
    const drapeFile = (scene as { garment?: { drapeFile: string } }).garment?.drapeFile;
    if (model.template && drapeFile && !fs.existsSync(drapeFile)) {
      console.log(`${model.product}: draping it first (its template's scene, small)`);
      await renderPasses(model.template(), console.log);
    }
    const exported = await renderPasses(scene, console.log);
    fs.copyFileSync(path.join(exported.dir, 'model.glb'), file);
    const stats = JSON.parse(fs.readFileSync(path.join(exported.dir, 'timings.json'), 'utf8'));
    console.log(`${model.product}: ${stats.triangles} triangles (draft ${stats.draftTriangles}), ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
    hashes[model.product] = hash;
    fs.writeFileSync(HASHES, `${JSON.stringify(hashes, null, 2)}\n`);
  }
}

await main();
