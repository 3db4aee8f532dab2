import { describe, expect, it } from 'vitest';
import { buildDieline } from './dieline';
import { PT_PER_MM, dielinePdf } from './dieline-pdf';
import { dielineSvg } from './dieline-svg';
import { LEGEND_HEIGHT_MM, SHEET_MARGIN_MM } from './sheet-layout';

const dieline = buildDieline({ style: 'tuck-end', width: 120, height: 80, depth: 40 });
const sheet = { width: dieline.width + 2 * SHEET_MARGIN_MM, height: dieline.height + 2 * SHEET_MARGIN_MM + LEGEND_HEIGHT_MM };

describe('the dieline as SVG', () => {
  const svg = dielineSvg(dieline);
  const attr = (name: string) => svg.match(new RegExp(`<svg[^>]* ${name}="([^"]+)"`))![1]!;

  it('measures true at 100 %: its size in mm and its viewBox in the same mm', () => {
    expect(attr('width')).toBe(`${sheet.width}mm`);
    expect(attr('height')).toBe(`${sheet.height}mm`);
    expect(attr('viewBox').split(' ').map(Number)).toEqual([0, 0, sheet.width, sheet.height]);
  });

  it('draws the cut lines solid and the fold lines dashed, each line once, and titles the size', () => {
    const layer = (id: string) => svg.match(new RegExp(`<g id="${id}"([^>]*)><path d="([^"]*)"`))!;
    const moves = (d: string) => d.split('M').length - 1;
    const [, cutAttrs, cut] = layer('cut');
    const [, foldAttrs, fold] = layer('fold');
    expect(cutAttrs).not.toContain('dasharray');
    expect(foldAttrs).toContain('stroke-dasharray="3 2"');
    expect(moves(cut!)).toBe(dieline.lines.filter((line) => line.kind === 'cut').length);
    expect(moves(fold!)).toBe(12);
    // The front panel's top edge, cut, 10 mm in from the sheet's corner plus the dust flaps' and lid's reach.
    const front = dieline.panels.front;
    expect(cut).toContain(`M${front.x + 10} ${front.y + 10}L${front.x + 130} ${front.y + 10}`);
    expect(svg).toContain('Tuck end box, 120 × 80 × 40 mm (W × H × D), print at 100 %');
  });

  it('lays the design on the front panel under the lines, clipped to it, when there is one', () => {
    const withArt = dielineSvg(dieline, { href: 'data:image/png;base64,AAAA', aspect: 1, scale: 100, wrap: false });
    const front = dieline.panels.front;
    expect(withArt).toContain(`<rect x="${front.x + 10}" y="${front.y + 10}" width="120" height="80"/>`);
    // A square design fits the 80 mm height, centred across the 120 mm width.
    expect(withArt).toContain(`xlink:href="data:image/png;base64,AAAA" x="${front.x + 30}" y="${front.y + 10}" width="80" height="80"`);
    expect(withArt.indexOf('id="artwork"')).toBeLessThan(withArt.indexOf('id="cut"'));
    expect(svg).not.toContain('id="artwork"');
  });
});

describe('a small box’s sheet', () => {
  it('is widened to hold its legend', () => {
    const small = buildDieline({ style: 'tuck-end', width: 20, height: 20, depth: 20 });
    const svg = dielineSvg(small);
    const width = Number(svg.match(/ width="([\d.]+)mm"/)![1]);
    // The glue flap narrows to 12 mm on 20 mm sides.
    expect(small.width).toBe(12 + 80);
    expect(width).toBeGreaterThan(small.width + 2 * SHEET_MARGIN_MM);
    // The title's 60-odd letters at 3.5 mm.
    expect(width).toBeGreaterThan(60 * 3.5 * 0.5 + 2 * SHEET_MARGIN_MM);
  });
});

describe('the dieline as PDF', () => {
  const pdf = dielinePdf(dieline);

  it('is a page the size of the sheet, 72/25.4 pt to the mm', () => {
    const box = pdf.match(/\/MediaBox \[([^\]]+)\]/)![1]!.split(' ').map(Number);
    expect(box[0]).toBe(0);
    expect(box[2]! / PT_PER_MM).toBeCloseTo(sheet.width, 2);
    expect(box[3]! / PT_PER_MM).toBeCloseTo(sheet.height, 2);
  });

  it('draws every line as a vector, the folds dashed, and its xref points at each object', () => {
    const content = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(pdf).toContain(`/Length ${content.length}`);
    // The dieline's strokes come first: the cuts, then a dash pattern and the folds, then the legend.
    const [lines] = content.split('[] 0 d');
    const [cuts, folds] = lines!.split(/\[[\d. ]+\] 0 d/);
    const segments = (text: string) => (text.match(/ m [\d.]+ [\d.]+ l/g) ?? []).length;
    expect(segments(cuts!)).toBe(dieline.lines.filter((line) => line.kind === 'cut').length);
    expect(segments(folds!)).toBe(12);
    const start = Number(pdf.match(/startxref\n(\d+)/)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = pdf.slice(start).match(/^\d{10} 00000 n $/gm)!.map((line) => Number(line.slice(0, 10)));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(pdf).toContain('(Tuck end box, 120 \\327 80 \\327 40 mm');
  });
});
