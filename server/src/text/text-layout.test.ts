import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textFont } from '../../../core/src/text/font-cache';
import { textFontModule } from '../../../core/src/text/fonts';
import { glyphPolygons, layoutText, type TextLayout } from '../../../core/src/text/layout';
import { fillPolygons } from '../../../core/src/text/rasterise';
import { loadTextFonts } from './text-fonts';

const require = createRequire(import.meta.url);
loadTextFonts(['montserrat']);
const font = textFont('montserrat');
const positions = (layout: TextLayout) => layout.glyphs.map((g) => [g.glyph.index, g.x, g.y, g.rotation]);

describe('layoutText', () => {
  it('puts a string’s glyphs on the same positions in another process, to the last bit', () => {
    const options = { letterSpacing: 120, align: 'center', arc: 40 } as const;
    const here = positions(layoutText(font, 'EST. 2024\nMockup Studio', options));
    // A fresh Node process with its own parse of the face: nothing is shared but the code and the TTF.
    const script = `
      import { readFileSync } from 'node:fs';
      import { registerTextFont } from './core/src/text/font-cache.ts';
      import { layoutText } from './core/src/text/layout.ts';
      const font = registerTextFont('montserrat', readFileSync(${JSON.stringify(require.resolve(textFontModule('montserrat')))}));
      const l = layoutText(font, 'EST. 2024\\nMockup Studio', ${JSON.stringify(options)});
      process.stdout.write(JSON.stringify(l.glyphs.map((g) => [g.glyph.index, g.x, g.y, g.rotation])));`;
    const there = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }));
    expect(there).toEqual(here);
    expect(here).toHaveLength('EST. 2024Mockup Studio'.length);
  });

  it('spaces letters by the letter spacing and aligns lines', () => {
    const plain = layoutText(font, 'HH', { letterSpacing: 0, align: 'center', arc: 0 });
    const spaced = layoutText(font, 'HH', { letterSpacing: 500, align: 'center', arc: 0 });
    expect(spaced.width - plain.width).toBeCloseTo(0.5, 9);
    const left = layoutText(font, 'WIDE LINE\nH', { letterSpacing: 0, align: 'left', arc: 0 });
    const right = layoutText(font, 'WIDE LINE\nH', { letterSpacing: 0, align: 'right', arc: 0 });
    expect(left.glyphs.at(-1)!.x).toBeCloseTo(-left.width / 2, 9);
    expect(right.glyphs.at(-1)!.x + right.glyphs.at(-1)!.advance).toBeCloseTo(right.width / 2, 9);
  });

  it('sets an arced line on a circle that keeps its length: glyph middles at one radius, sweeping the arc', () => {
    for (const arc of [90, -90, 270]) {
      const straight = layoutText(font, 'CIRCLE TEXT', { letterSpacing: 0, align: 'center', arc: 0 });
      const bent = layoutText(font, 'CIRCLE TEXT', { letterSpacing: 0, align: 'center', arc });
      const radius = straight.width / ((Math.abs(arc) * Math.PI) / 180);
      const up = Math.sign(arc);
      const baseline = straight.glyphs[0]!.y;
      const centre = [0, baseline + up * radius];
      const middles = bent.glyphs.map((g) => [g.x + (Math.cos(g.rotation) * g.advance) / 2, g.y + (Math.sin(g.rotation) * g.advance) / 2]);
      for (const [x, y] of middles) expect(Math.hypot(x! - centre[0]!, y! - centre[1]!)).toBeCloseTo(radius, 9);
      // Each glyph turns with the circle, and the arc between the first and last middles is the line's length less
      // half of each end glyph's advance.
      const first = bent.glyphs[0]!, last = bent.glyphs.at(-1)!;
      const sweep = Math.abs(last.rotation - first.rotation) * radius;
      expect(sweep).toBeCloseTo(straight.width - first.advance / 2 - last.advance / 2, 9);
      // An arch's ends hang below its middle; a sag's rise above it.
      expect(up * (middles[0]![1]! - baseline)).toBeGreaterThan(0);
    }
  });
});

describe('text rasterised as glyph paths', () => {
  it('draws text where its layout says, with holes left open (nonzero winding)', () => {
    const size = 200;
    const image = { width: size, height: size, data: new Uint8Array(size * size * 4) };
    const layout = layoutText(font, 'O', { letterSpacing: 0, align: 'center', arc: 0 });
    fillPolygons(image, glyphPolygons(font, layout, (x, y) => [size / 2 + x * 150, size / 2 + y * 150]), [0, 0, 0]);
    const alpha = (x: number, y: number) => image.data[(y * size + x) * 4 + 3]!;
    expect(alpha(100, 100)).toBe(0); // the counter of the O
    expect(alpha(5, 100)).toBe(0);
    let inked = 0;
    for (let i = 3; i < image.data.length; i += 4) inked += image.data[i]! > 128 ? 1 : 0;
    expect(inked).toBeGreaterThan(size * size * 0.1);
  });
});
