import type { Recipe } from '../recipe';
import { phoneCase } from '../lib/flat/devices';
import { flat, type Pose } from '../lib/flat/kit';
import { mug, pen, plant } from '../lib/flat/props';
import { desk, shoot, sweep, type Shot } from '../lib/flat/setting';

const LIE = 0.56;

function caseShot(n: number, style: string, pose: Pose, rest: Omit<Shot, 'solids' | 'print'>, extra: Shot['solids'] = [], finish?: Parameters<typeof phoneCase>[1]): Recipe {
  return {
    id: `phone-cases-${n}`,
    category: 'phone-cases',
    type: 'phone-case',
    style,
    render: (size) => {
      const c = phoneCase(pose, finish);
      return shoot(size, { ...rest, solids: [...c.solids, ...extra], print: c.print, seed: n });
    },
  };
}

const glossy = { colour: [0.96, 0.96, 0.96] as const, spec: 0.55, shininess: 90 };

export const recipes: Recipe[] = [
  caseShot(1, 'flat lay on marble, top-down', flat(0, 0, 8, LIE), { setting: desk('marble'), target: [0, 0, 0], elevation: 89, distance: 60, fill: 0.62 }),
  caseShot(2, 'oak desk at an angle, pen', flat(0, 0, -25, LIE), {
    setting: desk('oak', [-50, 90, 50]),
    target: [0, 0, 0],
    azimuth: 15,
    elevation: 42,
    distance: 55,
    fill: 0.56,
  }, pen(9, 6, 75, '#20252c', 13)),
  caseShot(3, 'floating tilt in a grey studio', { at: [0, 12, 0], pitch: -25, yaw: 22, roll: -8 }, {
    setting: sweep('#d9dadc'),
    target: [0, 8, 0],
    elevation: 18,
    distance: 70,
    fill: 0.6,
  }, [], glossy),
  caseShot(4, 'two cases, linen, overhead', flat(-4.5, 0, 12, LIE), {
    setting: desk('linen'),
    target: [0, 0, 0],
    elevation: 80,
    distance: 70,
    fill: 0.7,
    frame: [[-10, 0, -10], [10, 0, 10], [-10, 0, 10], [10, 0, -10]],
  }, phoneCase(flat(5, 1.5, -8, LIE)).solids.filter((s) => s.role !== 'print')),
  caseShot(5, 'leaning upright on a sage sweep', { at: [0, 7.35, 0], pitch: -12, yaw: -18 }, {
    setting: sweep('#cfd8cc', [60, 110, 90]),
    target: [0, 7, 0],
    elevation: 12,
    distance: 60,
    fill: 0.62,
  }, plant(-14, -10, 0.9, '#f0ece4')),
  caseShot(6, 'dark slate, dramatic side light', flat(0, 0, 30, LIE), {
    setting: desk('slate', [-80, 40, 10]),
    target: [0, 0, 0],
    azimuth: -10,
    elevation: 60,
    distance: 55,
    fill: 0.58,
  }, [], glossy),
  caseShot(7, 'pink paper sweep, soft tilt', { at: [0, 10, 0], pitch: -55, yaw: -10, roll: 14 }, {
    setting: sweep('#efd9d3', [-50, 140, 60]),
    target: [0, 6, 0],
    elevation: 30,
    distance: 60,
    fill: 0.58,
  }),
  caseShot(8, 'sand stone with a coffee, three-quarter', flat(0, 0, 62, LIE), {
    setting: desk('sand', [60, 100, 70]),
    target: [2, 0, -2],
    azimuth: -20,
    elevation: 50,
    distance: 65,
    fill: 0.5,
    ox: 0.42,
  }, mug(13, -10, '#2d3a4a')),
];
