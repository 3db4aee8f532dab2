/**
 * The contract between product recipes and the template builder.
 *
 * A recipe renders one template from source (geometry, material, camera, light, scene) into the layers
 * below; the builder (tools/templates/build.ts) encodes them into the committed template assets, and the
 * renderer in core composites a design and a product colour onto them:
 *
 *   product = sRGB(linear(colour) × S + G)                 (inside productMask; elsewhere the scene)
 *   ink     = sRGB(linear(design(uv)) × S + G × k)         (clipped by printMask)
 *
 * recoloured in linear light (S = linear(shade), G = linear(highlight), k = INK_GLOSS), then mixed in sRGB.
 *
 * All maps are square, `size` × `size`, row-major, one byte per pixel unless stated. The builder asks for
 * TEMPLATE_SIZE (tools/templates/build.ts: 1024); render at 2× internally and downsample for clean edges if you can.
 *
 * The print area is described twice: as the picture (`surface`, where each design point lands in the template) and as
 * the physical product (`print`, where that point is on the product, and the camera). The builder derives the print
 * area's physical width/height from `print` — the renderer keeps the design's proportions with it — and refuses a
 * recipe whose picture is not the camera's view of that surface, or whose surface stretches the design.
 * The toolkits in tools/templates/lib (flat, soft, studio; shared maths in lib/common) produce both from one
 * geometry. The builder clamps printMask to productMask, checks sizes and writes previews
 * (`npm run templates:build -- <category or id> …` builds only those; `npm run templates:preview` renders at any size).
 */

import type { PrintArea } from '../../core/src/templates/manifest';

/** Where the design lands: a grid of (cols+1)×(rows+1) points, row-major. Point (i, j) is the template pixel
 *  (x, y) where design coordinate (u = i/cols, v = j/rows) lands. Perspective, cylinder wraps and fabric folds
 *  are all expressed by where these points go; the renderer interpolates between them. */
export interface SurfaceMesh {
  cols: number;
  rows: number;
  /** [x0, y0, x1, y1, …], length 2 × (cols+1) × (rows+1), in template pixels. */
  points: Float32Array;
  /** Optional: one depth per point, same order (larger = farther from the camera), for a surface that may hide part of
   *  itself (fabric folding over itself): the renderer keeps the nearest. */
  depth?: Float32Array;
}

/** The surface mesh's grid on the physical product (core/src/templates/geometry.ts). */
export interface PrintGeometry {
  /** [x0, y0, z0, …] in centimetres, one point per surface-mesh point, same order. */
  world: Float32Array;
  /** 3×4 row-major projection of a world point (centimetres) to template pixels: the camera that took the picture. */
  camera: readonly number[];
}

export interface RecipeOutput {
  size: number;
  /** RGBA (alpha ignored): the finished photo with the product in a white material, lit (background, props, cast
   *  shadows). The renderer draws mix(scene, product, productMask), so where the product only partly covers a
   *  pixel the scene should best hold what is behind the product (a finished photo works too, with a faint light
   *  fringe on dark product colours). Thumbnails are made from the renderer's white render, not from this. */
  scene: Uint8ClampedArray;
  /** 255 where the recolourable product is (anti-aliased edge). */
  productMask: Uint8Array;
  /** Diffuse light on the product, sRGB-encoded: the light a white product reflects (linear(shade)), 255 = fully lit
   *  white, lower = shadowed, folds, ambient occlusion. A white product shows it as is. */
  shade: Uint8Array;
  /** Specular/sheen, sRGB-encoded, added as light (linear(highlight)): 0 = none; a black product shows it as is.
   *  Keeps gloss and folds visible on a black product. */
  highlight: Uint8Array;
  /** Where print may go (soft edge): 0..255. Must lie inside productMask. */
  printMask: Uint8Array;
  /** Maps the unit design square onto the print area. Without `surface.depth` the renderer rasterises the cells in
   *  order (later cells win), so cover only what the camera sees; with it the nearest surface wins. At the editor's
   *  Size 1 the design is fitted into 80% of this square (keeping its proportions), centred at Position X/Y. Fabric
   *  may push points a little off the camera's view of `print` (ink following folds); nothing else may. */
  surface: SurfaceMesh;
  /** Where each mesh point is on the product: the print area's real proportions come from here (required). */
  print: PrintGeometry;
  /** Further print areas the picture shows (a book's spine, a box's side), each described as the first is: its own
   *  mask (only where the face is seen, inside productMask), surface and print geometry. */
  furtherAreas?: RecipeArea[];
}

/** A further print area of a recipe's picture. */
export interface RecipeArea {
  /** 'spine', 'side', 'top'… (the first area's name comes from the category: print-areas.ts). */
  name: string;
  mask: Uint8Array;
  surface: SurfaceMesh;
  print: PrintGeometry;
}

export interface Recipe {
  /** `<category slug>-<n>`, n = 1…8. */
  id: string;
  /** Category slug (core/src/catalogue/categories.ts). */
  category: string;
  /** Placement preset type (spec §3), e.g. 't-shirt', 'v-neck', 'hoodie', 'mug', 'iphone-15', 'poster'. */
  type: string;
  /** Short words on what varies, e.g. 'oversized, flat lay, concrete floor'. */
  style: string;
  /** Side of the layers in pixels (default: the builder's TEMPLATE_SIZE). */
  size?: number;
  /** The print areas the view shows, the rendered one first (written into the manifest). */
  printAreas?: PrintArea[];
  /** A hash of everything the template is made from: when it matches the one recorded, the build skips it. */
  inputHash?(): string;
  render(size: number): RecipeOutput | Promise<RecipeOutput>;
}
