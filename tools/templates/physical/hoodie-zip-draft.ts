// `npx tsx tools/templates/physical/hoodie-zip-draft.ts NAME '{"eyelet":…}' [size] [samples]`: the zip hoodie (hoodies-2)
// small and with few samples, its zip's fields overridden by the JSON, on one sheet in
// dist/template-previews/hoodie-zip-NAME.png (white, black, navy, a round logo). The drape is the final one.
import path from 'node:path';
import { SPECS } from '../recipes/hoodies';
import { HOODIE_FIDELITY } from './hoodie';
import { hoodieZipRecipe, ZIP } from './hoodie-zip';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';

const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const zip = { ...ZIP, ...JSON.parse(json ?? '{}') };
const size = Number(sizeArg ?? 512);
const spec = SPECS.find((s) => s.id === 'hoodies-2')!;
const t0 = Date.now();
const recipe = hoodieZipRecipe(spec, { ...HOODIE_FIDELITY, samples: Number(samplesArg ?? 4) }, zip);
let t: Awaited<ReturnType<typeof renderTemplate>>;
try {
  t = await renderTemplate(recipe, size);
  console.log('hoodies-2', ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
} catch (e) {
  // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
  console.log('hoodies-2 FAILS', (e as Error).message);
  const o = await recipe.render(size);
  const printAspect = spec.printArea.widthMm / spec.printArea.heightMm;
  t = { recipe, out: o, printAspect, layers: { ...o, printAspect }, ms: Date.now() - t0 };
}
const file = path.resolve('dist/template-previews', `hoodie-zip-${name}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
