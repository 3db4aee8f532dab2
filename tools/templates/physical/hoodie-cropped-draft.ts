// `npx tsx tools/templates/physical/hoodie-cropped-draft.ts NAME '{"garment":…,"printArea":…,"hood":…}' [size] [samples]`:
// hoodies-8 (the cropped hoodie) small and with few samples, its spec's fields overridden by the JSON, on one sheet
// in dist/template-previews/hoodie-cropped-NAME.png (white, black, navy, a round logo).
import path from 'node:path';
import { SPECS } from '../recipes/hoodies';
import { HOOD_CROPPED, croppedHoodieRecipe } from './hoodie-cropped';
import { HOODIE_FIDELITY } from './hoodie';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const { hood, ...over } = JSON.parse(json ?? '{}');
const spec = { ...SPECS.find((s) => s.id === 'hoodies-8')!, ...over };
const size = Number(sizeArg ?? 512);
const f = { ...HOODIE_FIDELITY, samples: Number(samplesArg ?? 4) };
const t0 = Date.now();
const t = await renderTemplate(croppedHoodieRecipe(spec, f, { ...HOOD_CROPPED, ...hood }), size);
console.log('hoodies-8', ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
const file = path.resolve('dist/template-previews', `hoodie-cropped-${name}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
