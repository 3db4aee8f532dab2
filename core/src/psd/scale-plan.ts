/**
 * A PSD plan and its files brought down to a smaller canvas, so a render narrower than the working canvas
 * composites at its own size (the editor's 600 px preview touches a twelfth of the pixels of a 2048 px one). The
 * result is kept per files and width: a preview redrawn on every slider step scales the layers once.
 */
import type { RgbaImage } from '../render/types';
import type { PsdFiles } from './render-psd';
import type { PsdPlan, PsdStep } from './psd-template';
import { resizeCanvas } from './resize-canvas';

const kept = new WeakMap<PsdFiles, Map<number, { plan: PsdPlan; files: PsdFiles }>>();
/** Widths kept per set of files (a preview and a download, say). */
const WIDTHS_KEPT = 3;

export function scalePlan(plan: PsdPlan, files: PsdFiles, width: number): { plan: PsdPlan; files: PsdFiles } {
  if (width >= plan.width) return { plan, files };
  const byWidth = kept.get(files) ?? new Map<number, { plan: PsdPlan; files: PsdFiles }>();
  kept.set(files, byWidth);
  const hit = byWidth.get(width);
  if (hit) return hit;
  const k = width / plan.width;
  const height = Math.max(1, Math.round(plan.height * k));
  const scaledFiles = new Map<string, RgbaImage>();
  const at = (v: number) => Math.round(v * k);
  /** A file resized by k (at least a pixel each way), once however many steps name it. */
  const scaled = (name: string): RgbaImage => {
    const done = scaledFiles.get(name);
    if (done) return done;
    const image = files.get(name);
    if (!image) throw new Error(`psd template: the cached file '${name}' is missing`);
    const out = resizeCanvas({ width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) }, Math.max(1, at(image.width)), Math.max(1, at(image.height)));
    scaledFiles.set(name, out);
    return out;
  };
  const step = (s: PsdStep): PsdStep => {
    const mask = s.mask && { ...s.mask, left: at(s.mask.left), top: at(s.mask.top), ...size(scaled(s.mask.file)) };
    const withMask = { ...s, ...(mask && { mask }) };
    switch (withMask.kind) {
      case 'image':
      case 'colour':
        return { ...withMask, left: at(withMask.left), top: at(withMask.top), ...size(scaled(withMask.file)) };
      case 'group':
        return { ...withMask, children: withMask.children.map(step) };
      case 'area': {
        const { blur, displace } = withMask;
        const map = displace?.map && { ...displace.map, left: at(displace.map.left), top: at(displace.map.top), ...size(scaled(displace.map.file)) };
        return { ...withMask, ...(blur && { blur: blur * k }), ...(displace && { displace: { x: displace.x * k, y: displace.y * k, ...(map && { map }) } }) };
      }
      default:
        return withMask;
    }
  };
  const result = {
    plan: {
      ...plan,
      width,
      height,
      areas: plan.areas.map((area) => {
        if (area.contents) scaledFiles.set(area.contents, files.get(area.contents)!); // pictures are sampled, not scaled
        return { ...area, mesh: { ...area.mesh, points: area.mesh.points.map((v) => v * k) } };
      }),
      stack: plan.stack.map(step),
    },
    files: scaledFiles,
  };
  byWidth.set(width, result);
  if (byWidth.size > WIDTHS_KEPT) byWidth.delete(byWidth.keys().next().value!);
  return result;
}

const size = (image: RgbaImage) => ({ width: image.width, height: image.height });
