// Food packaging: cans, jars, pouches, cereal and takeaway boxes.
import { concrete, glossyPlastic, gradient, linen, marble, matte, partOf, plain, satin, steel, wood } from '../lib/studio/materials';
import { bottle, can, cap, drinksCan } from '../lib/studio/profiles';
import { box } from '../lib/studio/shapes';
import { latheProduct, recipesOf, type Shot } from '../lib/studio/shots';
import { standingPouch } from '../lib/studio/tubes';

const wall = (hex: string) => ({ z: -0.45, colour: plain(hex) });
const face = { s0: 0.07, s1: 0.93, t0: 0.08, t1: 0.92 };
const canMetal = { ...satin, gloss: 0.7, shininess: 50 };
const drinksCanShot = (x: number, yaw: number) =>
  latheProduct({ profile: drinksCan(0.033, 0.122), material: canMetal, label: { hMin: 0.016, hMax: 0.106, span: 2.3 } }, { x, z: 0, yaw });

const shots: Shot[] = [
  { style: 'drinks can, white studio, glossy highlights', type: 'can', product: () => drinksCanShot(0, 0),
    eye: [0, 0.12, 0.46], target: [0, 0.062, 0], light: [-0.6, 1, 0.5], floor: gradient('#f0eeeb', '#e2dfda', 0.8), wall: wall('#eeebe7') },
  { style: 'glass-style jar with metal lid on oak', type: 'jar',
    product: () => latheProduct({ profile: can(0.042, 0.042, 0.1, 0.01), material: glossyPlastic, label: { hMin: 0.02, hMax: 0.075, span: 2.2 },
      parts: [{ profile: cap(0.044, 0.094, 0.118, 0.004), material: steel }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.17, 0.5], target: [0, 0.06, 0], light: [0.6, 1, 0.4], floor: wood('#a87c52'), wall: wall('#e6dfd3') },
  { style: 'stand-up pouch, coffee-bag style on concrete', type: 'pouch', product: standingPouch(0.13, 0.2, 0.025, { x: 0, z: 0, yaw: -0.2 }, matte),
    eye: [0, 0.16, 0.58], target: [0, 0.1, 0], light: [-0.6, 0.9, 0.6], floor: concrete(), wall: wall('#c6c2bb') },
  { style: 'cereal box, three-quarter, kitchen counter', type: 'box',
    product: () => ({ surfaces: box(0.19, 0.28, 0.07, { x: 0, z: 0, yaw: -0.45 }, matte, face), print: 1, cols: 16, rows: 16 }),
    eye: [0, 0.26, 0.9], target: [0, 0.14, 0], light: [0.6, 1, 0.5], floor: marble(), wall: wall('#f0ece6') },
  { style: 'takeaway box lid, high angle on linen', type: 'box',
    product: () => ({ surfaces: box(0.2, 0.07, 0.2, { x: 0, z: 0, yaw: 0.25 }, matte, undefined, 'product', face), print: 0, cols: 16, rows: 16 }),
    eye: [0, 0.55, 0.35], target: [0, 0.035, 0], light: [-0.5, 1, 0.3], floor: linen('#ddd2c2') },
  { style: 'snack pouch, front on, bright yellow set', type: 'pouch', product: standingPouch(0.15, 0.21, 0.03, { x: 0, z: 0, yaw: 0.1 }, glossyPlastic),
    eye: [0, 0.12, 0.6], target: [0, 0.105, 0], light: [0.5, 0.9, 0.7], floor: plain('#f3d36b'), wall: wall('#f6dc7c') },
  { style: 'sauce bottle on slate, side light', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.032, 0.17, 0.1, 0.145, 0.016), material: glossyPlastic, label: { hMin: 0.025, hMax: 0.09, span: 2.2 },
      parts: [{ profile: cap(0.018, 0.165, 0.19, 0.003), material: partOf('#b3261e', 0.5, 50) }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.14, 0.6], target: [0, 0.095, 0], light: [-0.9, 0.8, 0.4], floor: plain('#55585d', 0.06), wall: wall('#3f4247'), exposure: 1.12 },
  { style: 'two cans, the front one printed, pastel', type: 'can', product: () => drinksCanShot(-0.03, 0),
    props: drinksCanShot(0.05, 0.8).surfaces.map((s) => ({ ...s, role: 'prop' as const, material: partOf('#e9e2d6', 0.6, 50) })),
    eye: [0, 0.13, 0.5], target: [0, 0.062, 0], light: [0.6, 1, 0.6], floor: plain('#cfe0ea'), wall: wall('#bcd3e0') },
];

export const recipes = recipesOf('food-packaging', shots);
