// `npx tsx tools/templates/physical/hoodie-flat-draft.ts NAME '{"even":…,"fold":…,"iron":…}' [size] [samples]`:
// hoodies-5 (the flat lay) small and with few samples, its spec's fields overridden by the JSON (`even`, `fold` and `press`
// merged into the spec's), on one sheet in dist/template-previews/hoodie-flat-NAME.png (white, black, navy, a round logo).
import path from 'node:path';
import { FLAT_LAY } from '../recipes/hoodies';
import { flatHoodieRecipe } from './hoodie-flat';
import { HOODIE_FIDELITY } from './hoodie';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';

const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const { even, fold, press, ...over } = JSON.parse(json ?? '{}');
const spec = {
  ...FLAT_LAY, ...over, even: { ...FLAT_LAY.even, ...even }, fold: { ...FLAT_LAY.fold, ...fold },
  ...(press || FLAT_LAY.press ? { press: { ...FLAT_LAY.press, ...press } } : {}),
};
const size = Number(sizeArg ?? 512);
const f = { ...HOODIE_FIDELITY, samples: Number(samplesArg ?? 4) };
const t0 = Date.now();
const recipe = flatHoodieRecipe(spec, f);
let t: Awaited<ReturnType<typeof renderTemplate>>;
try {
  t = await renderTemplate(recipe, size);
  console.log('hoodies-5', ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
} catch (e) {
  // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
  console.log('hoodies-5 FAILS', (e as Error).message);
  const o = await recipe.render(size);
  const printAspect = spec.printArea.widthMm / spec.printArea.heightMm;
  t = { recipe, out: o, printAspect, layers: { ...o, printAspect }, ms: Date.now() - t0 };
}
const file = path.resolve('dist/template-previews', `hoodie-flat-${name}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
