// `npm run templates:preview -- <category|id> … [--size=800] [--colours=#16a34a,#111111] [--design=logo|test]`:
// renders recipes (not the committed assets) through core's renderer and writes one sheet per category to
// dist/template-previews/<name>.png: a row per template, a tile per colour.
import path from 'node:path';
import { loadRecipes, renderTemplate, roundLogo, testDesign, writeSheet, type RenderedTemplate } from './lib/build/index';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const size = Number(option('size', '800'));
const colours = option('colours', '#16a34a,#111111').split(',');
const design = option('design', 'logo') === 'test' ? testDesign(600, 600) : roundLogo(400);
const names = args.filter((a) => !a.startsWith('--'));
if (!names.length) throw new Error('name one or more categories or template ids');

const byCategory = new Map<string, RenderedTemplate[]>();
for (const recipe of await loadRecipes(names)) {
  const t = await renderTemplate(recipe, size);
  console.log(`${recipe.id.padEnd(22)} ${(t.ms / 1000).toFixed(1)} s  aspect ${t.printAspect.toFixed(3)}  ${recipe.style}`);
  const key = names.includes(recipe.id) ? recipe.id : recipe.category;
  byCategory.set(key, [...(byCategory.get(key) ?? []), t]);
}
for (const [name, templates] of byCategory) {
  const file = path.resolve('dist/template-previews', `${name}-${size}.png`);
  await writeSheet(file, templates, { size, colours, design });
  console.log(file);
}
