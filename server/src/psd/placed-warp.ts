/**
 * A placed layer's warp as the envelope core evaluates (core/src/psd/smart-object-mesh.ts): a custom mesh as Photoshop
 * saved it, or a warp style turned into its control points (core/src/psd/warp-styles.ts). What is not drawn exactly
 * comes back as notes for the import's `unsupported` list.
 */
import type { PlacedLayer } from 'ag-psd';
import type { EnvelopeWarp } from '../../../core/src/psd/smart-object-mesh';
import { cylinderEnvelope } from '../../../core/src/psd/cylinder-warp';
import { distortionApproximated, isWarpStyle, styleEnvelope, UNCONFIRMED_STYLES } from '../../../core/src/psd/warp-styles';

export interface PlacedWarp {
  warp?: EnvelopeWarp;
  /** Features of the warp not drawn exactly, as sentences for the unsupported list. */
  notes: string[];
}

const unitsValue = (v: { value: number } | undefined, fallback: number) => (v && Number.isFinite(v.value) ? v.value : fallback);

/**
 * The mesh's control points moved so that their bounding box is the contents' rectangle: Photoshop's transform
 * places that box, not the warp's bounds (a corner dragged outwards grows both; PhotoshopAPI renders it so and
 * matches Photoshop). Unchanged when the box is the rectangle, as for most meshes.
 */
function fittedToContents(points: readonly { x: number; y: number }[], width: number, height: number) {
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const x0 = Math.min(...xs), y0 = Math.min(...ys), sx = Math.max(...xs) - x0, sy = Math.max(...ys) - y0;
  if (!(sx > 0 && sy > 0)) return points;
  return points.map(({ x, y }) => ({ x: ((x - x0) * width) / sx, y: ((y - y0) * height) / sy }));
}

export function placedWarp(placed: PlacedLayer, width: number, height: number): PlacedWarp {
  const warp = placed.warp;
  const style = warp?.style ?? 'none';
  if (!warp || style === 'none') return { notes: [] };
  if (style === 'custom') {
    if (!warp.customEnvelopeWarp) return { notes: ['custom warp without its mesh (drawn without the warp)'] };
    const { bounds, customEnvelopeWarp: envelope } = warp;
    return {
      warp: {
        bounds: { left: unitsValue(bounds?.left, 0), top: unitsValue(bounds?.top, 0), right: unitsValue(bounds?.right, width), bottom: unitsValue(bounds?.bottom, height) },
        points: fittedToContents(envelope.meshPoints, width, height),
        ...(envelope.quiltSliceX?.length && { sliceX: envelope.quiltSliceX }),
        ...(envelope.quiltSliceY?.length && { sliceY: envelope.quiltSliceY }),
      },
      notes: [],
    };
  }
  if (style === 'cylinder') return cylinder(warp.values, width, height);
  if (!isWarpStyle(style)) return { notes: [`warp style "${style}" (drawn without the warp)`] };
  // Newer files may give a list of values instead of one bend; what each means for a style is not known.
  if (warp.value === undefined && warp.values) return { notes: [`warp style "${style}" saved with a list of values (drawn without the warp)`] };
  const request = { style, bend: warp.value ?? 0, horizontal: warp.perspective ?? 0, vertical: warp.perspectiveOther ?? 0, orientation: warp.rotate ?? 'horizontal' };
  const notes: string[] = [];
  if (UNCONFIRMED_STYLES.has(style) && request.bend !== 0) notes.push(`warp style "${style}" (drawn as publicly reconstructed, not checked against Photoshop)`);
  if (distortionApproximated(request)) notes.push(`warp style "${style}" with a bend and a distortion together (the distortion drawn approximately)`);
  // The style is laid over the warp's bounds (their proportions shape the arcs), then stretched onto the contents.
  const boundsWidth = unitsValue(warp.bounds?.right, width) - unitsValue(warp.bounds?.left, 0);
  const boundsHeight = unitsValue(warp.bounds?.bottom, height) - unitsValue(warp.bounds?.top, 0);
  const [fw, fh] = boundsWidth > 0 && boundsHeight > 0 ? [boundsWidth, boundsHeight] : [width, height];
  const envelope = styleEnvelope(request, fw, fh);
  return {
    warp: { bounds: { left: 0, top: 0, right: width, bottom: height }, points: envelope.points.map(({ x, y }) => ({ x: (x * width) / fw, y: (y * height) / fh })) },
    notes,
  };
}

/**
 * A cylinder warp's seven numbers: the bounds, then (as far as the one Photoshop-made file shows) a handle across the
 * top at 0.5, the ellipse's depth, and a number not understood. A handle off the middle is drawn as if centred.
 */
function cylinder(values: readonly number[] | undefined, width: number, height: number): PlacedWarp {
  if (values?.length !== 7 || !values.every(Number.isFinite)) return { notes: ['cylinder warp without its seven values (drawn without the warp)'] };
  const [handle, depth] = [values[4]!, values[5]!];
  const notes = Math.abs(handle - 0.5) > 0.01 ? ['cylinder warp turned off its middle (drawn centred)'] : [];
  return { warp: cylinderEnvelope(depth, width, height), notes };
}
