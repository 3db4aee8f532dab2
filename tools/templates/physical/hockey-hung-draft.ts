// `npx tsx tools/templates/physical/hockey-hung-draft.ts NAME [size] [samples]`: the hung hockey jersey (recipes/sports.ts
// HOCKEY_HUNG) small and with few samples, in dist/template-previews/hockey-hung-NAME.png, to judge a look before the
// 2048² build (the drapes it sews and hangs are the build's).
import path from 'node:path';
import { HOCKEY_HUNG } from '../recipes/sports';
import { HOCKEY_FIDELITY, hockeyHungRecipe } from './hockey-hung';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';

const [name, sizeArg, samplesArg] = process.argv.slice(2);
const size = Number(sizeArg ?? 512);
const recipe = hockeyHungRecipe(HOCKEY_HUNG, { ...HOCKEY_FIDELITY, samples: Number(samplesArg ?? 4) });
const t0 = Date.now();
let t: Awaited<ReturnType<typeof renderTemplate>>;
try {
  t = await renderTemplate(recipe, size);
  console.log(recipe.id, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
} catch (e) {
  // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
  console.log(recipe.id, 'FAILS', (e as Error).message);
  const o = await recipe.render(size);
  const a = recipe.printAreas![0]!;
  t = { recipe, out: o, printAspect: a.widthMm / a.heightMm, layers: { ...o, printAspect: a.widthMm / a.heightMm }, ms: Date.now() - t0 };
}
const file = path.resolve('dist/template-previews', `hockey-hung-${name ?? 'draft'}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
