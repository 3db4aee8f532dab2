import { boxSizeLabel, boxStyleName } from './box-spec';
import type { Dieline } from './dieline';

/** Blank board round the dieline, in mm: room for the die's rule and for the printer's grip. */
export const SHEET_MARGIN_MM = 10;
/** Under the dieline: the title and the key to the lines. */
export const LEGEND_HEIGHT_MM = 14;
export const LEGEND_FONT_MM = 3.5;
/** Fold lines' dash and gap, in mm. */
export const FOLD_DASH_MM = [3, 2] as const;
export const LINE_WIDTH_MM = 0.25;
export const CUT_COLOUR = '#e4002b';
export const FOLD_COLOUR = '#0072ce';

/** Where everything sits on the exported sheet, shared by the SVG and the PDF so both measure the same. */
export function sheetLayout(dieline: Dieline) {
  // A small box's sheet is widened to hold its title: Helvetica's letters average about half their size.
  const titleWidth = dielineTitle(dieline).length * LEGEND_FONT_MM * 0.56;
  const width = Math.max(dieline.width, titleWidth) + 2 * SHEET_MARGIN_MM;
  const height = dieline.height + 2 * SHEET_MARGIN_MM + LEGEND_HEIGHT_MM;
  const legendY = SHEET_MARGIN_MM + dieline.height + SHEET_MARGIN_MM / 2 + LEGEND_FONT_MM;
  return {
    width,
    height,
    /** The dieline's (0, 0) on the sheet. */
    origin: { x: SHEET_MARGIN_MM, y: SHEET_MARGIN_MM },
    legend: { x: SHEET_MARGIN_MM, y: legendY, keyY: legendY + LEGEND_FONT_MM * 1.8 },
  };
}

/** The legend's title, e.g. `Tuck end box, 120 × 80 × 40 mm (W × H × D), print at 100 %`. */
export const dielineTitle = (dieline: Dieline, times = '×') =>
  `${boxStyleName(dieline.spec.style)} box, ${boxSizeLabel(dieline.spec, times)} (W ${times} H ${times} D), print at 100 %`;

/** Numbers in the files: a thousandth of a millimetre, without trailing zeros. */
export const mm = (value: number) => String(Math.round(value * 1000) / 1000);
