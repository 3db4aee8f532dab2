/** The tables and the wall the hard goods stand on and against (tee_staged/settings.py's and props.py's surfaces). */
import type { PaperSpec } from './paper';

type Rgb = [number, number, number];

export const TABLES: Record<'oak' | 'walnut' | 'concrete' | 'marble' | 'linen', PaperSpec['table']> = {
  oak: { surface: 'oak', colour: [0.45, 0.29, 0.16] },
  walnut: { surface: 'oak', colour: [0.2, 0.12, 0.07] },
  concrete: { surface: 'concrete', colour: [0.55, 0.54, 0.51] },
  marble: { surface: 'marble', colour: [0.9, 0.89, 0.87] },
  linen: { surface: 'linen', colour: [0.78, 0.75, 0.7] },
};

/** A warm plaster wall behind a table. */
export const WALL: Rgb = [0.84, 0.82, 0.79];
