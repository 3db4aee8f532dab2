/**
 * The contract between product recipes and the template builder.
 *
 * A recipe renders one template from source (geometry, material, camera, light, scene) into the layers
 * below; the builder (tools/templates/build.ts) encodes them into the committed template assets, and the
 * renderer in core composites a design and a product colour onto them:
 *
 *   product = colour × shade ⊕screen highlight            (inside productMask; elsewhere the scene)
 *   ink     = design(uv) × shade ⊕screen (highlight × k)   (clipped by printMask)
 *
 * All maps are square, `size` × `size`, row-major, one byte per pixel unless stated. The builder asks for
 * TEMPLATE_SIZE (tools/templates/build.ts: 1024); render at 2× internally and downsample for clean edges if you can.
 *
 * Mesh helpers for the usual surfaces live in core/src/render/surfaces.ts: perspectiveMesh (a flat print seen at an
 * angle), cylinderMesh/cylinderPoint (a wrap-around label), foldMesh (fabric folds push the print along their
 * normals). The builder clamps printMask to productMask, checks sizes, and renders a preview with a test design
 * (`npm run templates:build -- <category or id> …` builds only those; previews land in dist/template-previews/).
 */

/** Where the design lands: a grid of (cols+1)×(rows+1) points, row-major. Point (i, j) is the template pixel
 *  (x, y) where design coordinate (u = i/cols, v = j/rows) lands. Perspective, cylinder wraps and fabric folds
 *  are all expressed by where these points go; the renderer interpolates between them. */
export interface SurfaceMesh {
  cols: number;
  rows: number;
  /** [x0, y0, x1, y1, …], length 2 × (cols+1) × (rows+1), in template pixels. */
  points: Float32Array;
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
  /** Diffuse light on the product: 255 = fully lit white, lower = shadowed, folds, ambient occlusion. */
  shade: Uint8Array;
  /** Specular/sheen, added with Screen: 0 = none. Keeps gloss and folds visible on a black product. */
  highlight: Uint8Array;
  /** Where print may go (soft edge): 0..255. Must lie inside productMask. */
  printMask: Uint8Array;
  /** Maps the unit design square onto the print area. The renderer rasterises the cells in order without a depth
   *  test (later cells win), so cover only what the camera sees. At the editor's Size 1 the design is fitted into
   *  80% of this square (keeping its proportions via printAspect), centred at Position X/Y. */
  surface: SurfaceMesh;
  /** Physical width / height of the print area, so designs keep their proportions (a mug wrap is ~2.3 wide,
   *  a poster ~0.7). Optional: defaults to the placement preset's width / height for the recipe's type. */
  printAspect?: number;
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
  render(size: number): RecipeOutput | Promise<RecipeOutput>;
}
