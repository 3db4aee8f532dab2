// `npx tsx tools/templates/physical/sweatshirt-folded-draft.ts NAME '{"fold":…,"view":…}' [size] [samples]`: the folded
// sweatshirt (recipes/sweatshirts.ts's FOLDED with the JSON's fields over it) small and with few samples, in white,
// black and navy with a round logo, on one sheet in dist/template-previews/sweatshirt-folded-NAME.png. The sewing and
// staging run at full fidelity (only the render is cheap), so a draft's drapes are the template's.
import path from 'node:path';
import { FOLDED } from '../recipes/sweatshirts';
import { renderTemplate, roundLogo, writeSheet } from '../lib/build/index';
import type { RenderedTemplate } from '../lib/build/template';
import { SWEATSHIRT_FIDELITY } from './sweatshirt';
import { foldedSweatshirtRecipe } from './sweatshirt-folded';

const [name, json, sizeArg, samplesArg] = process.argv.slice(2);
const spec = { ...FOLDED, ...JSON.parse(json ?? '{}') };
const size = Number(sizeArg ?? 512);
const t0 = Date.now();
const recipe = foldedSweatshirtRecipe(spec, { ...SWEATSHIRT_FIDELITY, samples: Number(samplesArg ?? 4) });
// A draft that fails the builder's checks is still drawn, its print at the area's own aspect, so one can see what failed.
const t = await renderTemplate(recipe, size).catch(async (e: Error) => {
  console.log('unchecked:', e.message);
  const out = await recipe.render(size);
  const printAspect = spec.printArea.widthMm / spec.printArea.heightMm;
  return { recipe, out, printAspect, layers: { ...out, printAspect }, ms: 0 } as RenderedTemplate;
});
console.log(name, ((Date.now() - t0) / 1000).toFixed(0), 's aspect', t.printAspect.toFixed(3));
const file = path.resolve('dist/template-previews', `sweatshirt-folded-${name ?? 'draft'}.png`);
await writeSheet(file, [t], { size, colours: ['#ffffff', '#111111', '#1e2a4a'], design: roundLogo(400) });
console.log(file);
