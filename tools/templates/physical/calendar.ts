/**
 * Calendars rendered physically: a month's page bound with double wire — the picture above, the dates set in type
 * below — hung from a nail in the wall-art rooms or standing as a tent on a desk (tools/templates/blender/calendar/),
 * rendered by Cycles; layers from the passes as the garments' (layers.ts). The page is the product (its paper's
 * colour), the picture its print; the dates are ink and stay as they are.
 */
import type { Recipe } from '../recipe';
import { WHITE_ALBEDO, type ViewSpec } from './apparel';
import { modelledRecipe } from './modelled';
import type { PaperSpec } from './paper';
import type { WallArtSpec } from './wall-art';

type Box = { x0: number; y0: number; x1: number; y1: number };

/** A month's page, mm from its lower left corner: the picture (the print) and where the dates are set. */
export interface CalendarPage {
  widthMm: number;
  heightMm: number;
  picture: Box;
  dates: Box;
  finish: 'uncoated' | 'silk' | 'gloss';
}

interface Common {
  id: string;
  style: string;
  page: CalendarPage;
  seed?: number;
}

/** On the wall: hung from a nail (`hangMm`: the page's centre above the floor) in a wall-art room. */
export type WallCalendar = Common & { kind: 'wall' } & Pick<WallArtSpec, 'sideboard' | 'wall' | 'floor' | 'lights'> & {
  hangMm: number;
  xMm?: number;
  view: WallArtSpec['view'];
};

/** On a desk: a tent, the page leaning `leanDeg` from upright, turned (degrees) on a table. */
export type DeskCalendar = Common & { kind: 'desk' } & Pick<PaperSpec, 'table' | 'wall' | 'props' | 'lights'> & {
  leanDeg: number;
  turn?: number;
  view: ViewSpec & { aim?: [number, number] };
};

export type CalendarSpec = WallCalendar | DeskCalendar;

/** Twelve samples, as the other hard goods'. */
const SAMPLES = 12;
/** How far in from the picture's edge its grid starts, mm (a point on the page's very edge may find no triangle). */
const INSET = 0.2;

const pictureRect = ({ picture: p }: CalendarPage) => ({ panel: 0, x0: p.x0 + INSET, y0: p.y0 + INSET, x1: p.x1 - INSET, y1: p.y1 - INSET });

/** Everything Blender needs for one calendar template (what its cache is keyed by). */
export function calendarScene(s: CalendarSpec, size: number, samples = SAMPLES) {
  const area = pictureRect(s.page);
  const page = { ...s.page, albedo: WHITE_ALBEDO };
  const common = {
    script: 'calendar/render_calendar.py',
    size,
    samples,
    seed: s.seed ?? 7,
    // The library's templates are built one at a time.
    threads: 2,
    kind: s.kind,
    page,
    dates: s.page.dates,
    printArea: area,
    grid: [Math.max(8, Math.round((area.x1 - area.x0) / 6)), Math.max(8, Math.round((area.y1 - area.y0) / 6))],
    lights: s.lights,
    view: s.view,
  };
  if (s.kind === 'desk') return { ...common, leanDeg: s.leanDeg, turn: s.turn ?? 0, table: s.table, wall: s.wall, props: s.props ?? [] };
  // The room and the mount are the wall art's (render_wall.py): the page hangs as an unframed print would.
  return { ...common, mount: { kind: 'hang', hangMm: s.hangMm, xMm: s.xMm ?? 0 }, sideboard: s.sideboard, wall: s.wall, floor: s.floor };
}

export const calendarRecipe = (s: CalendarSpec): Recipe => {
  const { x0, y0, x1, y1 } = pictureRect(s.page);
  return modelledRecipe({
    id: s.id,
    category: 'calendars',
    type: 'calendar',
    style: s.style,
    printArea: { name: 'front', widthMm: x1 - x0, heightMm: y1 - y0 },
    scene: (size) => calendarScene(s, size),
    file: import.meta.url,
  });
};
