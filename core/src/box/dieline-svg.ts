import { designOnSheet } from './design-on-sheet';
import type { Dieline } from './dieline';
import {
  CUT_COLOUR,
  FOLD_COLOUR,
  FOLD_DASH_MM,
  LEGEND_FONT_MM,
  LINE_WIDTH_MM,
  dielineTitle,
  mm,
  sheetLayout,
} from './sheet-layout';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The user's design, to be placed on its panel under the lines. */
export interface SheetArtwork {
  /** A data URL, so the file stands alone. */
  href: string;
  aspect: number;
  scale: number;
  wrap: boolean;
}

/** The design on its panel, clipped to it and turned where the panel is upside down on the sheet. */
function artworkLayer(dieline: Dieline, artwork: SheetArtwork, ox: number, oy: number): string {
  const { area, image, turned } = designOnSheet(dieline, artwork.aspect, artwork.scale, artwork.wrap);
  const turn = turned ? ` transform="rotate(180 ${mm(area.x + ox + area.width / 2)} ${mm(area.y + oy + area.height / 2)})"` : '';
  return [
    `<clipPath id="print-area"><rect x="${mm(area.x + ox)}" y="${mm(area.y + oy)}" width="${mm(area.width)}" height="${mm(area.height)}"/></clipPath>`,
    `<g id="artwork" clip-path="url(#print-area)"><image xlink:href="${escapeXml(artwork.href)}" x="${mm(image.x + ox)}" y="${mm(image.y + oy)}" width="${mm(image.width)}" height="${mm(image.height)}" preserveAspectRatio="none"${turn}/></g>`,
  ].join('\n');
}

/**
 * The dieline as an SVG whose user unit is the millimetre (`width="…mm"` over a viewBox in mm), so it prints
 * and measures true at 100 %: cut lines solid, fold lines dashed, each kind in its own layer for the die maker,
 * over the design on its panel when there is one.
 */
export function dielineSvg(dieline: Dieline, artwork?: SheetArtwork): string {
  const sheet = sheetLayout(dieline);
  const { x: ox, y: oy } = sheet.origin;
  const path = (kind: 'cut' | 'fold') =>
    dieline.lines
      .filter((line) => line.kind === kind)
      .map(({ from, to }) => `M${mm(from[0] + ox)} ${mm(from[1] + oy)}L${mm(to[0] + ox)} ${mm(to[1] + oy)}`)
      .join('');
  const title = escapeXml(dielineTitle(dieline));
  const { legend } = sheet;
  const key = (x: number, label: string, colour: string, dashed: boolean) =>
    `<line x1="${mm(x)}" y1="${mm(legend.keyY - 1)}" x2="${mm(x + 10)}" y2="${mm(legend.keyY - 1)}" stroke="${colour}" stroke-width="${LINE_WIDTH_MM}"${
      dashed ? ` stroke-dasharray="${FOLD_DASH_MM.join(' ')}"` : ''
    }/><text x="${mm(x + 12)}" y="${mm(legend.keyY)}">${label}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${mm(sheet.width)}mm" height="${mm(sheet.height)}mm" viewBox="0 0 ${mm(sheet.width)} ${mm(sheet.height)}">`,
    `<title>${title}</title>`,
    ...(artwork ? [artworkLayer(dieline, artwork, ox, oy)] : []),
    `<g id="cut" fill="none" stroke="${CUT_COLOUR}" stroke-width="${LINE_WIDTH_MM}" stroke-linecap="round"><path d="${path('cut')}"/></g>`,
    `<g id="fold" fill="none" stroke="${FOLD_COLOUR}" stroke-width="${LINE_WIDTH_MM}" stroke-dasharray="${FOLD_DASH_MM.join(' ')}"><path d="${path('fold')}"/></g>`,
    `<g id="legend" font-family="Helvetica, Arial, sans-serif" font-size="${LEGEND_FONT_MM}" fill="#222">`,
    `<text x="${mm(legend.x)}" y="${mm(legend.y)}">${title}</text>`,
    key(legend.x, 'Cut', CUT_COLOUR, false),
    key(legend.x + 30, 'Fold', FOLD_COLOUR, true),
    '</g>',
    '</svg>',
  ].join('\n');
}
