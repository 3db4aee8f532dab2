/**
 * The map a Displace smart filter moves the design by. Photoshop's own map is a separate PSD that the file names but
 * does not hold, so it is made here the way mockup makers make theirs: the picture beneath the smart object (every
 * layer below it, the design left out) in grey, softened by a 2 px blur so the print follows folds rather than the
 * fabric's grain. Its mean over the area is moved to 128, so the folds move the design but its placement stays where
 * the user put it.
 */
import { gaussianBlur } from '../../../core/src/psd/blur';
import { compositeStack, newCanvas } from '../../../core/src/psd/composite-stack';
import type { PsdPlan, PsdStep } from '../../../core/src/psd/psd-template';
import { pointBounds } from '../../../core/src/psd/point-bounds';
import { nodesOf } from '../../../core/src/psd/render-psd';
import type { RgbaImage } from '../../../core/src/render/types';

type AreaStep = Extract<PsdStep, { kind: 'area' }>;

/** Working pixels of blur on the photo's grey. */
const SOFTEN = 2;

const needsMap = (step: PsdStep): boolean =>
  step.kind === 'area' ? !!step.displace && !step.displace.map : step.kind === 'group' && step.children.some(needsMap);

/** The plan with a map for every displaced area (its file added to `images`). */
export function withDisplacementMaps(plan: PsdPlan, images: Map<string, RgbaImage>): PsdPlan {
  if (!plan.stack.some(needsMap)) return plan;
  let counter = 0;
  const stack = plan.stack.map((step, index) => {
    if (!needsMap(step)) return step;
    // Everything below the top-level step holding the area: the photo as the file would show it without the design.
    const beneath = compositeStack(newCanvas(plan.width, plan.height), nodesOf(plan, images, plan.stack.slice(0, index), { pictures: [] }));
    const addMap = (s: PsdStep): PsdStep => {
      if (s.kind === 'group') return { ...s, children: s.children.map(addMap) };
      if (s.kind !== 'area' || !s.displace || s.displace.map) return s;
      const file = `displace-${counter++}.png`;
      const map = greyMap(plan, s, beneath);
      images.set(file, map.image);
      return { ...s, displace: { ...s.displace, map: { file, left: map.left, top: map.top, width: map.image.width, height: map.image.height } } };
    };
    return addMap(step);
  });
  return { ...plan, stack };
}

/** The photo's grey over the area's box grown by the shift, softened, centred on 128 over the area's box. */
function greyMap(plan: PsdPlan, step: AreaStep, beneath: { width: number; height: number; data: Uint8ClampedArray }) {
  const { x0, y0, x1, y1 } = pointBounds(plan.areas[step.area]!.mesh.points);
  const growX = Math.ceil(Math.abs(step.displace!.x)), growY = Math.ceil(Math.abs(step.displace!.y));
  const left = Math.max(0, Math.floor(x0) - growX), top = Math.max(0, Math.floor(y0) - growY);
  const width = Math.max(1, Math.min(plan.width, Math.ceil(x1) + growX) - left), height = Math.max(1, Math.min(plan.height, Math.ceil(y1) + growY) - top);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const s = 4 * ((top + y) * beneath.width + left + x), d = 4 * (y * width + x);
      const alpha = beneath.data[s + 3]! / 255;
      // Over white, as the file shows it; Rec. 601 luma, as Photoshop's grey.
      const luma = alpha * (0.299 * beneath.data[s]! + 0.587 * beneath.data[s + 1]! + 0.114 * beneath.data[s + 2]!) + (1 - alpha) * 255;
      rgba[d] = rgba[d + 1] = rgba[d + 2] = luma;
      rgba[d + 3] = 255;
    }
  }
  const soft = gaussianBlur({ left: 0, top: 0, width, height, rgba }, SOFTEN, width, height);
  // The mean over the area's own box becomes 128.
  let sum = 0, count = 0;
  for (let y = Math.max(0, Math.floor(y0) - top); y < Math.min(height, Math.ceil(y1) - top); y++) {
    for (let x = Math.max(0, Math.floor(x0) - left); x < Math.min(width, Math.ceil(x1) - left); x++) {
      sum += soft.rgba[4 * (y * width + x)]!;
      count++;
    }
  }
  const offset = count > 0 ? 128 - sum / count : 0;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[4 * i] = data[4 * i + 1] = data[4 * i + 2] = soft.rgba[4 * i]! + offset;
    data[4 * i + 3] = 255;
  }
  return { left, top, image: { width, height, data } };
}
