// `npx tsx tools/ai-design/contact-sheet.ts [--category=t-shirt] [--styles=vintage,illustration] [--tile=256] [--seed=1]
// [--out=docs/ai-design-sheet.png]`: the offline design engine on its fixed prompt set, each prompt in two styles,
// six prompts a row, on a light grey so transparent prints show.
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { DESIGN_STYLES, type DesignCategory, type DesignStyle } from '../../core/src/ai/options';
import { PROMPT_SET } from '../../server/src/ai/design/prompt-set';
import { renderDesignPng } from '../../server/src/ai/design/render-design';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const category = option('category', 't-shirt') as DesignCategory;
const styles = option('styles', 'vintage,illustration').split(',') as DesignStyle[];
const tile = Number(option('tile', '256'));
const seed = Number(option('seed', '1'));
const out = path.resolve(option('out', 'docs/ai-design-sheet.png'));
for (const style of styles) if (!DESIGN_STYLES.includes(style)) throw new Error(`unknown style ${style}`);

const PER_ROW = 6;
const tiles: OverlayOptions[] = [];
for (const [i, { prompt }] of PROMPT_SET.entries()) {
  for (const [j, style] of styles.entries()) {
    const { png } = await renderDesignPng({ prompt, style, category, seed, side: tile });
    tiles.push({ input: Buffer.from(png), left: ((i % PER_ROW) * styles.length + j) * tile, top: Math.floor(i / PER_ROW) * tile });
  }
}
const width = PER_ROW * styles.length * tile;
const height = Math.ceil(PROMPT_SET.length / PER_ROW) * tile;
await sharp({ create: { width, height, channels: 4, background: '#e5e7eb' } }).composite(tiles).png().toFile(out);
console.log(`${out}: ${PROMPT_SET.length} prompts × ${styles.join(', ')} (${category}, seed ${seed})`);
