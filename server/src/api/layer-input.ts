import type { V1Layer } from '../../../core/src/api/v1-schemas';
import { badRequest } from '../http/app-error';
import type { LayerTaskInput } from '../services/layers-task';
import { rasterDesign } from '../services/render';
import { designBytes } from './design-input';

type Deps = Parameters<typeof designBytes>[0] & { work: Parameters<typeof rasterDesign>[0] };

/** An image layer's `design` as `designBytes` takes it: a data URL or https URL, else the id of an uploaded design. */
export const layerDesignSource = (design: string) => (/^(data:|https:\/\/)/i.test(design) ? { design } : { designId: design });

/** The layers of an API request with their images as checked raster bytes: a data URL, an https URL, or a design id. */
export async function layerTaskInputs(deps: Deps, userId: string, layers: readonly V1Layer[]): Promise<LayerTaskInput[]> {
  const inputs: LayerTaskInput[] = [];
  // One at a time: each image may be 10 MB, and SVGs are rasterised in the sandbox.
  for (const layer of layers) {
    if (layer.type === 'text') {
      inputs.push(layer);
      continue;
    }
    const { design, placement, opacity, hidden } = layer;
    inputs.push({ type: 'image', bytes: await rasterDesign(deps.work, await designBytes(deps, userId, layerDesignSource(design))), placement, opacity, hidden });
  }
  return inputs;
}

/** The layers of each area a template's picture shows, from a request's `areas`. */
export interface ShownLayers {
  /** The area the picture shows first. */
  first: V1Layer[];
  /** Its further areas, in the order of TemplateAsset.areas (empty: nothing printed there). */
  others: V1Layer[][];
}

/**
 * The layers a template's picture shows, from a request's `areas`: those of its first print area (`front` for own
 * templates, which have one) and of its further areas (`otherNames`); an area the request leaves out prints nothing.
 * Areas of other views are accepted; a request naming none of this view's is refused.
 */
export function shownAreaLayers(areaNames: readonly string[], otherNames: readonly string[], areas: Record<string, { layers: V1Layer[] }>): ShownLayers {
  const shown = [areaNames[0] ?? 'front', ...otherNames];
  // `front` also names an area called 'front …' the request does not name itself (a book's front cover, a box's
  // front panel), so `{ front, spine }` suits a book.
  const layersOf = (name: string) => areas[name]?.layers ?? (name.startsWith('front ') ? areas.front?.layers : undefined);
  if (!shown.some((name) => layersOf(name))) {
    const asked = Object.keys(areas).map((n) => `'${n}'`).join(', ');
    throw badRequest(`areas: this template shows the print area${shown.length > 1 ? 's' : ''} ${shown.map((n) => `'${n}'`).join(', ')}, and the request has only ${asked}.`);
  }
  const [first, ...others] = shown.map((name) => layersOf(name) ?? []);
  return { first: first!, others };
}
