// Bottles: water bottles, tumblers and drink bottles with wrap-around labels.
import { concrete, glossyPlastic, gradient, linen, marble, partOf, plain, satin, steel, terrazzo, wood } from '../lib/studio/materials';
import { bottle, can, cap } from '../lib/studio/profiles';
import { latheProduct, recipesOf, type Shot } from '../lib/studio/shots';

const studioWall = { z: -0.5, colour: gradient('#e6e3de', '#f5f3f0', 0.8) };
const black = partOf('#1d1f22', 0.45, 50);
const gold = partOf('#c9a45c', 0.8, 40, true);

const shots: Shot[] = [
  {
    style: 'insulated steel bottle, white studio', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.036, 0.235, 0.18, 0.215, 0.026), material: satin, label: { hMin: 0.04, hMax: 0.16, span: 2.2 },
      parts: [{ profile: cap(0.029, 0.228, 0.262), material: steel }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.2, 0.78], target: [0, 0.13, 0], light: [-0.6, 1, 0.5], floor: gradient('#f0eeeb', '#e2dfda', 0.8), wall: studioWall,
  },
  {
    style: 'sports bottle with flip cap on concrete', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.037, 0.2, 0.17, 0.19, 0.03), material: glossyPlastic, label: { hMin: 0.035, hMax: 0.15, span: 2.3 },
      parts: [{ profile: cap(0.032, 0.196, 0.235, 0.008), material: black }] }, { x: 0, z: 0, yaw: 0.3 }),
    eye: [0.05, 0.16, 0.72], target: [0, 0.115, 0], light: [0.6, 0.9, 0.5], floor: concrete(), wall: { z: -0.45, colour: plain('#c3c9cc') },
  },
  {
    style: 'tapered tumbler with lid on oak', type: 'bottle',
    product: () => latheProduct({ profile: can(0.03, 0.043, 0.2, 0.008), material: satin, label: { hMin: 0.04, hMax: 0.17, span: 2.1 },
      parts: [{ profile: cap(0.045, 0.196, 0.214, 0.006), material: steel }, { profile: [[0, 0.21], [0.004, 0.21], [0.004, 0.29], [0, 0.29]], material: black }] },
      { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.24, 0.7], target: [0, 0.13, 0], light: [-0.7, 0.9, 0.3], floor: wood('#a97c50'), wall: { z: -0.4, colour: plain('#e4ddd1') },
  },
  {
    style: 'tall glossy bottle on marble, dark backdrop', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.037, 0.3, 0.19, 0.245, 0.014), material: glossyPlastic, label: { hMin: 0.05, hMax: 0.17, span: 2.2 },
      parts: [{ profile: cap(0.016, 0.29, 0.32, 0.002), material: gold }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.17, 0.92], target: [0, 0.16, 0], light: [-0.5, 0.8, 0.6], floor: marble('#dcd8d2'), wall: { z: -0.5, colour: plain('#3b3f46') }, exposure: 1.1,
  },
  {
    style: 'short amber-style bottle with gold cap on linen', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.032, 0.15, 0.1, 0.13, 0.013), material: glossyPlastic, label: { hMin: 0.025, hMax: 0.09, span: 2.2 },
      parts: [{ profile: cap(0.016, 0.145, 0.17, 0.002), material: gold }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0.03, 0.13, 0.55], target: [0, 0.085, 0], light: [0.6, 0.9, 0.6], floor: linen('#e4d6c4'), wall: { z: -0.35, colour: gradient('#d9c7b0', '#ece3d6', 0.4) },
  },
  {
    style: 'aluminium bottle, terrazzo and warm light, high angle', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.034, 0.22, 0.15, 0.2, 0.02), material: satin, label: { hMin: 0.035, hMax: 0.14, span: 2.2 },
      parts: [{ profile: cap(0.024, 0.212, 0.245), material: black }] }, { x: 0, z: 0, yaw: -0.4 }),
    eye: [-0.05, 0.34, 0.62], target: [0, 0.11, 0], light: [0.5, 1, 0.2], floor: terrazzo('#efe9e1', ['#c96f53', '#4f6d7a', '#d6b36a', '#9aa39a']),
  },
  {
    style: 'juice bottle with wide cap, pastel set', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.036, 0.19, 0.13, 0.17, 0.024), material: glossyPlastic, label: { hMin: 0.03, hMax: 0.12, span: 2.3 },
      parts: [{ profile: cap(0.027, 0.185, 0.21), material: partOf('#f4f1ea', 0.3, 30) }] }, { x: 0, z: 0, yaw: 0 }),
    eye: [0, 0.12, 0.66], target: [0, 0.1, 0], light: [0.5, 1, 0.7], floor: plain('#cfe3dc'), wall: { z: -0.4, colour: plain('#bfdcd3') },
  },
  {
    style: 'bottle in front of a second bottle, side light', type: 'bottle',
    product: () => latheProduct({ profile: bottle(0.035, 0.24, 0.18, 0.215, 0.024), material: satin, label: { hMin: 0.04, hMax: 0.16, span: 2.2 },
      parts: [{ profile: cap(0.027, 0.21, 0.25), material: steel }] }, { x: -0.04, z: 0.04, yaw: 0 }),
    props: latheProduct({ profile: bottle(0.035, 0.24, 0.18, 0.215, 0.024), material: partOf('#2f3a45', 0.4, 40), label: { hMin: 0.04, hMax: 0.16, span: 2.2 },
      parts: [{ profile: cap(0.027, 0.21, 0.25), material: steel, role: 'prop' }] }, { x: 0.07, z: -0.08, yaw: 0.5 }).surfaces.map((s) => ({ ...s, role: 'prop' as const })),
    eye: [0, 0.2, 0.8], target: [0, 0.13, 0], light: [-0.9, 0.7, 0.3], floor: plain('#d8d4ce'), wall: { z: -0.5, colour: plain('#e8e4dd') },
  },
];

export const recipes = recipesOf('bottles', shots);
