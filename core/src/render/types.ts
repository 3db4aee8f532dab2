/** What the renderer composites: a template's layers, a design, a placement and a product colour. */

/** Where the design lands on the template, as in tools/templates/recipe.ts: a (cols+1)×(rows+1) grid of template
 *  pixel positions, row-major; point (i, j) is where design coordinate (u = i/cols, v = j/rows) lands. */
export interface SurfaceMesh {
  cols: number;
  rows: number;
  /** [x0, y0, x1, y1, …], length 2 × (cols+1) × (rows+1), in template pixels. */
  points: ArrayLike<number>;
  /** Optional: one depth per point, same order (larger = farther from the camera), for a surface that may hide part
   *  of itself (a fold over itself): the nearest surface wins. Without it later cells win. */
  depth?: ArrayLike<number>;
}

/** A template's decoded layers, all `size` × `size`. */
export interface TemplateLayers {
  size: number;
  /** RGBA (alpha ignored): the photo with the product in white. */
  scene: Uint8Array | Uint8ClampedArray;
  productMask: Uint8Array | Uint8ClampedArray;
  shade: Uint8Array | Uint8ClampedArray;
  highlight: Uint8Array | Uint8ClampedArray;
  printMask: Uint8Array | Uint8ClampedArray;
  surface: SurfaceMesh;
  /** Physical width / height of the print area, so the design keeps its proportions. */
  printAspect: number;
}

/** Straight (not premultiplied) RGBA pixels. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** The editor's units (spec §5): Position X/Y 0–100, Size 0.1–2, Rotation −360–360 degrees. */
export interface Placement {
  x: number;
  y: number;
  size: number;
  rotation: number;
}

export const DEFAULT_PLACEMENT: Readonly<Placement> = Object.freeze({ x: 50, y: 50, size: 1, rotation: 0 });
