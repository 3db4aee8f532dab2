// Cosmetics: droppers, pumps, jars, tubes and cartons for beauty brands.
import { glossyPlastic, gradient, linen, marble, matte, partOf, plain, satin, terrazzo } from '../lib/studio/materials';
import { bottle, can, cap } from '../lib/studio/profiles';
import { box } from '../lib/studio/shapes';
import { latheProduct, recipesOf, type Shot } from '../lib/studio/shots';
import { standingTube } from '../lib/studio/tubes';

const wall = (hex: string) => ({ z: -0.35, colour: plain(hex) });
const gold = partOf('#cfae6b', 0.85, 40, true);
const black = partOf('#1c1c1e', 0.5, 60);

const shots: Shot[] = [
  { style: 'dropper bottle with black bulb, white studio', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.021, 0.08, 0.055, 0.07, 0.009), material: glossyPlastic, label: { hMin: 0.012, hMax: 0.05, span: 2.2 },
      parts: [{ profile: cap(0.012, 0.077, 0.095, 0.002), material: gold }, { profile: [[0, 0.094], [0.008, 0.095], [0.0085, 0.11], [0.006, 0.125], [0, 0.127]], material: black }] },
      { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.1, 0.34], target: [0, 0.055, 0], light: [-0.6, 1, 0.5], floor: gradient('#f1efec', '#e4e1dc', 0.5), wall: wall('#efedea') },
  { style: 'pump bottle on marble, soft window light', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.03, 0.15, 0.125, 0.14, 0.012), material: satin, label: { hMin: 0.025, hMax: 0.11, span: 2.2 },
      parts: [{ profile: cap(0.014, 0.145, 0.16, 0.002), material: black }, { profile: [[0, 0.16], [0.004, 0.16], [0.004, 0.185], [0.011, 0.186], [0.011, 0.198], [0, 0.198]], material: black }] },
      { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.16, 0.55], target: [0, 0.095, 0], light: [0.6, 0.9, 0.5], floor: marble(), wall: wall('#e9e2da') },
  { style: 'cream jar with gold lid, high angle on linen', type: 'jar',
    product: () => latheProduct({ profile: can(0.036, 0.036, 0.045, 0.008), material: glossyPlastic, label: { hMin: 0.01, hMax: 0.036, span: 2.2 },
      parts: [{ profile: cap(0.038, 0.043, 0.062, 0.005), material: gold }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.24, 0.3], target: [0, 0.03, 0], light: [-0.5, 1, 0.4], floor: linen('#eadfd2') },
  { style: 'squeeze tube standing on its cap, blush pink', type: 'tube', product: standingTube(0.018, 0.022, 0.13, { x: 0, z: 0, yaw: 0 }, satin, partOf('#f3f0ec', 0.4, 40)),
    eye: [0, 0.11, 0.42], target: [0, 0.08, 0], light: [0.5, 0.9, 0.7], floor: plain('#efd3cf'), wall: wall('#f2c6c0') },
  { style: 'tall serum bottle, dark luxury set', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.017, 0.11, 0.085, 0.1, 0.009), material: glossyPlastic, label: { hMin: 0.015, hMax: 0.08, span: 2.2 },
      parts: [{ profile: cap(0.011, 0.106, 0.14, 0.002), material: gold }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.09, 0.42], target: [0, 0.07, 0], light: [-0.7, 0.8, 0.5], floor: plain('#3b3633', 0.05), wall: { z: -0.35, colour: gradient('#2a2624', '#3a3431', 0.4) }, exposure: 1.15 },
  { style: 'perfume carton on terrazzo', type: 'box',
    product: () => ({ surfaces: box(0.07, 0.12, 0.07, { x: 0, z: 0, yaw: -0.5 }, matte, { s0: 0.08, s1: 0.92, t0: 0.08, t1: 0.92 }), print: 1, cols: 16, rows: 16 }),
    eye: [0, 0.16, 0.45], target: [0, 0.06, 0], light: [0.6, 1, 0.4], floor: terrazzo('#f1ece6', ['#d8a48f', '#9fb4a6', '#e3c78a']), wall: wall('#e9e1d8') },
  { style: 'spray bottle, sage backdrop, side light', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.026, 0.14, 0.11, 0.13, 0.011), material: glossyPlastic, label: { hMin: 0.02, hMax: 0.1, span: 2.2 },
      parts: [{ profile: cap(0.016, 0.135, 0.175, 0.004), material: partOf('#e8e6e1', 0.5, 50) }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0.02, 0.12, 0.5], target: [0, 0.085, 0], light: [-0.9, 0.8, 0.4], floor: plain('#c9d5c6'), wall: wall('#b7c8b2') },
  { style: 'jar and tube set, the jar printed', type: 'jar',
    product: () => latheProduct({ profile: can(0.03, 0.032, 0.05, 0.007), material: glossyPlastic, label: { hMin: 0.01, hMax: 0.04, span: 2.2 },
      parts: [{ profile: cap(0.034, 0.048, 0.066, 0.004), material: partOf('#f5f2ec', 0.4, 40) }] }, { x: -0.035, z: 0.01, yaw: 0 }),
    props: standingTube(0.016, 0.02, 0.11, { x: 0.04, z: -0.03, yaw: 0.3 }, partOf('#e9d9cc', 0.2, 20), partOf('#f5f2ec', 0.4, 40))().surfaces.map((s) => ({ ...s, role: 'prop' as const })),
    eye: [0, 0.12, 0.42], target: [0, 0.05, 0], light: [0.6, 0.9, 0.5], floor: plain('#ece4da'), wall: wall('#e2d6c8') },
];

export const recipes = recipesOf('cosmetics', shots);
