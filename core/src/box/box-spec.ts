/** A box made to measure: its style and its outside sizes in millimetres (issue #35). */

export const BOX_STYLES = [
  { id: 'tuck-end', name: 'Tuck end', hint: 'Retail carton: a tuck lid at top and bottom, glued at one side' },
  { id: 'mailer', name: 'Mailer', hint: 'Shipping box: double side walls, a hinged lid with a front tuck' },
  { id: 'lid', name: 'Lid and base', hint: 'Two trays: a base and a lid that slides over it' },
] as const;
export type BoxStyle = (typeof BOX_STYLES)[number]['id'];

export interface BoxSpec {
  style: BoxStyle;
  /** Outside sizes in millimetres: across the front, up the front, front to back. */
  width: number;
  height: number;
  depth: number;
}

export const BOX_DIMENSIONS = ['width', 'height', 'depth'] as const;
export type BoxDimension = (typeof BOX_DIMENSIONS)[number];

/** Smaller than 20 mm the flaps cannot be folded by hand; larger than 600 mm no carton press takes the sheet. */
export const BOX_MM_BOUNDS = { min: 20, max: 600 } as const;

/** Today's carton: a tall retail box, so the 3D editor opens as it did before boxes had sizes. */
export const DEFAULT_BOX_SPEC: BoxSpec = { style: 'tuck-end', width: 160, height: 220, depth: 75 };

const LABELS: Record<BoxDimension, string> = { width: 'Width', height: 'Height', depth: 'Depth' };

/** Null when the size is usable, else the sentence to show beside its field. */
export function boxDimensionError(dimension: BoxDimension, value: number): string | null {
  const { min, max } = BOX_MM_BOUNDS;
  if (!Number.isFinite(value)) return `${LABELS[dimension]} must be a number of millimetres.`;
  if (value < min || value > max) return `${LABELS[dimension]} must be between ${min} and ${max} mm.`;
  return null;
}

export const isBoxStyle = (value: string): value is BoxStyle => BOX_STYLES.some((style) => style.id === value);

export const boxStyleName = (style: BoxStyle) => BOX_STYLES.find((entry) => entry.id === style)!.name;

/** `120 × 80 × 40 mm`, as the dieline's legend and the editor say it. */
export const boxSizeLabel = (spec: BoxSpec, times = '×') => `${spec.width} ${times} ${spec.height} ${times} ${spec.depth} mm`;

/** Spec §9's name style (`3d-mockup-{type}-{timestamp}`), with the style and size a printer files it by. */
export const dielineFileName = (spec: BoxSpec, extension: 'svg' | 'pdf', now = Date.now()) =>
  `3d-dieline-box-${spec.style}-${spec.width}x${spec.height}x${spec.depth}mm-${now}.${extension}`;
