/**
 * A cylinder's print proportions come from its marks, not from a paper size: the label is `span` degrees of arc on a
 * cylinder whose radius is the rims' half-width, and as tall as the rims are apart once the camera's tilt (read from
 * how open the rims' ellipses are) is undone. The cylinder mesh (area-mesh.ts) lays one unit of arc over one pixel at
 * the front, so with this aspect a disc on the label facing the camera stays a disc (foreshortened only by the tilt).
 */
import type { PrintArea } from './own-template';

type Cylinder = Extract<PrintArea, { kind: 'cylinder' }>;

/** The steepest tilt read from the rims (sin): a rim seen almost from above says little about the side's height. */
const MAX_TILT_SIN = 0.9;

/** The label's width / height on the product for a cylinder marked on a photoWidth × photoHeight photo. */
export function cylinderPrintAspect(area: Cylinder, photoWidth: number, photoHeight: number): number {
  const { top, bottom } = area;
  const radius = ((top.rx + bottom.rx) / 2) * photoWidth;
  const arc = radius * ((Math.min(180, Math.max(1, area.span)) * Math.PI) / 180);
  // A circle seen from a camera tilted by θ is an ellipse with ry / rx = sin θ; the side is foreshortened by cos θ.
  const opening = (e: Cylinder['top']) => (e.ry * photoHeight) / Math.max(1e-6, e.rx * photoWidth);
  const sin = Math.min(MAX_TILT_SIN, (opening(top) + opening(bottom)) / 2);
  const seen = Math.hypot((bottom.cx - top.cx) * photoWidth, (bottom.cy - top.cy) * photoHeight);
  const height = seen / Math.sqrt(1 - sin * sin);
  const aspect = arc / Math.max(1e-6, height);
  return Math.min(10, Math.max(0.1, Number.isFinite(aspect) ? aspect : 1));
}

/** The aspect a template is built with: a cylinder's from its marks, any other shape's as the user confirmed it. */
export function areaPrintAspect(area: PrintArea, confirmed: number, photoWidth: number, photoHeight: number): number {
  return area.kind === 'cylinder' ? cylinderPrintAspect(area, photoWidth, photoHeight) : confirmed;
}
