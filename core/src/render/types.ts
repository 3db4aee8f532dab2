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
  /** Further print areas the picture shows (a book's spine), each with its own mask (inside productMask), mesh and
   *  aspect; shade and highlight are the template's. Absent: the template prints one area. */
  areas?: AreaLayers[];
}

/** A further print area of a template's picture. */
export interface AreaLayers {
  name: string;
  /** Where this area's print may go (soft edge), `size` × `size`: only where the face is seen, so faces that hide
   *  each other in the picture do here too. */
  mask: Uint8Array | Uint8ClampedArray;
  surface: SurfaceMesh;
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

/** What the renderer draws on one print area: a design (null: nothing) and where it sits. */
export interface AreaDesign {
  design: RgbaImage | null;
  placement: Placement;
}

export const DEFAULT_PLACEMENT: Readonly<Placement> = Object.freeze({ x: 50, y: 50, size: 1, rotation: 0 });
