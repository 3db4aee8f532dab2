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

/** How many pixels an area's artwork needs along its longer side: a number for every area, or one per area's mesh. */
export type ArtworkSide = number | ((surface: SurfaceMesh) => number);

/**
 * The longer side an area's artwork needs to look sharp in a `previewSize` px picture of the template: the diagonal
 * of the area's box there (its longer side can point anywhere on screen), between 64 and `previewSize`.
 */
export function onScreenSide(templateSize: number, previewSize: number): (surface: SurfaceMesh) => number {
  return ({ points }) => {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let k = 0; k < points.length; k += 2) {
      x0 = Math.min(x0, points[k]!); x1 = Math.max(x1, points[k]!);
      y0 = Math.min(y0, points[k + 1]!); y1 = Math.max(y1, points[k + 1]!);
    }
    const diagonal = (Math.hypot(x1 - x0, y1 - y0) * previewSize) / templateSize;
    return Math.min(previewSize, Math.max(64, Math.ceil(diagonal)));
  };
}

/**
 * Each area's artwork drawn at its `side`, ready for renderMockup. With `preview`, what was drawn is kept per resolved
 * array (while one area is edited, the others, whose arrays stay the same objects, are not drawn again), and the
 * edited area draws only its changing layer over the others (preview-layers.ts). Without it, every area is drawn whole.
 */
export function artworkDesigns(template: TemplateLayers, artwork: TemplateArtwork, side: ArtworkSide, preview?: PreviewDrawings): ArtworkDesigns {
  const designOf = (layers: readonly ResolvedLayer[], { printAspect: aspect, surface }: { printAspect: number; surface: SurfaceMesh }, area: number) => {
    const longSide = typeof side === 'number' ? side : side(surface);
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
