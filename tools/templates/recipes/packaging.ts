// Packaging: product boxes, mailers and gift boxes in studio and lifestyle scenes; print on the front (or lid).
import { concrete, gradient, linen, marble, matte, partOf, plain, satin, wood } from '../lib/studio/materials';
import { can } from '../lib/studio/profiles';
import { box, type LabelArea } from '../lib/studio/shapes';
import { latheProduct, recipesOf, type Shot } from '../lib/studio/shots';

const face: LabelArea = { s0: 0.07, s1: 0.93, t0: 0.08, t1: 0.92 };
const wall = (hex: string) => ({ z: -0.45, colour: plain(hex) });

/** A box whose front (or top) carries the print; surfaces[1] is the front, surfaces[0] the top. A front-printed box's
 *  side and top panels are print areas too, in the views that show them (lib/studio/studio.ts FACING). */
function carton(w: number, h: number, d: number, yaw: number, onTop = false, x = 0, z = 0, y = 0) {
  return () => ({
    surfaces: onTop
      ? box(w, h, d, { x, z, yaw, y }, matte, undefined, 'product', face)
      : box(w, h, d, { x, z, yaw, y }, matte, face, 'product', face, face),
    print: onTop ? 0 : 1,
    cols: 16,
    rows: 16,
    ...(!onTop && { areas: [{ name: 'side panel', surface: 2 }, { name: 'side panel', surface: 3 }, { name: 'top panel', surface: 0 }] }),
  });
}

const shots: Shot[] = [
  { style: 'product box, three-quarter view, white studio', type: 'box', product: carton(0.12, 0.17, 0.06, -0.55),
    eye: [0, 0.2, 0.62], target: [0, 0.085, 0], light: [-0.6, 1, 0.6], floor: gradient('#f0eeeb', '#e3e0db', 0.8), wall: wall('#efede9') },
  { style: 'wide shoe-box style carton on oak, high angle', type: 'box', product: carton(0.24, 0.1, 0.15, -0.35),
    eye: [0.05, 0.38, 0.6], target: [0, 0.05, 0], light: [0.6, 1, 0.4], floor: wood('#b0845a') },
  { style: 'slim tea box, front on, pastel sage', type: 'box', product: carton(0.075, 0.19, 0.055, -0.2),
    eye: [0, 0.13, 0.55], target: [0, 0.095, 0], light: [0.5, 0.9, 0.7], floor: plain('#d5e0d2'), wall: wall('#c3d3c0') },
  { style: 'gift cube on concrete, hard side light', type: 'box', product: carton(0.13, 0.13, 0.13, 0.6),
    eye: [0, 0.22, 0.6], target: [0, 0.065, 0], light: [-0.9, 0.8, 0.3], floor: concrete(), wall: wall('#b5b2ad'), softness: 0.015 },
  { style: 'mailer box lid print, top-down on linen', type: 'box', product: carton(0.22, 0.06, 0.16, 0.1, true),
    eye: [0, 0.62, 0.2], target: [0, 0.03, 0], light: [-0.5, 1, 0.3], floor: linen('#e6dccd') },
  { style: 'two stacked boxes, the top one printed', type: 'box', product: carton(0.11, 0.14, 0.07, -0.4, false, 0, 0, 0.05),
    props: box(0.16, 0.05, 0.11, { x: 0, z: 0, yaw: -0.3 }, partOf('#c9b79c', 0.05, 8), undefined, 'prop'),
    eye: [0, 0.24, 0.66], target: [0, 0.11, 0], light: [0.6, 1, 0.5], floor: plain('#e9e4dc'), wall: wall('#ded7cc') },
  { style: 'cosmetics carton beside its bottle on marble', type: 'box', product: carton(0.07, 0.15, 0.05, -0.45, false, -0.04, 0),
    props: latheProduct({ profile: can(0.025, 0.025, 0.12), material: partOf('#d9c8b4', 0.5, 60), label: { hMin: 0.02, hMax: 0.1, span: 2 } }, { x: 0.06, z: 0.03, yaw: 0 })
      .surfaces.map((s) => ({ ...s, role: 'prop' as const })),
    eye: [0, 0.17, 0.56], target: [0, 0.075, 0], light: [-0.5, 0.9, 0.6], floor: marble(), wall: wall('#e3ddd6') },
  { style: 'tall box hero shot, low angle, dark backdrop', type: 'box', product: carton(0.1, 0.2, 0.08, 0.5),
    eye: [0, 0.07, 0.6], target: [0, 0.1, 0], light: [0.7, 0.8, 0.6], floor: plain('#45474c', 0.05), wall: { z: -0.5, colour: gradient('#2e3035', '#3e4147', 0.6) }, exposure: 1.15 },
];
void satin;

export const recipes = recipesOf('packaging', shots);
