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
  /** Content-hashed URLs under /templates/<id>/. */
  thumbnail: string;
  /** The lit scene with the product in white (lossy WebP, RGB). */
  scene: string;
  /** Lossless grey WebP, `size` wide and 4 × `size` high: productMask, shade, highlight, printMask stacked. */
  maps: string;
  /** JSON `{cols, rows, points: number[]}` in template pixels. */
  mesh: string;
}

/** The order of the grey maps stacked in `maps`. */
export const MAP_ORDER = ['productMask', 'shade', 'highlight', 'printMask'] as const;
