// `npx tsx tools/templates/physical/training-top-draft.ts NAME '{"pose":…,"cloth":…}' [size] [samples]`: the training
// top (recipes/sports.ts's TRAINING_TOP with the JSON's fields over it) small and with few samples, in white, black and
// navy with a round logo, on one sheet in dist/template-previews/training-top-NAME.png. The sewing and staging run at
// full fidelity (only the render is cheap), so a draft's drapes are the template's.
import path from 'node:path';
import { TRAINING_TOP } from '../recipes/sports';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
import { SWEATSHIRT_FIDELITY } from './sweatshirt';
import { trainingTopRecipe } from './training-top';

const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const spec = { ...TRAINING_TOP, ...JSON.parse(json ?? '{}') };
const size = Number(sizeArg ?? 512);
const t0 = Date.now();
const t = await renderTemplate(trainingTopRecipe(spec, { ...SWEATSHIRT_FIDELITY, samples: Number(samplesArg ?? 4) }), size);
console.log(name, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
const file = path.resolve('dist/template-previews', `training-top-${name ?? 'draft'}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
