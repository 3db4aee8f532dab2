import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESIGN_CATEGORIES, DESIGN_STYLES, type DesignCategory, type DesignStyle } from '../../../../core/src/ai/options';
import { motifFor, motifTags } from './icon-library';
import { readPrompt } from './prompt-words';
import { renderDesignPng } from './render-design';

const SIDE = 192;

async function pixels(prompt: string, style: DesignStyle, category: DesignCategory, seed = 11) {
  const { png, width, height } = await renderDesignPng({ prompt, style, category, seed, side: SIDE });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([width, height, info.width, info.height]).toEqual([SIDE, SIDE, SIDE, SIDE]);
  return data;
}

/** Share of pixels that differ clearly (any channel by more than 40) between two renders. */
function difference(a: Buffer, b: Buffer) {
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) > 40 || Math.abs(a[i + 1]! - b[i + 1]!) > 40 || Math.abs(a[i + 2]! - b[i + 2]!) > 40 || Math.abs(a[i + 3]! - b[i + 3]!) > 40) changed++;
  }
  return changed / (a.length / 4);
}

/** Share of opaque pixels, how many colours they have, and how much of the canvas the ink spans. */
function coverage(data: Buffer) {
  let opaque = 0;
  const colours = new Set<number>();
  let [minX, minY, maxX, maxY] = [SIDE, SIDE, 0, 0];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 128) {
      opaque++;
      colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
      const x = (i / 4) % SIDE;
      const y = Math.floor(i / 4 / SIDE);
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  return { opaque: opaque / (data.length / 4), colours: colours.size, spanX: (maxX - minX) / SIDE, spanY: (maxY - minY) / SIDE };
}

describe('design engine', () => {
  it.each(DESIGN_CATEGORIES)('every style makes a real %s design', async (category) => {
    const transparent = category !== 'poster' && category !== 'pattern';
    for (const style of DESIGN_STYLES) {
      const data = await pixels('Wild fox exploring the mountains', style, category);
      const { opaque, colours, spanX, spanY } = coverage(data);
      // Drawn, not blank: ink (even fine line art) spread over much of the canvas, in several colours.
      expect(opaque, `${style} ${category} coverage`).toBeGreaterThan(transparent ? 0.01 : 0.99);
      expect(Math.max(spanX, spanY), `${style} ${category} span`).toBeGreaterThan(0.5);
      expect(Math.min(spanX, spanY), `${style} ${category} span`).toBeGreaterThan(0.15);
      expect(colours, `${style} ${category} colours`).toBeGreaterThanOrEqual(2);
      if (transparent) {
        // A print: the corners are see-through, so it sits on any garment colour.
        for (const [x, y] of [[0, 0], [SIDE - 1, 0], [0, SIDE - 1], [SIDE - 1, SIDE - 1]]) expect(data[(y! * SIDE + x!) * 4 + 3], `${style} ${category} corner`).toBe(0);
      }
    }
  });

  it('gives visibly different designs for different prompts, styles and seeds, and the same one for the same seed', async () => {
    const base = await pixels('Wild fox exploring the mountains', 'vintage', 't-shirt', 5);
    expect(difference(base, await pixels('Wild fox exploring the mountains', 'vintage', 't-shirt', 5))).toBe(0);
    expect(difference(base, await pixels('Coffee fuels my rocket', 'vintage', 't-shirt', 5))).toBeGreaterThan(0.05);
    expect(difference(base, await pixels('Wild fox exploring the mountains', 'retro', 't-shirt', 5))).toBeGreaterThan(0.05);
    expect(difference(base, await pixels('Wild fox exploring the mountains', 'vintage', 't-shirt', 6))).toBeGreaterThan(0.01);
  });

  it('renders the same vector design at any size, 4096² for downloads', async () => {
    const big = await renderDesignPng({ prompt: 'Cat club', style: 'modern', category: 'logo', seed: 1, side: 4096 });
    const meta = await sharp(big.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 4096, 4096, true]);
  });
});

describe('prompt words', () => {
  it.each([
    ['fox', 'drawn:fox'],
    ['coffee', 'coffee'],
    ['mountains', 'mountain'],
    ['rocket', 'rocket'],
    ['cats', 'cat'],
    ['latte', 'coffee'],
    ['anchor', 'anchor'],
  ])("finds a motif for '%s'", (word, expected) => {
    const motif = motifFor(word);
    expect(motif && (motif.kind === 'drawn' ? `drawn:${motif.name}` : motif.kind === 'icon' ? motif.icon.name : motif.word)).toBe(expected);
  });

  it('takes the headline from the words that matter, or from quotes', () => {
    expect(readPrompt('Create a vintage t-shirt design of a fox').headline).toEqual(['fox']);
    expect(readPrompt('Retro poster that says "Stay Wild" with mountains').headline).toEqual(['Stay', 'Wild']);
    const composed = readPrompt('Professional product photography of a ceramic coffee mug, studio lighting, high quality');
    expect(composed.headline).toEqual(['ceramic', 'coffee', 'mug']);
    // 'coffee mug' is one thing: the set's coffee-mug.
    expect(composed.motifs.map((m) => m.word)).toEqual(['mug']);
    expect(motifTags(composed.motifs[0]!)).toContain('coffee');
    expect(readPrompt('rocket launch into space').theme).toBe('space');
    expect(readPrompt('!!!').headline).toEqual(['Good', 'Vibes']);
  });

  it("finds no motif for the names of Object's own properties (they were looked up in plain objects)", () => {
    for (const word of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf', '__defineGetter__']) {
      expect(motifFor(word), word).toBeUndefined();
    }
    expect(readPrompt('constructor toString fox').motifs.map((m) => m.word)).toEqual(['fox']);
  });

  it('renders a prompt made of those names like any other words', async () => {
    const { png } = await renderDesignPng({ prompt: 'constructor __proto__ valueOf', style: 'modern', category: 't-shirt', seed: 3, side: 64 });
    expect(png.length).toBeGreaterThan(100);
  });
});
