/** A named region of the product that can be printed, with its real size. */
export interface PrintArea {
  /** 'front', 'back', 'left chest'… */
  name: string;
  widthMm: number;
  heightMm: number;
}

/** One built template's assets (written by tools/templates/build.ts into manifest.generated.ts). */
export interface TemplateAsset {
  id: string;
  category: string;
  /** Placement preset type (core/src/placement/presets.ts). */
  type: string;
  /** Short words on what varies. */
  style: string;
  /** Side of the square layers, pixels. */
  size: number;
  /** Physical width / height of the print area. */
  printAspect: number;
  /** The print areas this view shows (physically rendered templates declare them; older ones do not yet). */
  printAreas?: PrintArea[];
  /** Content-hashed URLs under /templates/<id>/. */
  thumbnail: string;
  /** The lit scene with the product in white (lossy WebP, RGB). */
  scene: string;
  /** Lossless grey WebP, `size` wide and 4 × `size` high: productMask, shade, highlight, printMask stacked. */
  maps: string;
  /** JSON MeshFile: the surface mesh, with its physical grid. */
  mesh: string;
  /** Further print areas this picture shows besides the first (a book's spine), in the order of `printAreas` after
   *  the first. Each is drawn through its own mesh and limited by its own mask, whose grey rows follow printMask in
   *  `maps` (4 + k rows of `size`), so faces occlude each other exactly as the picture does. */
  areas?: ExtraAreaAsset[];
}

/** One further print area of a template: its name, the physical width / height its design is fitted into and its
 *  surface mesh (a MeshFile like the first area's). Its size in millimetres is in print-areas.generated.ts. */
export interface ExtraAreaAsset {
  name: string;
  printAspect: number;
  mesh: string;
}

/** A template's mesh file: the surface mesh (what the renderer uses) and the print area it shows on the product
 *  (core/src/templates/geometry.ts: what the print aspect comes from and the proportions test checks). */
export interface MeshFile {
  cols: number;
  rows: number;
  /** [x, y, …] template pixels, (cols+1) × (rows+1) points, row-major. */
  points: number[];
  /** Optional: one depth per point (larger = farther from the camera): where the surface hides part of itself, the
   *  renderer keeps the nearest (core/src/render/mesh.ts). */
  depth?: number[];
  /** [x, y, z, …] centimetres on the product, one per point. */
  world: number[];
  /** 3×4 projection, centimetres → template pixels. */
  camera: number[];
}

/** The order of the grey maps stacked in `maps`. */
export const MAP_ORDER = ['productMask', 'shade', 'highlight', 'printMask'] as const;
