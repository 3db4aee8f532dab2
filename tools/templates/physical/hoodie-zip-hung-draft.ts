// `npx tsx tools/templates/physical/hoodie-zip-hung-draft.ts NAME [size] [samples]`: the hung zip hoodie (hoodies-6)
// small and with few samples, on one sheet in dist/template-previews/hoodie-zip-hung-NAME.png (white, black, navy, a
// round logo). The drape is the final one (hoodies-4's).
import path from 'node:path';
import { ZIP_HUNG } from '../recipes/hoodies';
import { HOODIE_FIDELITY } from './hoodie';
import { hoodieZipHungRecipe } from './hoodie-zip-hung';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';

const [name, sizeArg, samplesArg] = process.argv.slice(2);
const size = Number(sizeArg ?? 512);
const t0 = Date.now();
const recipe = hoodieZipHungRecipe(ZIP_HUNG, { ...HOODIE_FIDELITY, samples: Number(samplesArg ?? 4) });
let t: Awaited<ReturnType<typeof renderTemplate>>;
try {
  t = await renderTemplate(recipe, size);
  console.log('hoodies-6', ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
} catch (e) {
  // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
  console.log('hoodies-6 FAILS', (e as Error).message);
  const o = await recipe.render(size);
  const printAspect = ZIP_HUNG.printArea.widthMm / ZIP_HUNG.printArea.heightMm;
  t = { recipe, out: o, printAspect, layers: { ...o, printAspect }, ms: Date.now() - t0 };
}
const file = path.resolve('dist/template-previews', `hoodie-zip-hung-${name}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
