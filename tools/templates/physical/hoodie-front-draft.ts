// `npx tsx tools/templates/physical/hoodie-front-draft.ts NAME '{"hoodTurn":…}' [size] [samples]`: the front, three-quarter
// and back views of one hoodie_front drape (the hood laid down as the JSON overrides HOOD_FRONT), small and with few
// samples, on one sheet in dist/template-previews/hoodie-front-NAME.png; VIEWS=hoodies-1,… picks the views.
import path from 'node:path';
import { SPECS } from '../recipes/hoodies';
import { HOOD_FRONT, hoodieFrontRecipe } from './hoodie-front';
import { HOODIE_FIDELITY } from './hoodie';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const hood = { ...HOOD_FRONT, ...JSON.parse(json ?? '{}') };
const size = Number(sizeArg ?? 512);
const f = { ...HOODIE_FIDELITY, samples: Number(samplesArg ?? 4) };
const ids = (process.env.VIEWS ?? 'hoodies-1,hoodies-7,hoodies-3').split(',');
const out: Awaited<ReturnType<typeof renderTemplate>>[] = [];
for (const id of ids) {
  const t0 = Date.now();
  const t = await renderTemplate(hoodieFrontRecipe(SPECS.find((s) => s.id === id)!, f, hood), size);
  console.log(id, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
  out.push(t);
}
const file = path.resolve('dist/template-previews', `hoodie-front-${name}.png`);
await writeSheet(file, out, { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
