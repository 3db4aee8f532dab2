// `npx tsx tools/templates/physical/jersey-flat-draft.ts NAME '{"cloth":…,"iron":…}' [size] [samples]`: the soccer
// jersey's flat lay (recipes/sports.ts's FLAT_JERSEY with the JSON's fields over it) small and with few samples, in
// white, black and navy with a round logo, on one sheet in dist/template-previews/jersey-flat-NAME.png. The sewing and
// staging run at full fidelity (only the render is cheap), so a draft's drapes are the template's.
import path from 'node:path';
import { FLAT_JERSEY } from '../recipes/sports';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
import { flatJerseyRecipe } from './jersey-flat';

const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const spec = { ...FLAT_JERSEY, ...JSON.parse(json ?? '{}') };
const size = Number(sizeArg ?? 512);
const t0 = Date.now();
const t = await renderTemplate(flatJerseyRecipe(spec, { spacing: 18, frames: 90, quality: 7, samples: Number(samplesArg ?? 4) }), size);
console.log(name, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
const file = path.resolve('dist/template-previews', `jersey-flat-${name ?? 'draft'}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
