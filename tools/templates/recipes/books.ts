import type { Recipe } from '../recipe';
import { hardcover, lying, softcover, standing } from '../lib/flat/book';
import { mug, pen, plant, sideboard, vase, bookStack } from '../lib/flat/props';
import { desk, room, shoot, sweep } from '../lib/flat/setting';
import type { Printed } from '../lib/flat/book';

/** The spine as a second print area, for the views that show it (three-quarter views of a standing book). */
const spine = (b: Printed) => [{ name: 'spine', quad: b.spine! }];

const book = (n: number, style: string, render: Recipe['render']): Recipe => ({ id: `books-${n}`, category: 'books', type: 'book', style, render });

export const recipes: Recipe[] = [
  book(1, 'hardcover standing, three-quarter, studio', (size) => {
    const b = hardcover(standing(0, 0, 28, 24), 16, 24, 3.2);
    return shoot(size, { setting: sweep('#e2ddd5'), solids: b.solids, print: b.print, areas: spine(b), target: [0, 12, 0], azimuth: 0, elevation: 10, distance: 90, fill: 0.62, seed: 1 });
  }),
  book(2, 'paperback flat on oak with coffee', (size) => {
    const b = softcover(lying(0, 0, 6, 1.6), 13, 20, 1.6);
    return shoot(size, { setting: desk('oak'), solids: [...b.solids, ...mug(15, -8)], print: b.print, target: [0, 0, 0], azimuth: 0, elevation: 70, distance: 70, fill: 0.6, ox: 0.45, seed: 2 });
  }),
  book(3, 'hardcover leaning on a stack of books', (size) => {
    const b = hardcover(standing(0, 4, -8, 23, 14), 15.5, 23, 2.6);
    return shoot(size, { setting: desk('walnut', [-60, 90, 70], '#e6e0d6'), solids: [...b.solids, ...bookStack(0, -14, 4)], print: b.print, target: [0, 10, 0], azimuth: 12, elevation: 14, distance: 90, fill: 0.64, seed: 3 });
  }),
  book(4, 'standing copy turned to show its spine, and one lying flat', (size) => {
    const up = hardcover(standing(-6, -2, 38, 24), 16, 24, 3);
    const flatCopy = hardcover(lying(10, 6, -20, 3), 16, 24, 3);
    return shoot(size, {
      setting: sweep('#d9dee3', [-70, 120, 90]),
      solids: [...up.solids, ...flatCopy.solids],
      print: up.print,
      areas: spine(up),
      target: [2, 8, 2],
      azimuth: 4,
      elevation: 22,
      distance: 110,
      fill: 0.72,
      seed: 4,
    });
  }),
  book(5, 'paperback on marble at an angle, pen', (size) => {
    const b = softcover(lying(0, 0, -24, 2), 13.5, 21, 2);
    return shoot(size, { setting: desk('marble', [60, 100, 60]), solids: [...b.solids, ...pen(13, 4, 100)], print: b.print, target: [2, 0, 0], azimuth: -12, elevation: 45, distance: 70, fill: 0.58, seed: 5 });
  }),
  book(6, 'on a sideboard against a wall, vase', (size) => {
    const b = hardcover(standing(0, 14, 0, 26, 10, 75), 18, 26, 3);
    return shoot(size, {
      setting: room('#e4ddd2', 'oak', [-140, 220, 200]),
      solids: [...b.solids, ...sideboard(0, 20, 120, 75), ...vase(-28, 14, '#c9c2b6', 75)],
      print: b.print,
      target: [-6, 90, 14],
      azimuth: 10,
      elevation: 8,
      distance: 140,
      fill: 0.62,
      frame: [[-34, 75, 14], [10, 75, 14], [0, 103, 10]],
      seed: 6,
    });
  }),
  book(7, 'on top of a stack, linen, plant', (size) => {
    const b = hardcover(lying(0, 0, 8, 3, 6.8), 16, 24, 3);
    return shoot(size, {
      setting: desk('linen', [-60, 100, 50]),
      solids: [...b.solids, ...bookStack(0.5, 0.5, 2, ['#6b7b8c', '#d8cfc0', '#a4553a']), ...plant(-22, -14, 0.9, '#f2efe9')],
      print: b.print,
      target: [0, 6, 0],
      azimuth: 12,
      elevation: 40,
      distance: 90,
      fill: 0.6,
      seed: 7,
    });
  }),
  book(8, 'large coffee-table book, overhead on concrete', (size) => {
    const b = hardcover(lying(0, 0, -4, 3.5), 25, 30, 3.5);
    return shoot(size, { setting: desk('concrete', [-50, 110, 30]), solids: [...b.solids, ...pen(17, 10, 80, '#b08d57')], print: b.print, target: [0, 0, 0], elevation: 86, distance: 100, fill: 0.62, ox: 0.47, seed: 8 });
  }),
];
