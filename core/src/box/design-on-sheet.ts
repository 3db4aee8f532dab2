import type { Dieline, Rect } from './dieline';
import { lidWallMm } from './lid-box';

/** Where the design is printed on the flat sheet, in the sheet's millimetres. */
export interface SheetPrint {
  /** The panel (or run of panels) printed on; nothing outside it is printed. */
  area: Rect;
  /** The design's full size and place, centred on the area. */
  image: Rect;
  /**
   * Upside down on the sheet: a wall that folds up off the base (mailer, lid box) has the box's top at its
   * far edge, so artwork upright on the box is turned half round on the sheet.
   */
  turned: boolean;
}

/** The print area on the sheet, as the 3D model prints it (box.ts): the front panel, below a lid box's lid. */
function printArea(dieline: Dieline, wrap: boolean): { area: Rect; turned: boolean } {
  const { front, left, right } = dieline.panels;
  switch (dieline.spec.style) {
    case 'tuck-end':
      // The side panels sit either side of the front, so a wrap is one strip across all three.
      return { area: wrap ? { ...front, x: left.x, width: right.x + right.width - left.x } : front, turned: false };
    case 'mailer':
      return { area: front, turned: true };
    case 'lid':
      // The base's front below the lid's rim: the part next to the fold, on the sheet.
      return { area: { ...front, height: front.height - lidWallMm(dieline.spec.height) }, turned: true };
  }
}

/**
 * The design on the sheet as on the box: scale 100 % fits it whole in the print area, keeping its proportions
 * (as `fitDesign` does on the 3D model); other scales grow or shrink it about the area's centre.
 */
export function designOnSheet(dieline: Dieline, designAspect: number, scalePercent: number, wrap: boolean): SheetPrint {
  const { area, turned } = printArea(dieline, wrap);
  const aspect = Number.isFinite(designAspect) && designAspect > 0 ? designAspect : 1;
  const k = scalePercent / 100;
  const byWidth = aspect >= area.width / area.height;
  const width = (byWidth ? area.width : area.height * aspect) * k;
  const height = (byWidth ? area.width / aspect : area.height) * k;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  return { area, image: { x: cx - width / 2, y: cy - height / 2, width, height }, turned };
}
