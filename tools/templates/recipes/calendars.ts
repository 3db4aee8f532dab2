/** Calendars: a month's page bound with double wire, rendered by Cycles (physical/calendar.ts) — hung from a nail on
 *  plaster walls and above sideboards, standing as tents on desks; the picture is the print, the dates are set in
 *  type below it. */
import { calendarRecipe, type CalendarPage, type CalendarSpec } from '../physical/calendar';
import { LIGHTS } from '../physical/paper';
import { OAK_FLOOR, ROOM_LIGHTS, type Sideboard } from '../physical/wall-art';
import type { Recipe } from '../recipe';

/** A wall calendar's page, 300 × 450 mm: the picture across its top, the month below. */
const WALL: CalendarPage = { widthMm: 300, heightMm: 450, picture: { x0: 0, y0: 220, x1: 300, y1: 450 }, dates: { x0: 24, y0: 22, x1: 276, y1: 200 }, finish: 'silk' };
/** A square one, the picture 300 × 300. */
const SQUARE: CalendarPage = { widthMm: 300, heightMm: 560, picture: { x0: 0, y0: 260, x1: 300, y1: 560 }, dates: { x0: 24, y0: 24, x1: 276, y1: 238 }, finish: 'silk' };
/** A desk tent's page, 210 × 150 mm: the picture above, the month in a band below. */
const DESK: CalendarPage = { widthMm: 210, heightMm: 150, picture: { x0: 6, y0: 54, x1: 204, y1: 141 }, dates: { x0: 14, y0: 6, x1: 196, y1: 50 }, finish: 'uncoated' };

const WALNUT: Sideboard = { widthMm: 1600, depthMm: 450, heightMm: 760, surface: 'oak', colour: [0.2, 0.12, 0.07] };

export const SPECS: CalendarSpec[] = [
  {
    id: 'calendars-1', kind: 'wall', style: 'wall calendar, white wall', page: WALL, hangMm: 1450, wall: [0.86, 0.85, 0.83], floor: OAK_FLOOR,
    lights: ROOM_LIGHTS.windowLeft, view: { azimuth: 6, elevation: 2, lens: 50, fill: 0.7 },
  },
  {
    id: 'calendars-2', kind: 'desk', style: 'desk tent calendar on linen with coffee', seed: 2, page: DESK, leanDeg: 16, turn: -14,
    table: { surface: 'linen', colour: [0.78, 0.75, 0.7] }, wall: [0.82, 0.8, 0.76], props: [{ kind: 'cup', x: 150, y: 40, colour: [0.85, 0.84, 0.8] }],
    lights: LIGHTS.studio, view: { azimuth: 8, elevation: 16, lens: 50, fill: 0.62, aim: [40, 0] },
  },
  {
    id: 'calendars-3', kind: 'wall', style: 'wall calendar above a walnut sideboard', seed: 3, page: WALL, hangMm: 1420, sideboard: WALNUT,
    wall: [0.74, 0.78, 0.76], floor: OAK_FLOOR, lights: ROOM_LIGHTS.windowLeft, view: { azimuth: -8, elevation: 4, lens: 50, fill: 0.42, aim: [0, -250] },
  },
  {
    id: 'calendars-4', kind: 'desk', style: 'desk calendar on sage paper', seed: 4, page: DESK, leanDeg: 18, turn: 20,
    table: { surface: 'paper', colour: [0.52, 0.6, 0.52] }, wall: [0.84, 0.86, 0.88], lights: LIGHTS.studio, view: { azimuth: -8, elevation: 18, lens: 50, fill: 0.66 },
  },
  {
    id: 'calendars-5', kind: 'wall', style: 'wall calendar on a grey wall, at an angle', seed: 5, page: WALL, hangMm: 1450, wall: [0.56, 0.55, 0.52], floor: OAK_FLOOR,
    lights: ROOM_LIGHTS.windowRight, view: { azimuth: -24, elevation: 0, lens: 50, fill: 0.66 },
  },
  {
    id: 'calendars-6', kind: 'desk', style: 'desk calendar, studio front view', seed: 6, page: { ...DESK, widthMm: 240, picture: { x0: 6, y0: 54, x1: 234, y1: 141 }, dates: { x0: 16, y0: 6, x1: 224, y1: 50 } },
    leanDeg: 15, table: { surface: 'sweep', colour: [0.8, 0.79, 0.77] }, lights: LIGHTS.studio, view: { azimuth: 0, elevation: 10, lens: 85, fill: 0.7 },
  },
  {
    id: 'calendars-7', kind: 'wall', style: 'tall square-picture calendar, sage wall, late sun', seed: 7, page: SQUARE, hangMm: 1400, wall: [0.5, 0.57, 0.5], floor: OAK_FLOOR,
    lights: ROOM_LIGHTS.warm, view: { azimuth: 22, elevation: 0, lens: 50, fill: 0.7 },
  },
  {
    id: 'calendars-8', kind: 'desk', style: 'desk calendar on dark concrete with coffee', seed: 8, page: DESK, leanDeg: 17, turn: -26,
    table: { surface: 'concrete', colour: [0.18, 0.18, 0.18] }, wall: [0.3, 0.31, 0.33], props: [{ kind: 'cup', x: -150, y: 60, colour: [0.85, 0.84, 0.8] }],
    lights: LIGHTS.window, view: { azimuth: 10, elevation: 20, lens: 50, fill: 0.6, aim: [-40, 0] },
  },
];

export const recipes: Recipe[] = SPECS.map(calendarRecipe);
