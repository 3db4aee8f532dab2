import type { Recipe } from '../recipe';
import { laptop, type LaptopOptions } from '../lib/flat/devices';
import type { Pose } from '../lib/flat/kit';
import { bookStack, mug, pen, plant, sideboard } from '../lib/flat/props';
import { desk, room, shoot, sweep, type Shot } from '../lib/flat/setting';

function laptopShot(n: number, style: string, pose: Pose, opts: LaptopOptions, rest: Omit<Shot, 'solids' | 'print'>, extra: Shot['solids'] = []): Recipe {
  return {
    id: `laptops-${n}`,
    category: 'laptops',
    type: 'laptop',
    style,
    render: (size) => {
      const l = laptop(pose, opts);
      return shoot(size, { ...rest, solids: [...l.solids, ...extra], print: l.print, seed: n });
    },
  };
}

const SPACE_GREY = { colour: [0.55, 0.56, 0.58] as const, spec: 0.3, shininess: 35 };

export const recipes: Recipe[] = [
  laptopShot(1, 'front view, oak desk, plant', { at: [0, 0, 0] }, {}, {
    setting: desk('oak', [-60, 110, 70], '#ece8e1'),
    target: [0, 10, 0],
    elevation: 14,
    distance: 100,
    fill: 0.66,
  }, plant(-30, -8, 1.1, '#f0ece6')),
  laptopShot(2, 'three-quarter left, walnut desk, coffee', { at: [0, 0, 0], yaw: 25 }, {}, {
    setting: desk('walnut', [-70, 100, 60], '#e1dbd2'),
    target: [0, 9, 0],
    azimuth: 8,
    elevation: 20,
    distance: 100,
    fill: 0.7,
  }, mug(24, 12)),
  laptopShot(3, 'three-quarter right, marble, space grey', { at: [0, 0, 0], yaw: -28 }, { body: SPACE_GREY }, {
    setting: desk('marble', [60, 110, 70], '#d9dde2'),
    target: [0, 9, 0],
    azimuth: -6,
    elevation: 22,
    distance: 100,
    fill: 0.7,
  }),
  laptopShot(4, 'high angle, concrete, notebook and pen', { at: [0, 0, 0], yaw: -6 }, { tilt: 22 }, {
    setting: desk('concrete', [-50, 120, 40]),
    target: [0, 6, 0],
    azimuth: 5,
    elevation: 45,
    distance: 95,
    fill: 0.68,
  }, [...pen(25, 10, 80)]),
  laptopShot(5, 'studio sweep, soft grey, centred', { at: [0, 0, 0], yaw: 0 }, { tilt: 12 }, {
    setting: sweep('#d6d8db'),
    target: [0, 10, 0],
    elevation: 10,
    distance: 110,
    fill: 0.62,
  }),
  laptopShot(6, 'on a desk against a sage wall, books', { at: [0, 0, 0], yaw: 12 }, {}, {
    setting: desk('oak', [80, 120, 80], '#b9c4b5'),
    target: [-4, 10, 0],
    azimuth: -10,
    elevation: 16,
    distance: 110,
    fill: 0.72,
    frame: [[-34, 0, 10], [18, 22, -12]],
  }, bookStack(-30, -4, -12)),
  laptopShot(7, 'low angle, dark slate, space grey', { at: [0, 0, 0], yaw: 18 }, { body: SPACE_GREY, tilt: 8 }, {
    setting: desk('slate', [-40, 80, 60], '#3a3d42'),
    target: [0, 10, 0],
    azimuth: 4,
    elevation: 7,
    distance: 100,
    fill: 0.66,
  }),
  laptopShot(8, 'home office, white wall, coffee', { at: [0, 75, 20], yaw: -15 }, {}, {
    setting: room('#f3f1ec', 'oak', [-150, 220, 200]),
    target: [0, 85, 20],
    azimuth: 10,
    elevation: 14,
    distance: 120,
    fill: 0.6,
  }, [...deskTop(), ...mug(-26, 26, '#c2593a', 75)]),
];

/** A plain table top under the home-office laptop. */
function deskTop(): Shot['solids'] {
  return sideboard(0, 20, 160, 75, '#d9c4a6');
}
