import { areaDesign, type ResolvedLayer } from '../../../../core/src/render/layers';
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

/**
 * Each area's artwork drawn at `longSide`, ready for renderMockup. `kept` holds what was drawn per resolved array:
 * while one area is edited, the others (whose arrays stay the same objects) are not drawn again.
 */
export function artworkDesigns(template: TemplateLayers, artwork: TemplateArtwork, longSide: number, kept?: WeakMap<readonly ResolvedLayer[], AreaDesign>): ArtworkDesigns {
  const designOf = (layers: readonly ResolvedLayer[], aspect: number) => {
    let design = kept?.get(layers);
    if (!design) {
      design = areaDesign(layers, aspect, longSide);
      kept?.set(layers, design);
    }
    return design;
  };
  return {
    main: designOf(artwork.main, template.printAspect),
    others: (template.areas ?? []).map((area, k) => {
      const layers = artwork.others[k];
      return layers && layers.length > 0 ? designOf(layers, area.printAspect) : undefined;
    }),
  };
}
