/** Vehicles for fleet graphics, built as solids: box truck, van, food truck, bus, trailer, sedan, hatchback, pickup. */
import type { Recipe } from '../recipe';
import { recipeMaker } from '../lib/flat/devices';
import { concrete, studio } from '../lib/flat/materials';
import { shoot, street, type Setting } from '../lib/flat/setting';
import { vehicle, type VehicleSpec } from '../lib/flat/vehicle';

const make = recipeMaker('vehicles');

/** A yard or a studio bay: a floor and a far wall, with contact shadows that reach under a vehicle. */
function bay(floor: string, wall: string, light: readonly [number, number, number], ambient = 0.45): Setting {
  const f = concrete(floor, 41, 0.8);
  const w = studio(wall);
  return {
    backdrop: { floor: (x, z) => f(x, z), wall: { z: -900, colour: (x, y) => w(x, y) } },
    light: { pos: light, radius: 160 },
    ambient,
    aoReach: 220,
    vignette: 0.2,
  };
}

const outdoors = (sun: readonly [number, number, number]): Setting => ({ ...street(sun), aoReach: 220 });

const boxTruck: VehicleSpec = {
  length: 720, width: 240, floor: 40, tyre: 46,
  blocks: [[160, 360, 40, 265, 22], [-360, 170, 62, 350, 8], [-360, 360, 40, 100, 6]],
  rakes: [{ foot: [345, 150], head: [318, 258] }],
  wheels: [-240, -140, 265],
  windows: [[215, 300, 168, 245]],
  print: [-345, 150, 85, 335],
  lines: [[200, 45, 200, 160], [165, 70, 165, 345]],
};

const van: VehicleSpec = {
  length: 570, width: 205, floor: 30, tyre: 37,
  blocks: [[-285, 285, 30, 128, 20], [-285, 215, 30, 258, 24]],
  rakes: [{ foot: [205, 128], head: [128, 250] }],
  wheels: [-185, 180],
  windows: [[92, 150, 150, 215]],
  print: [-268, 72, 52, 238],
  lines: [[85, 36, 85, 250], [196, 36, 196, 126]],
};

const foodTruck: VehicleSpec = {
  length: 700, width: 235, floor: 38, tyre: 44,
  blocks: [[150, 350, 38, 255, 22], [-350, 160, 60, 330, 14], [-350, 350, 38, 95, 6]],
  rakes: [{ foot: [335, 150], head: [305, 248] }],
  wheels: [-230, 255],
  windows: [[205, 290, 160, 235], [-20, 140, 170, 285]],
  print: [-335, -35, 80, 315],
  lines: [[-30, 160, 150, 160]],
};

const bus: VehicleSpec = {
  length: 1200, width: 255, floor: 32, tyre: 50,
  blocks: [[-600, 600, 32, 315, 34]],
  rakes: [{ foot: [595, 160], head: [582, 305] }],
  wheels: [-390, 380],
  windows: [-560, -410, -260, -110, 40, 190, 340].map((x) => [x, x + 135, 178, 288] as const),
  print: [-310, 280, 62, 160],
};

const trailer: VehicleSpec = {
  length: 820, width: 250, floor: 115, tyre: 50,
  blocks: [[-410, 410, 115, 395, 8]],
  wheels: [-320, -200],
  windows: [],
  print: [-395, 395, 135, 380],
  lines: [[-410, 125, 410, 125]],
};

const sedan: VehicleSpec = {
  length: 480, width: 182, floor: 22, tyre: 33,
  blocks: [[-240, 240, 22, 98, 28], [-150, 125, 60, 146, 26]],
  rakes: [{ foot: [155, 98], head: [70, 144] }, { foot: [-205, 98], head: [-120, 143] }],
  wheels: [-150, 150],
  windows: [[8, 92, 102, 138], [-105, 2, 102, 138]],
  print: [14, 128, 40, 92],
  lines: [[5, 30, 5, 140], [134, 35, 132, 98], [-112, 32, -110, 140]],
};

const hatchback: VehicleSpec = {
  length: 410, width: 176, floor: 22, tyre: 31,
  blocks: [[-205, 205, 22, 98, 26], [-200, 110, 60, 150, 22]],
  rakes: [{ foot: [145, 98], head: [62, 147] }, { foot: [-205, 96], head: [-192, 146] }],
  wheels: [-132, 132],
  windows: [[2, 86, 102, 142], [-152, -6, 102, 142]],
  print: [8, 118, 38, 92],
  lines: [[-2, 30, -2, 144], [122, 34, 120, 98]],
};

const pickup: VehicleSpec = {
  length: 540, width: 200, floor: 35, tyre: 40,
  blocks: [[-270, 270, 35, 122, 18], [-70, 115, 70, 198, 18]],
  rakes: [{ foot: [175, 122], head: [98, 192] }],
  wheels: [-175, 175],
  windows: [[-55, 82, 130, 186]],
  print: [-50, 92, 48, 116],
  lines: [[-62, 40, -62, 122], [100, 40, 98, 122], [-75, 126, -270, 126]],
};

export const recipes: Recipe[] = [
  make(1, 'vehicle', 'box truck, side graphics, city street', (size) => {
    const v = vehicle(boxTruck);
    return shoot(size, { setting: outdoors([-1500, 1800, 1600]), solids: v.solids, print: v.print, target: [0, 170, 0], azimuth: 32, elevation: 4, distance: 1500, fill: 0.9, seed: 1 });
  }),
  make(2, 'vehicle', 'cargo van, side panel, studio floor', (size) => {
    const v = vehicle(van);
    return shoot(size, { setting: bay('#d6d5d2', '#e9e8e5', [-600, 900, 700]), solids: v.solids, print: v.print, target: [0, 120, 0], azimuth: 34, elevation: 8, distance: 1100, fill: 0.86, seed: 2 });
  }),
  make(3, 'vehicle', 'food truck with serving window, street', (size) => {
    const v = vehicle(foodTruck);
    return shoot(size, { setting: outdoors([1400, 1600, 1500]), solids: v.solids, print: v.print, target: [0, 160, 0], azimuth: -28, elevation: 3, distance: 1500, fill: 0.9, seed: 3 });
  }),
  make(4, 'vehicle', 'city bus, side advertising panel', (size) => {
    const v = vehicle(bus);
    return shoot(size, { setting: outdoors([-2000, 2200, 1200]), solids: v.solids, print: v.print, target: [0, 160, 0], azimuth: 24, elevation: 3, distance: 2400, fill: 0.92, seed: 4 });
  }),
  make(5, 'vehicle', 'box trailer, concrete yard', (size) => {
    const v = vehicle(trailer);
    return shoot(size, { setting: bay('#a7a5a0', '#c9c6c0', [900, 1400, 1000], 0.5), solids: v.solids, print: v.print, target: [0, 230, 0], azimuth: -22, elevation: 5, distance: 1700, fill: 0.9, seed: 5 });
  }),
  make(6, 'vehicle', 'sedan door graphic, dark showroom', (size) => {
    const v = vehicle(sedan);
    return shoot(size, { setting: bay('#4a4c50', '#303236', [-500, 700, 600], 0.32), solids: v.solids, print: v.print, target: [0, 80, 0], azimuth: 30, elevation: 7, distance: 900, fill: 0.86, seed: 6 });
  }),
  make(7, 'vehicle', 'hatchback door graphic, street', (size) => {
    const v = vehicle(hatchback);
    return shoot(size, { setting: outdoors([1200, 1500, 1400]), solids: v.solids, print: v.print, target: [0, 80, 0], azimuth: -30, elevation: 5, distance: 800, fill: 0.86, seed: 7 });
  }),
  make(8, 'vehicle', 'pickup truck door graphic, light studio', (size) => {
    const v = vehicle(pickup);
    return shoot(size, { setting: bay('#e0dfdc', '#f0efec', [-700, 1000, 800], 0.52), solids: v.solids, print: v.print, target: [0, 100, 0], azimuth: 36, elevation: 9, distance: 950, fill: 0.86, seed: 8 });
  }),
];

