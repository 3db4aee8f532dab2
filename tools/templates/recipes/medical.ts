// Medical: pill bottles, medicine boxes, droppers, tubes and vials.
import { glossyPlastic, gradient, matte, partOf, plain, satin, steel, wood } from '../lib/studio/materials';
import { bottle, can, cap } from '../lib/studio/profiles';
import { box } from '../lib/studio/shapes';
import { latheProduct, recipesOf, type Shot } from '../lib/studio/shots';
import { standingTube } from '../lib/studio/tubes';

const wall = (hex: string) => ({ z: -0.4, colour: plain(hex) });
const whiteCap = partOf('#f4f4f2', 0.35, 40);
const face = { s0: 0.07, s1: 0.93, t0: 0.08, t1: 0.92 };
const pillBottle = (x: number, z: number, yaw: number) =>
  latheProduct({ profile: can(0.026, 0.026, 0.075, 0.005), material: glossyPlastic, label: { hMin: 0.012, hMax: 0.062, span: 2.3 },
    parts: [{ profile: cap(0.029, 0.072, 0.095, 0.003), material: whiteCap }] }, { x, z, yaw });

const shots: Shot[] = [
  { style: 'pill bottle with child-proof cap, clinical white', type: 'pill-bottle', product: () => pillBottle(0, 0, 0),
    eye: [0, 0.1, 0.36], target: [0, 0.05, 0], light: [-0.6, 1, 0.5], floor: gradient('#f2f3f4', '#e4e7ea', 0.5), wall: wall('#eef1f3') },
  { style: 'medicine box, three-quarter on pale blue', type: 'box',
    product: () => ({ surfaces: box(0.11, 0.06, 0.035, { x: 0, z: 0, yaw: -0.4 }, matte, face), print: 1, cols: 16, rows: 16 }),
    eye: [0, 0.12, 0.38], target: [0, 0.03, 0], light: [0.6, 1, 0.5], floor: plain('#dce8f0'), wall: wall('#cfe0ea') },
  { style: 'dropper bottle, pharmacy shelf light', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.02, 0.075, 0.05, 0.065, 0.009), material: glossyPlastic, label: { hMin: 0.01, hMax: 0.046, span: 2.2 },
      parts: [{ profile: cap(0.012, 0.072, 0.088, 0.002), material: whiteCap }, { profile: [[0, 0.087], [0.007, 0.088], [0.0075, 0.1], [0.005, 0.113], [0, 0.115]], material: whiteCap }] },
      { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.09, 0.32], target: [0, 0.05, 0], light: [-0.5, 0.9, 0.6], floor: plain('#e9ecee'), wall: wall('#d9dfe3') },
  { style: 'ointment tube standing on its cap', type: 'tube', product: standingTube(0.016, 0.018, 0.11, { x: 0, z: 0, yaw: 0 }, satin, whiteCap),
    eye: [0, 0.1, 0.38], target: [0, 0.07, 0], light: [0.6, 0.9, 0.6], floor: plain('#e1eee6'), wall: wall('#d2e6da') },
  { style: 'syrup bottle with measuring cap on wood', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.03, 0.14, 0.095, 0.12, 0.014), material: glossyPlastic, label: { hMin: 0.02, hMax: 0.085, span: 2.2 },
      parts: [{ profile: cap(0.02, 0.135, 0.165, 0.003), material: whiteCap }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.13, 0.5], target: [0, 0.08, 0], light: [-0.6, 1, 0.4], floor: wood('#c09a6c'), wall: wall('#ece7df') },
  { style: 'vial with crimp cap, macro, low angle', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.012, 0.045, 0.033, 0.04, 0.007), material: glossyPlastic, label: { hMin: 0.007, hMax: 0.03, span: 2.2 },
      parts: [{ profile: cap(0.0085, 0.043, 0.052, 0.0015), material: steel }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.035, 0.17], target: [0, 0.026, 0], light: [0.5, 0.9, 0.6], floor: plain('#dfe3e8'), wall: { z: -0.2, colour: gradient('#c4ccd6', '#e4e8ee', 0.15) } },
  { style: 'supplement jar, high angle on slate', type: 'jar',
    product: () => latheProduct({ profile: can(0.04, 0.04, 0.1, 0.008), material: glossyPlastic, label: { hMin: 0.015, hMax: 0.085, span: 2.3 },
      parts: [{ profile: cap(0.041, 0.097, 0.122, 0.004), material: partOf('#2c2f33', 0.4, 40) }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.26, 0.42], target: [0, 0.055, 0], light: [-0.6, 1, 0.3], floor: plain('#5b5f64', 0.06), exposure: 1.1 },
  { style: 'medicine box with pill bottle, the box printed', type: 'box',
    product: () => ({ surfaces: box(0.09, 0.12, 0.04, { x: -0.03, z: 0, yaw: -0.3 }, matte, face), print: 1, cols: 16, rows: 16 }),
    props: pillBottle(0.07, 0.04, 0).surfaces.map((s) => ({ ...s, role: 'prop' as const, material: s.role === 'product' ? partOf('#c7782f', 0.6, 60) : s.material })),
    eye: [0, 0.14, 0.46], target: [0, 0.055, 0], light: [0.6, 1, 0.5], floor: plain('#eef0f1'), wall: wall('#e3e6e8') },
];

export const recipes = recipesOf('medical', shots);
