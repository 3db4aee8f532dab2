import type { Dieline } from './dieline';
import { pdfString, pt, writePdf } from './pdf-writer';
import { CUT_COLOUR, FOLD_COLOUR, FOLD_DASH_MM, LEGEND_FONT_MM, LINE_WIDTH_MM, dielineTitle, sheetLayout } from './sheet-layout';

/** PostScript points per millimetre: 72 to the inch, 25.4 mm to the inch. */
export const PT_PER_MM = 72 / 25.4;

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => pt(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

/** The dieline as a one-page PDF the size of the sheet (dieline, margin and legend), lines as vectors. */
export function dielinePdf(dieline: Dieline): string {
  const sheet = sheetLayout(dieline);
  const k = PT_PER_MM;
  // PDF's y runs up from the page's bottom; the sheet's runs down from its top.
  const x = (value: number) => pt((value + sheet.origin.x) * k);
  const y = (value: number) => pt((sheet.height - value - sheet.origin.y) * k);
  const strokes = (kind: 'cut' | 'fold') =>
    dieline.lines
      .filter((line) => line.kind === kind)
      .map(({ from, to }) => `${x(from[0])} ${y(from[1])} m ${x(to[0])} ${y(to[1])} l`)
      .join('\n');
  const text = (at: number, baseline: number, words: string) =>
    `BT /F1 ${pt(LEGEND_FONT_MM * k)} Tf ${pt(at * k)} ${pt((sheet.height - baseline) * k)} Td ${pdfString(words)} Tj ET`;
  const keyLine = (at: number, colour: string) =>
    `${rgb(colour)} RG ${pt(at * k)} ${pt((sheet.height - sheet.legend.keyY + 1) * k)} m ${pt((at + 10) * k)} ${pt((sheet.height - sheet.legend.keyY + 1) * k)} l S`;
  const dash = `[${FOLD_DASH_MM.map((v) => pt(v * k)).join(' ')}] 0 d`;
  const { legend } = sheet;
  const content = [
    `${pt(LINE_WIDTH_MM * k)} w 1 J`,
    `${rgb(CUT_COLOUR)} RG`,
    strokes('cut'),
    'S',
    `${rgb(FOLD_COLOUR)} RG 0 J ${dash}`,
    strokes('fold'),
    'S',
    `[] 0 d 0.133 0.133 0.133 rg`,
    text(legend.x, legend.y, dielineTitle(dieline)),
    keyLine(legend.x, CUT_COLOUR),
    text(legend.x + 12, legend.keyY, 'Cut'),
    dash,
    keyLine(legend.x + 30, FOLD_COLOUR),
    '[] 0 d',
    text(legend.x + 42, legend.keyY, 'Fold'),
  ].join('\n');
  return writePdf({ width: sheet.width * k, height: sheet.height * k, content }, dielineTitle(dieline));
}
