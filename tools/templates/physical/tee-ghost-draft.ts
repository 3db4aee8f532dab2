// `npx tsx tools/templates/physical/tee-ghost-draft.ts NAME IDS [size] [samples]`: ghost-mannequin T-shirts
// (recipes/t-shirts.ts GHOST_TEES, IDS like t-shirts-3,t-shirts-5) small and with few samples, on one sheet in
// dist/template-previews/tee-ghost-NAME.png, to judge a look before the 2048² build. The drape is the final one.
import path from 'node:path';
import { GHOST_TEES } from '../recipes/t-shirts';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
import { WHITE_ALBEDO } from './apparel';
import { readGrid, renderPasses } from './blender';
import { layersFromPasses } from './layers';
import { ghostTeeRecipe, ghostTeeScene } from './tee-ghost';

const [name, ids, sizeArg, samplesArg] = process.argv.slice(2);
const size = Number(sizeArg ?? 512);
const samples = Number(samplesArg ?? 4);
const out: Awaited<ReturnType<typeof renderTemplate>>[] = [];
for (const id of (ids ?? '').split(',')) {
  const spec = GHOST_TEES.find((s) => s.id === id);
  if (!spec) throw new Error(`${id} is not one of GHOST_TEES`);
  const t0 = Date.now();
  const recipe = {
    ...ghostTeeRecipe(spec),
    async render(px: number) {
      // The final scene with fewer samples: the same sewn drape.
      const passes = await renderPasses({ ...ghostTeeScene(spec, px), samples }, console.log);
      return layersFromPasses(passes.dir, px, WHITE_ALBEDO, readGrid(passes.dir));
    },
  };
  try {
    const t = await renderTemplate(recipe, size);
    console.log(id, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
    out.push(t);
  } catch (e) {
    // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
    console.log(id, 'FAILS', (e as Error).message);
    const o = await recipe.render(size);
    const printAspect = spec.printArea.widthMm / spec.printArea.heightMm;
    out.push({ recipe, out: o, printAspect, layers: { ...o, printAspect }, ms: Date.now() - t0 });
  }
}
const file = path.resolve('dist/template-previews', `tee-ghost-${name ?? 'draft'}.png`);
await writeSheet(file, out, { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
