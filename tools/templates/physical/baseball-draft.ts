// `npx tsx tools/templates/physical/baseball-draft.ts NAME '{"placket":{…},…}' [size] [samples]`: the baseball
// jersey (recipes/sports.ts BASEBALL, its fields overridden by the JSON, `placket` merged into its own) small and with
// few samples, on one sheet in dist/template-previews/baseball-NAME.png (white, black, navy, a round logo).
import path from 'node:path';
import { BASEBALL } from '../recipes/sports';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
import { baseballRecipe } from './baseball';

const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const { placket, ...over } = JSON.parse(json ?? '{}');
const spec = { ...BASEBALL, ...over, placket: { ...BASEBALL.placket, ...placket } };
const size = Number(sizeArg ?? 512);
const t0 = Date.now();
const recipe = baseballRecipe(spec, Number(samplesArg ?? 4));
let t: Awaited<ReturnType<typeof renderTemplate>>;
try {
  t = await renderTemplate(recipe, size);
  console.log(spec.id, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
} catch (e) {
  // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
  console.log(spec.id, 'FAILS', (e as Error).message);
  const o = await recipe.render(size);
  const printAspect = spec.printArea.widthMm / spec.printArea.heightMm;
  t = { recipe, out: o, printAspect, layers: { ...o, printAspect }, ms: Date.now() - t0 };
}
const file = path.resolve('dist/template-previews', `baseball-${name}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
