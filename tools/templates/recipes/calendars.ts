import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { mug, plant, sideboard } from '../lib/flat/props';
import { brickRoom, desk, room, shoot, sweep } from '../lib/flat/setting';
import { deskCalendar, wallCalendar } from '../lib/flat/stationery';

const make = recipeMaker('calendars');

export const recipes: Recipe[] = [
  make(1, 'calendar', 'wall calendar, white wall', (size) => {
    const c = wallCalendar(0, 175);
    return shoot(size, { setting: room('#f0ede8'), solids: c.solids, print: c.print, target: [0, 152, 0], azimuth: 6, elevation: 2, distance: 200, fill: 0.66, seed: 1 });
  }),
  make(2, 'calendar', 'desk tent calendar, oak', (size) => {
    const c = deskCalendar(0, 0, -14);
    return shoot(size, { setting: desk('oak', [-60, 100, 70], '#e6e1d9'), solids: [...c.solids, ...mug(18, -6)], print: c.print, target: [3, 7, 0], azimuth: 8, elevation: 16, distance: 80, fill: 0.62, ox: 0.46, seed: 2 });
  }),
  make(3, 'calendar', 'wall calendar above a sideboard', (size) => {
    const c = wallCalendar(-10, 170);
    return shoot(size, { setting: room('#dfe4e1', 'walnut', [-160, 240, 220]), solids: [...c.solids, ...sideboard(0, 20, 130, 75), ...plant(40, 22, 1.2, '#f1ede6', 75)], print: c.print, target: [0, 130, 0], azimuth: -8, elevation: 4, distance: 300, fill: 0.8, frame: [[-65, 75, 40], [65, 75, 40], [-10, 178, 0]], seed: 3 });
  }),
  make(4, 'calendar', 'desk calendar on marble with a plant', (size) => {
    const c = deskCalendar(0, 0, 20);
    return shoot(size, { setting: desk('marble', [60, 100, 70], '#e4e7ea'), solids: [...c.solids, ...plant(-17, -8, 0.7, '#ffffff')], print: c.print, target: [-3, 7, 0], azimuth: -8, elevation: 18, distance: 80, fill: 0.62, ox: 0.54, seed: 4 });
  }),
  make(5, 'calendar', 'wall calendar on brick', (size) => {
    const c = wallCalendar(0, 175, 30, 46);
    return shoot(size, { setting: brickRoom([150, 250, 200]), solids: c.solids, print: c.print, target: [0, 152, 0], azimuth: -24, elevation: 0, distance: 200, fill: 0.62, seed: 5 });
  }),
  make(6, 'calendar', 'desk calendar, studio front view', (size) => {
    const c = deskCalendar(0, 0, 0, 24, 16);
    return shoot(size, { setting: sweep('#e2ddd6'), solids: c.solids, print: c.print, target: [0, 7, 0], elevation: 10, distance: 80, fill: 0.62, seed: 6 });
  }),
  make(7, 'calendar', 'tall wall calendar, two-tone wall, angled', (size) => {
    const c = wallCalendar(0, 180, 30, 60);
    return shoot(size, { setting: room('#ece6dc', 'oak', [160, 260, 200], '#6f7f73'), solids: c.solids, print: c.print, target: [0, 150, 0], azimuth: 26, elevation: 0, distance: 220, fill: 0.66, seed: 7 });
  }),
  make(8, 'calendar', 'desk calendar on slate with coffee', (size) => {
    const c = deskCalendar(0, 0, -28);
    return shoot(size, { setting: desk('slate', [-70, 80, 50], '#3b3f45'), solids: [...c.solids, ...mug(-16, 8, '#e9e4dc')], print: c.print, target: [-3, 7, 0], azimuth: 10, elevation: 20, distance: 80, fill: 0.62, seed: 8 });
  }),
];
