// `npx tsx tools/templates/physical/tee-pocket-draft.ts NAME [size] [samples]`: the pocket tee (recipes/t-shirts.ts
// POCKET_TEE) small and with few samples, white, black and navy on one sheet in
// dist/template-previews/tee-pocket-NAME.png, to judge the pocket before the 2048² build. The drape is the final one.
import path from 'node:path';
import { POCKET_TEE } from '../recipes/t-shirts';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { layersFromPasses } from './layers';
import { pocketTeeRecipe, pocketTeeScene } from './tee-pocket';

const [name, sizeArg, samplesArg] = process.argv.slice(2);
const size = Number(sizeArg ?? 512);
const samples = Number(samplesArg ?? 4);
const t0 = Date.now();
const recipe = {
  ...pocketTeeRecipe(POCKET_TEE),
  async render(px: number) {
    // The final scene with fewer samples: the same sewn drape.
    const passes = await renderPasses({ ...pocketTeeScene(POCKET_TEE, px), samples }, console.log);
    return layersFromPasses(passes.dir, px, WHITE_ALBEDO, readGrid(passes.dir));
  },
};
const t = await renderTemplate(recipe, size);
console.log(POCKET_TEE.id, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
const file = path.resolve('dist/template-previews', `tee-pocket-${name ?? 'draft'}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
