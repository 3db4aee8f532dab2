import type { Recipe } from '../recipe';
import { card, lying, standing, type Printed } from '../lib/flat/book';
import { recipeMaker } from '../lib/flat/devices';
import { GLOSSY } from '../lib/flat/frame';
import { box, local, type Pose } from '../lib/flat/kit';
import { hex } from '../lib/flat/materials';
import { plant } from '../lib/flat/props';
import { Cylinder, type Solid } from '../lib/flat/solids';
import { desk, room, shoot, sweep } from '../lib/flat/setting';

const make = recipeMaker('cd-covers');
const SLEEVE = { colour: [0.95, 0.95, 0.95] as const, spec: 0.08, grain: 0.06 };

/** A jewel case: a clear-edged box with the booklet (print) under its lid. */
function jewelCase(p: Pose): Printed {
  const edge = { colour: hex('#d9dde2'), spec: 0.7, shininess: 120 };
  const shell = box(p, 14.2, 12.5, 1, { front: ['product', { ...GLOSSY, spec: 0.5, shininess: 140 }], sides: ['prop', edge], left: ['prop', { colour: hex('#1b1b1d'), spec: 0.4 }] });
  const booklet = card({ ...p, at: local(p, 0.6, 0, 0.52) }, 12, 12, 0.02, { ...GLOSSY, spec: 0.55, shininess: 140, glare: 0.05 });
  return { solids: [...shell, ...booklet.solids], print: booklet.print };
}

/** A disc or record peeking out to the right of its sleeve, lying in the sleeve's plane. */
function disc(p: Pose, r: number, out: number, vinyl: boolean): Solid {
  const axis = local({ ...p, at: [0, 0, 0] }, 0, 0, 1);
  const centre = local(p, out, 0, -0.3);
  const mat = vinyl ? { colour: hex('#111113'), spec: 0.5, shininess: 30 } : { colour: hex('#d6d8dc'), spec: 0.9, shininess: 40 };
  return new Cylinder('prop', mat, centre, axis, 0.12, r, vinyl ? hex('#141416') : hex('#e4e6ea'));
}

const label = (p: Pose, out: number, colour = '#e85d3a'): Solid =>
  new Cylinder('prop', { colour: hex(colour), spec: 0.2 }, local(p, out, 0, -0.17), local({ ...p, at: [0, 0, 0] }, 0, 0, 1), 0.02, 5);

export const recipes: Recipe[] = [
  make(1, 'cd', 'jewel case with the disc out, oak', (size) => {
    const p = lying(-2, 0, 6, 1);
    const c = jewelCase(p);
    return shoot(size, { setting: desk('oak'), solids: [...c.solids, disc(lying(-2, 0, 6, 0.12), 6, 7, false)], print: c.print, target: [1, 0, 0], elevation: 70, distance: 55, frameAll: true, fill: 0.68, seed: 1 });
  }),
  make(2, 'cd', 'vinyl sleeve with record, leaning, studio', (size) => {
    const p = standing(-4, 0, -10, 31.5, 8);
    const s = card(p, 31.5, 31.5, 0.3, SLEEVE);
    return shoot(size, { setting: sweep('#e4ded6'), solids: [...s.solids, disc(p, 15, 12, true), label(p, 12)], print: s.print, target: [2, 16, 0], elevation: 8, distance: 120, frameAll: true, fill: 0.72, seed: 2 });
  }),
  make(3, 'cd', 'stack of jewel cases, marble', (size) => {
    const a = jewelCase(lying(0.5, 0.4, 12, 1));
    const b = jewelCase(lying(-0.3, 0, 2, 1, 1));
    const c = jewelCase(lying(0, 0, -7, 1, 2));
    return shoot(size, { setting: desk('marble'), solids: [...a.solids, ...b.solids, ...c.solids], print: c.print, target: [0, 1.5, 0], azimuth: 12, elevation: 36, distance: 60, fill: 0.58, seed: 3 });
  }),
  make(4, 'cd', 'record sleeve leaning on a living-room wall', (size) => {
    const p = standing(0, 4, 0, 31.5, 12);
    const s = card(p, 31.5, 31.5, 0.3, SLEEVE);
    return shoot(size, { setting: room('#e5dfd5', 'oak', [-140, 200, 200]), solids: [...s.solids, ...plant(30, 14, 1.1, '#efeae3')], print: s.print, target: [8, 18, 4], azimuth: 14, elevation: 12, distance: 170, fill: 0.66, seed: 4 });
  }),
  make(5, 'cd', 'jewel case standing, marble, front', (size) => {
    const c = jewelCase(standing(0, 0, -16, 12.5, 10));
    return shoot(size, { setting: desk('marble', [-50, 90, 70], '#e5e7ea'), solids: c.solids, print: c.print, target: [0, 6, 0], elevation: 12, distance: 55, fill: 0.58, seed: 5 });
  }),
  make(6, 'cd', 'vinyl flat lay on linen, record out', (size) => {
    const p = lying(-6, 0, 4, 0.3);
    const s = card(p, 31.5, 31.5, 0.3, SLEEVE);
    const rp = lying(-6, 0, 4, 0.12);
    return shoot(size, { setting: desk('linen'), solids: [...s.solids, disc(rp, 15, 13, true), label(rp, 13, '#f2c14e')], print: s.print, target: [1, 0, 0], elevation: 84, distance: 110, frameAll: true, fill: 0.82, seed: 6 });
  }),
  make(7, 'cd', 'cardboard digipak on slate', (size) => {
    const d = card(lying(0, 0, -10, 0.5), 14, 12.5, 0.5, SLEEVE);
    return shoot(size, { setting: desk('slate', [-60, 70, 40]), solids: [...d.solids, disc(lying(0, 0, -10, 0.06), 6, 6.5, false)], print: d.print, target: [2, 0, 0], azimuth: -8, elevation: 50, distance: 55, frameAll: true, fill: 0.64, seed: 7 });
  }),
  make(8, 'cd', 'floating vinyl sleeve, soft shadow', (size) => {
    const p: Pose = { at: [0, 22, 0], pitch: -18, yaw: 18, roll: -5 };
    const s = card(p, 31.5, 31.5, 0.3, SLEEVE);
    return shoot(size, { setting: sweep('#d5d9de'), solids: [...s.solids, disc(p, 15, 10, true), label(p, 10, '#5b8def')], print: s.print, target: [3, 20, 0], elevation: 14, distance: 140, frameAll: true, fill: 0.66, seed: 8 });
  }),
];
