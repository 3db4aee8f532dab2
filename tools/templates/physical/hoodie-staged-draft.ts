// `npx tsx tools/templates/physical/hoodie-staged-draft.ts NAME [size] [samples]`: the staged hoodies (recipes/hoodies.ts
// STAGED; IDS=hoodies-5,… picks them) small and with few samples, on one sheet in
// dist/template-previews/hoodie-staged-NAME.png, to judge a look before the 2048² build.
import path from 'node:path';
import { STAGED } from '../recipes/hoodies';
import { stagedHoodieRecipe } from './hoodie-staged';
import { HOODIE_FIDELITY } from './hoodie';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';

const [name, sizeArg, samplesArg] = process.argv.slice(2);
const size = Number(sizeArg ?? 512);
const f = { ...HOODIE_FIDELITY, samples: Number(samplesArg ?? 4) };
const ids = (process.env.IDS ?? STAGED.map((s) => s.id).join()).split(',');
const out: Awaited<ReturnType<typeof renderTemplate>>[] = [];
for (const id of ids) {
  const t0 = Date.now();
  const recipe = stagedHoodieRecipe(STAGED.find((s) => s.id === id)!, f);
  try {
    const t = await renderTemplate(recipe, size);
    console.log(id, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
    out.push(t);
  } catch (e) {
    // A draft is for looking: one that fails the build's checks is still shown (at its declared aspect), and said so.
    console.log(id, 'FAILS', (e as Error).message);
    const o = await recipe.render(size);
    const a = recipe.printAreas![0]!;
    const printAspect = a.widthMm / a.heightMm;
    out.push({ recipe, out: o, printAspect, layers: { ...o, printAspect }, ms: Date.now() - t0 });
  }
}
const file = path.resolve('dist/template-previews', `hoodie-staged-${name ?? 'draft'}.png`);
await writeSheet(file, out, { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
