import { areaDesign, type ResolvedLayer } from '../../../../core/src/render/layers';
import { previewAreaDesign, type LayerStackCache } from '../../../../core/src/render/preview-layers';
import type { AreaDesign, SurfaceMesh, TemplateLayers } from '../../../../core/src/render/types';

/**
 * A template's print areas as the renderer takes them: the area its picture shows first (`main`), then its further
 * areas in the order of TemplateLayers.areas (a book's spine…; undefined: nothing on it).
 */
export interface TemplateArtwork {
  main: readonly ResolvedLayer[];
  others: ReadonlyArray<readonly ResolvedLayer[] | undefined>;
}

export function templateArtwork(template: TemplateLayers, mainArea: string, byArea: Readonly<Record<string, readonly ResolvedLayer[]>>): TemplateArtwork {
  return { main: byArea[mainArea] ?? [], others: (template.areas ?? []).map((area) => byArea[area.name]) };
}

/** Where an area lies on the template's picture: its mesh (the edge the editor outlines) and its proportions. */
export function areaGeometry(template: TemplateLayers, area: string): { surface: SurfaceMesh; printAspect: number } {
  return template.areas?.find((further) => further.name === area) ?? template;
}

export interface ArtworkDesigns {
  main: AreaDesign;
  others: Array<AreaDesign | undefined>;
}

/** What a live preview keeps between frames: what was drawn per resolved array, and each area's layer stack. */
export interface PreviewDrawings {
  drawn: WeakMap<readonly ResolvedLayer[], AreaDesign>;
  /** By area: 0 the main one, then the further ones in order. */
  stacks: Map<number, LayerStackCache>;
}

export const previewDrawings = (): PreviewDrawings => ({ drawn: new WeakMap(), stacks: new Map() });

/** How many pixels an area's artwork needs along its longer side: a number for every area, or one per area's mesh and
 *  proportions (width ÷ height). */
export type ArtworkSide = number | ((surface: SurfaceMesh, aspect: number) => number);

/** The longest of the mesh's lines along u (`alongU`) or along v, in template pixels. */
function longestLine({ cols, rows, points }: SurfaceMesh, alongU: boolean): number {
  const at = (i: number, j: number) => 2 * (j * (cols + 1) + i);
  const [lines, steps] = alongU ? [rows + 1, cols] : [cols + 1, rows];
  let longest = 0;
  for (let line = 0; line < lines; line++) {
    let length = 0;
    for (let step = 0; step < steps; step++) {
      const a = alongU ? at(step, line) : at(line, step), b = alongU ? at(step + 1, line) : at(line, step + 1);
      length += Math.hypot(points[b]! - points[a]!, points[b + 1]! - points[a + 1]!);
    }
    longest = Math.max(longest, length);
  }
  return longest;
}

/**
 * The longer side an area's artwork needs to look sharp in a `previewSize` px picture of the template: as many
 * artwork pixels across the area as the preview shows along its longest line across (u) and down (v), between 64 and
 * `previewSize`. More would cost frame time, not sharpness.
 */
export function onScreenSide(templateSize: number, previewSize: number): (surface: SurfaceMesh, aspect: number) => number {
  // Asked on every frame: an area's lines are measured once.
  const lines = new WeakMap<SurfaceMesh, [number, number]>();
  return (surface, aspect) => {
    let measured = lines.get(surface);
    if (!measured) lines.set(surface, (measured = [longestLine(surface, true), longestLine(surface, false)]));
    const scale = previewSize / templateSize;
    const across = measured[0] * scale, down = measured[1] * scale;
    // The artwork is `aspect` wide and 1 high, its longer side `side`: wide enough for `across`, high enough for `down`.
    const side = aspect >= 1 ? Math.max(across, down * aspect) : Math.max(across / aspect, down);
    return Math.min(previewSize, Math.max(64, Math.ceil(side - 1e-9)));
  };
}

/**
 * Each area's artwork drawn at its `side`, ready for renderMockup. With `preview`, what was drawn is kept per resolved
 * array (while one area is edited, the others, whose arrays stay the same objects, are not drawn again), and the
 * edited area draws only its changing layer over the others (preview-layers.ts). Without it, every area is drawn whole.
 */
export function artworkDesigns(template: TemplateLayers, artwork: TemplateArtwork, side: ArtworkSide, preview?: PreviewDrawings): ArtworkDesigns {
  const designOf = (layers: readonly ResolvedLayer[], { printAspect: aspect, surface }: { printAspect: number; surface: SurfaceMesh }, area: number) => {
    const longSide = typeof side === 'number' ? side : side(surface, aspect);
    if (!preview) return areaDesign(layers, aspect, longSide);
    let design = preview.drawn.get(layers);
    if (!design) {
      let stack = preview.stacks.get(area);
      if (!stack) preview.stacks.set(area, (stack = {}));
      design = previewAreaDesign(layers, aspect, longSide, stack);
      preview.drawn.set(layers, design);
    }
    return design;
  };
  return {
    main: designOf(artwork.main, template, 0),
    others: (template.areas ?? []).map((area, k) => {
      const layers = artwork.others[k];
      return layers && layers.length > 0 ? designOf(layers, area, k + 1) : undefined;
    }),
  };
}
